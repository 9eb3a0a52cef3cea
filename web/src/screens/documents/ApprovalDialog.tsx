import { Badge, Button, Center, Dialog, Grid, HStack, Spinner, Text } from '@chakra-ui/react';
import { Fragment, Suspense, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ApprovalDialogQuery } from '../../__generated__/ApprovalDialogQuery.graphql';
import type { ApprovalDialog_document$key } from '../../__generated__/ApprovalDialog_document.graphql';
import { DialogFrame } from '../../components/DialogFrame';
import { isHighRisk, riskPaletteOf, RiskBadge } from './DocumentBadges';

/**
 * Asks before an approval signs: the document's risk (score and band, in the band's colour) and the
 * signature that will be applied (a typed name, the signer's, for their organization). The confirm
 * button has the focus, so Enter signs and Escape cancels. Its own chunk, loaded on first use.
 */
export default function ApprovalDialog({
  document,
  open,
  onConfirm,
  onClose,
}: {
  document: ApprovalDialog_document$key;
  open: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  const doc = useFragment(
    graphql`
      fragment ApprovalDialog_document on Document {
        title
        riskScore
        riskLevel
        analysisStatus
      }
    `,
    document,
  );
  const analyzing = doc.analysisStatus === 'QUEUED' || doc.analysisStatus === 'RUNNING';
  return (
    <DialogFrame alert open={open} onClose={onClose} focus={confirm} testId="approval-dialog">
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="signing.approval.title" />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        <Dialog.Description>
          <FormattedMessage id="signing.approval.intro" values={{ title: doc.title }} />
        </Dialog.Description>
        <HStack gap="2" wrap="wrap" data-testid="approval-risk">
          {analyzing ? (
            <Text color="fg.muted">
              <FormattedMessage id="documents.analyzing" />
            </Text>
          ) : (
            <>
              <RiskBadge score={doc.riskScore} />
              <Badge colorPalette={riskPaletteOf(doc.riskScore)} variant="solid" data-testid="approval-risk-level">
                <FormattedMessage id={`risk.${doc.riskLevel}`} />
              </Badge>
            </>
          )}
        </HStack>
        {isHighRisk(doc) && (
          <Text color="red.600" fontSize="sm" data-testid="approval-high-risk">
            <FormattedMessage id="signing.approval.highRisk" />
          </Text>
        )}
        <Suspense
          fallback={
            <Center>
              <Spinner size="sm" />
            </Center>
          }
        >
          <AppliedSignature />
        </Suspense>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {/* Keys mean nothing on a touch screen. */}
        <Text fontSize="xs" color="fg.muted" flex="1" minW="40" css={{ '@media (pointer: coarse)': { display: 'none' } }}>
          <FormattedMessage id="signing.approval.keys" />
        </Text>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" data-testid="approval-cancel">
            <FormattedMessage id="documentPage.cancel" />
          </Button>
        </Dialog.ActionTrigger>
        <Button ref={confirm} colorPalette="green" onClick={onConfirm} data-testid="approval-confirm">
          <FormattedMessage id="signing.approval.confirm" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

/** The signature an approval applies: the signer's name typed (SIMPLE), in their organization's name. */
function AppliedSignature() {
  const { viewer } = useLazyLoadQuery<ApprovalDialogQuery>(
    graphql`
      query ApprovalDialogQuery {
        viewer {
          user {
            fullName
          }
          organization {
            name
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  if (!viewer) return null;
  const rows = [
    ['signer', viewer.user.fullName],
    ['type', <FormattedMessage key="type" id="signing.types.SIMPLE" />],
    ['organization', viewer.organization.name],
  ] as const;
  return (
    <Grid as="dl" templateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="1" fontSize="sm" data-testid="approval-signature">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Text as="dt" color="fg.muted">
            <FormattedMessage id={`signing.approval.${label}`} />
          </Text>
          <Text as="dd" fontWeight="medium" overflowWrap="anywhere" data-testid={`approval-${label}`}>
            {value}
          </Text>
        </Fragment>
      ))}
    </Grid>
  );
}
