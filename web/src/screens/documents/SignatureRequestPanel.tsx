import { Badge, Box, Button, Field, Flex, HStack, Heading, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { SignatureRequestPanel_document$key } from '../../__generated__/SignatureRequestPanel_document.graphql';
import type { SignatureRequestPanelQuery } from '../../__generated__/SignatureRequestPanelQuery.graphql';
import {
  useCancelSignatureRequestMutation,
  useRefuseSignatureMutation,
  useRequestSignaturesMutation,
  useSignAsRequestedMutation,
  type SignatureRequestMode,
} from './signatureRequestMutations';
import { isHighRisk } from './DocumentBadges';
import { SignDocumentForm, type SignatureInput } from './SignDocumentForm';

const MAX_SIGNERS = 10;
const REASON_MAX_LENGTH = 1000;
const STATUS_COLORS: Record<string, string> = { WAITING: 'gray', SIGNED: 'green', REFUSED: 'red' };

/**
 * Signatures asked of several members of the organization: ask for them (members, order, mode),
 * follow each signer, and — when it is the caller's turn — sign or refuse with a reason.
 */
export function SignatureRequestPanel({ document }: { document: SignatureRequestPanel_document$key }) {
  return (
    <Suspense fallback={null}>
      <Panel document={document} />
    </Suspense>
  );
}

function Panel({ document }: { document: SignatureRequestPanel_document$key }) {
  const doc = useFragment(
    graphql`
      fragment SignatureRequestPanel_document on Document {
        id
        status
        riskLevel
        analysisStatus
        signatureRequest {
          mode
          status
          refusedReason
          viewerCanCancel
          signers {
            position
            status
            signedAt
            refusedReason
            user {
              id
              fullName
              email
            }
          }
        }
      }
    `,
    document,
  );
  const data = useLazyLoadQuery<SignatureRequestPanelQuery>(
    graphql`
      query SignatureRequestPanelQuery {
        viewer {
          user {
            id
          }
        }
        members {
          id
          fullName
          email
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const request = doc.signatureRequest;
  const me = data.viewer?.user?.id ?? null;
  const open = request?.status === 'OPEN' && doc.status === 'PENDING';
  const waiting = request ? request.signers.filter((signer) => signer.status === 'WAITING') : [];
  const due = request ? (request.mode === 'PARALLEL' ? waiting : waiting.slice(0, 1)) : [];
  const myTurn = open && due.some((signer) => signer.user.id === me);
  const canRequest = doc.status === 'PENDING' && !open;

  if (!request && !canRequest) return null;
  return (
    <Stack gap="3" data-testid="signature-request">
      <Heading size="sm">
        <FormattedMessage id="signatureRequest.title" />
      </Heading>
      {request && (
        <Stack gap="2">
          <HStack gap="2" fontSize="sm">
            <Badge
              colorPalette={request.status === 'COMPLETED' ? 'green' : request.status === 'REFUSED' ? 'red' : request.status === 'CANCELLED' ? 'gray' : 'blue'}
              data-testid="signature-request-status"
              data-status={request.status}
            >
              <FormattedMessage id={`signatureRequest.status.${request.status}`} />
            </Badge>
            <Text color="fg.muted">
              <FormattedMessage id={`signatureRequest.mode.${request.mode}`} />
            </Text>
          </HStack>
          <Stack as="ol" gap="1" ps="0" listStyleType="none">
            {request.signers.map((signer) => (
              <Flex
                as="li"
                key={signer.position}
                gap="2"
                align="center"
                fontSize="sm"
                data-testid="signer"
                data-status={signer.status}
                data-email={signer.user.email}
              >
                <Text color="fg.muted" minW="5">
                  {signer.position}.
                </Text>
                <Text flex="1">{signer.user.fullName}</Text>
                <Badge colorPalette={STATUS_COLORS[signer.status]}>
                  {/* Once the request has ended, nobody waits any more: who had not signed did not. */}
                  <FormattedMessage
                    id={signer.status === 'WAITING' && !open ? 'signatureRequest.signerStatus.NOT_SIGNED' : `signatureRequest.signerStatus.${signer.status}`}
                  />
                </Badge>
                {signer.signedAt && (
                  <Text fontSize="xs" color="fg.muted">
                    <FormattedDate value={signer.signedAt} dateStyle="short" timeStyle="short" />
                  </Text>
                )}
              </Flex>
            ))}
          </Stack>
          {request.refusedReason && (
            <Text fontSize="sm" color="red.700" whiteSpace="pre-wrap" data-testid="signature-request-reason">
              <FormattedMessage id="signatureRequest.refusedBecause" values={{ text: request.refusedReason }} />
            </Text>
          )}
          {open && !myTurn && (
            <Text fontSize="xs" color="fg.muted" data-testid="signature-request-waiting">
              <FormattedMessage id="signatureRequest.waitingFor" values={{ names: due.map((signer) => signer.user.fullName).join(', ') }} />
            </Text>
          )}
          {open && request.viewerCanCancel && <CancelRequest documentId={doc.id} />}
        </Stack>
      )}
      {myTurn && <MyTurn documentId={doc.id} highRisk={isHighRisk(doc)} />}
      {canRequest && <RequestForm documentId={doc.id} members={data.members} />}
    </Stack>
  );
}

/** What a signature request's answers bring back (signatureRequestMutations.ts): everything of the document a signature can change. */
const DOCUMENT_FIELDS = graphql`
  fragment SignatureRequestPanel_refresh on Document {
    id
    status
    decidedAt
    signedAt
    ...SignatureRequestPanel_document
    ...DocumentActions_document
    ...DocumentDownloads_document
    ...DocumentHistory_document
  }
`;
void DOCUMENT_FIELDS;

/** Withdraws the request, after a second click that says what it does. */
function CancelRequest({ documentId }: { documentId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelling] = useCancelSignatureRequestMutation();
  if (!confirming) {
    return (
      <Box>
        <Button size="xs" variant="outline" onClick={() => setConfirming(true)} data-testid="request-cancel">
          <FormattedMessage id="signatureRequest.cancel" />
        </Button>
      </Box>
    );
  }
  return (
    <Stack gap="2" data-testid="request-cancel-confirm">
      <Text fontSize="sm">
        <FormattedMessage id="signatureRequest.cancelConfirm" />
      </Text>
      <HStack gap="2">
        <Button size="xs" colorPalette="red" loading={cancelling} onClick={() => cancel(documentId)} data-testid="request-cancel-yes">
          <FormattedMessage id="signatureRequest.cancelYes" />
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
          <FormattedMessage id="signatureRequest.keep" />
        </Button>
      </HStack>
    </Stack>
  );
}

function MyTurn({ documentId, highRisk }: { documentId: string; highRisk: boolean }) {
  const [mode, setMode] = useState<'sign' | 'refuse' | null>(null);
  const [reason, setReason] = useState('');
  const [sign, signing] = useSignAsRequestedMutation();
  const [refuse, refusing] = useRefuseSignatureMutation();
  const submitSignature = (input: SignatureInput) => sign(documentId, input, () => setMode(null));
  // A cancelled signature or refusal gives the focus back to the button that opened it, rather than to the page's body.
  const signButton = useRef<HTMLButtonElement>(null);
  const refuseButton = useRef<HTMLButtonElement>(null);
  return (
    <Stack gap="2" data-testid="signature-request-turn">
      <Text fontSize="sm" fontWeight="medium">
        <FormattedMessage id="signatureRequest.yourTurn" />
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          colorPalette="green"
          variant={mode === 'sign' ? 'subtle' : 'solid'}
          onClick={() => setMode(mode === 'sign' ? null : 'sign')}
          ref={signButton}
          data-testid="request-sign"
        >
          <FormattedMessage id="signatureRequest.sign" />
        </Button>
        <Button
          size="sm"
          colorPalette="red"
          variant={mode === 'refuse' ? 'subtle' : 'outline'}
          onClick={() => setMode(mode === 'refuse' ? null : 'refuse')}
          ref={refuseButton}
          data-testid="request-refuse"
        >
          <FormattedMessage id="signatureRequest.refuse" />
        </Button>
      </HStack>
      {mode === 'sign' && (
        <SignDocumentForm
          documentId={documentId}
          highRisk={highRisk}
          onSubmit={submitSignature}
          submitting={signing}
          onDone={() => setMode(null)}
          onCancel={() => {
            setMode(null);
            signButton.current?.focus();
          }}
        />
      )}
      {mode === 'refuse' && (
        <Stack
          as="form"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            refuse(documentId, reason, () => setMode(null));
          }}
        >
          <Field.Root required>
            <Field.Label>
              <FormattedMessage id="signatureRequest.reasonLabel" />
            </Field.Label>
            <Textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REASON_MAX_LENGTH}
              rows={3}
              autoFocus
              data-testid="request-refuse-reason"
            />
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="red" loading={refusing} disabled={!reason.trim()} data-testid="request-refuse-confirm">
              <FormattedMessage id="signatureRequest.refuseConfirm" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setMode(null);
                refuseButton.current?.focus();
              }}
              disabled={refusing}
            >
              <FormattedMessage id="documentPage.cancel" />
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

function RequestForm({ documentId, members }: { documentId: string; members: ReadonlyArray<{ id: string; fullName: string; email: string }> }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [mode, setMode] = useState<SignatureRequestMode>('SEQUENTIAL');
  const [request, sending] = useRequestSignaturesMutation();
  // Where the focus goes once the form shows (its first choice) or goes on a cancel (the button that opens it).
  const focusNext = useRef<'form' | 'opener' | null>(null);
  const takeFocus = (when: 'form' | 'opener') => (element: HTMLButtonElement | null) => {
    if (element && focusNext.current === when) {
      focusNext.current = null;
      element.focus();
    }
  };
  const byId = new Map(members.map((member) => [member.id, member]));
  const toggle = (id: string) => setChosen((list) => (list.includes(id) ? list.filter((one) => one !== id) : list.length < MAX_SIGNERS ? [...list, id] : list));
  const move = (index: number, by: number) =>
    setChosen((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  if (!shown) {
    return (
      <Box>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            focusNext.current = 'form';
            setShown(true);
          }}
          ref={takeFocus('opener')}
          data-testid="request-signatures-open"
        >
          <FormattedMessage id="signatureRequest.open" />
        </Button>
      </Box>
    );
  }
  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      rounded="md"
      p="3"
      data-testid="request-signatures-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) return;
        request(documentId, chosen, mode, () => {
          setShown(false);
          setChosen([]);
        });
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="signatureRequest.pick" values={{ max: MAX_SIGNERS }} />
      </Text>
      <Flex gap="2" wrap="wrap">
        {members.map((member, index) => (
          <Button
            key={member.id}
            ref={index === 0 ? takeFocus('form') : undefined}
            size="xs"
            variant={chosen.includes(member.id) ? 'solid' : 'outline'}
            colorPalette={chosen.includes(member.id) ? 'brand' : undefined}
            onClick={() => toggle(member.id)}
            title={member.email}
            data-testid="request-member"
            data-email={member.email}
          >
            {member.fullName}
          </Button>
        ))}
      </Flex>
      {chosen.length > 0 && (
        <Stack as="ol" gap="1" ps="0" listStyleType="none" data-testid="request-order">
          {chosen.map((id, index) => (
            <HStack as="li" key={id} gap="2" fontSize="sm">
              <Text color="fg.muted" minW="5">
                {index + 1}.
              </Text>
              <Text flex="1">{byId.get(id)?.fullName}</Text>
              <Button
                size="2xs"
                variant="ghost"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={intl.formatMessage({ id: 'signatureRequest.up' })}
              >
                ↑
              </Button>
              <Button
                size="2xs"
                variant="ghost"
                disabled={index === chosen.length - 1}
                onClick={() => move(index, 1)}
                aria-label={intl.formatMessage({ id: 'signatureRequest.down' })}
              >
                ↓
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <RadioGroup.Root value={mode} onValueChange={(event) => setMode(event.value as SignatureRequestMode)} size="sm">
        <HStack gap="4" wrap="wrap">
          {(['SEQUENTIAL', 'PARALLEL'] as const).map((value) => (
            <RadioGroup.Item key={value} value={value} data-testid={`request-mode-${value}`}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <FormattedMessage id={`signatureRequest.mode.${value}`} />
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={sending} disabled={chosen.length === 0} data-testid="request-signatures-submit">
          <FormattedMessage id="signatureRequest.submit" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            focusNext.current = 'opener';
            setShown(false);
          }}
          disabled={sending}
        >
          <FormattedMessage id="documentPage.cancel" />
        </Button>
      </HStack>
    </Stack>
  );
}
