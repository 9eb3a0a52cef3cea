import { Button, Field, Flex, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentActions_document$key } from '../../__generated__/DocumentActions_document.graphql';
import { useDocumentDecision, type Decision } from './documentMutations';
import { isHighRisk } from './DocumentBadges';
import { SignDocumentForm } from './SignDocumentForm';
import { TellSender } from './TellSender';

// The confirmation an approval asks for is a chunk of its own: fetched when the pointer or the focus reaches "Approve".
const loadApprovalDialog = () => import('./ApprovalDialog');
const ApprovalDialog = lazy(loadApprovalDialog);
const preloadApprovalDialog = () => void loadApprovalDialog().catch(() => undefined);

/** Longest comment or reason the server accepts with a decision. */
const NOTE_MAX_LENGTH = 1000;

/** The decisions that carry words: the comment of a correction request, the reason of a refusal. */
const NOTE_FORMS = {
  requestCorrection: {
    label: 'documentPage.comment.label',
    placeholder: 'documentPage.comment.placeholder',
    confirm: 'documentPage.comment.confirm',
    testId: 'correction-comment',
  },
  refuse: {
    label: 'documentPage.reason.label',
    placeholder: 'documentPage.reason.placeholder',
    confirm: 'documentPage.reason.confirm',
    testId: 'refusal-reason',
  },
} as const;

type NoteDecision = keyof typeof NOTE_FORMS;

/**
 * The review decisions of a pending document: approve (which signs it with the reviewer's
 * identity, once confirmed in a dialog showing the risk and the signature), sign explicitly (typed, drawn or certified, with a place), request a correction with a
 * comment, refuse with a reason; the comment or reason is
 * asked in place before the decision is sent. A decided document shows its status instead, and
 * after a correction request or a refusal the way to tell the sender.
 */
export function DocumentActions({
  document,
  onDone,
  approveLabelId = 'documents.approve',
}: {
  document: DocumentActions_document$key;
  onDone?: () => void;
  approveLabelId?: string;
}) {
  const intl = useIntl();
  const doc = useFragment(
    graphql`
      fragment DocumentActions_document on Document {
        id
        status
        riskLevel
        analysisStatus
        signatureRequest {
          status
        }
        ...ApprovalDialog_document
        ...TellSender_document
      }
    `,
    document,
  );
  const [decide, deciding] = useDocumentDecision();
  const [asking, setAsking] = useState<NoteDecision | null>(null);
  const [signing, setSigning] = useState(false);
  // A cancelled signature gives the focus back to "Sign…", rather than to the page's body.
  const signButton = useRef<HTMLButtonElement>(null);
  // Mounted from the first "Approve" on, so that closing it animates and gives the focus back.
  const [confirmWanted, setConfirmWanted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  // Set once a decision is started here: the buttons that held the focus give way to the status, which takes it.
  const started = useRef(false);

  if (doc.status !== 'PENDING') {
    return (
      <Stack gap="3">
        <Text
          fontSize="sm"
          color="fg.muted"
          tabIndex={-1}
          outline="none"
          ref={(status) => {
            if (status && started.current && status.ownerDocument.activeElement === status.ownerDocument.body) status.focus();
          }}
          data-testid="document-processed"
        >
          <FormattedMessage id="documents.processedStatus" values={{ status: intl.formatMessage({ id: `status.${doc.status}` }) }} />
        </Text>
        {(doc.status === 'CORRECTING' || doc.status === 'REFUSED') && (
          <Suspense fallback={null}>
            <TellSender document={doc} status={doc.status} />
          </Suspense>
        )}
      </Stack>
    );
  }
  const act = (decision: Decision, words?: string) =>
    decide(
      decision,
      doc.id,
      () => {
        setAsking(null);
        setNote('');
        onDone?.();
      },
      words,
    );
  const ask = (decision: NoteDecision) => {
    started.current = true;
    setSigning(false);
    setAsking(decision);
    setNote('');
  };
  const form = asking ? NOTE_FORMS[asking] : null;
  // Signatures were asked of several members: they sign in the signature request, and no decision
  // is taken here until it ends (the server refuses one: SIGNATURE_REQUEST_OPEN).
  if (doc.signatureRequest?.status === 'OPEN') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="document-awaiting-signatures">
        <FormattedMessage id="documents.awaitingSignatures" />
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="document-actions">
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="green"
          onPointerEnter={preloadApprovalDialog}
          onFocus={preloadApprovalDialog}
          onClick={() => {
            started.current = true;
            setConfirmWanted(true);
            setConfirming(true);
          }}
          disabled={deciding}
          data-testid="action-approve"
        >
          <FormattedMessage id={approveLabelId} />
        </Button>
        <Button
          size="sm"
          variant={signing ? 'subtle' : 'outline'}
          colorPalette="green"
          onClick={() => {
            started.current = true;
            setAsking(null);
            setSigning((open) => !open);
          }}
          disabled={deciding}
          ref={signButton}
          data-testid="action-sign"
        >
          <FormattedMessage id="signing.open" />
        </Button>
        <Button
          size="sm"
          variant={asking === 'requestCorrection' ? 'subtle' : 'outline'}
          onClick={() => ask('requestCorrection')}
          disabled={deciding}
          data-testid="action-request-correction"
        >
          <FormattedMessage id="documents.requestCorrection" />
        </Button>
        <Button
          size="sm"
          colorPalette="red"
          variant={asking === 'refuse' ? 'subtle' : 'outline'}
          onClick={() => ask('refuse')}
          disabled={deciding}
          data-testid="action-refuse"
        >
          <FormattedMessage id="documents.refuse" />
        </Button>
      </Flex>
      {confirmWanted && (
        <Suspense fallback={null}>
          <ApprovalDialog
            document={doc}
            open={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              act('approve');
            }}
          />
        </Suspense>
      )}
      {signing && (
        <SignDocumentForm
          documentId={doc.id}
          highRisk={isHighRisk(doc)}
          onCancel={() => {
            setSigning(false);
            signButton.current?.focus();
          }}
          onDone={() => {
            setSigning(false);
            onDone?.();
          }}
        />
      )}
      {asking && form && (
        <Stack
          as="form"
          gap="2"
          data-testid="decision-note"
          onSubmit={(event) => {
            event.preventDefault();
            act(asking, note);
          }}
        >
          <Field.Root>
            <Field.Label>
              <FormattedMessage id={form.label} />
            </Field.Label>
            <Textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={NOTE_MAX_LENGTH}
              rows={3}
              autoFocus
              placeholder={intl.formatMessage({ id: form.placeholder })}
              data-testid={form.testId}
            />
            <Field.HelperText>
              <FormattedMessage id="documentPage.noteLength" values={{ count: note.length, max: NOTE_MAX_LENGTH }} />
            </Field.HelperText>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette={asking === 'refuse' ? 'red' : undefined} loading={deciding} data-testid="decision-confirm">
              <FormattedMessage id={form.confirm} />
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(null)} disabled={deciding}>
              <FormattedMessage id="documentPage.cancel" />
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
