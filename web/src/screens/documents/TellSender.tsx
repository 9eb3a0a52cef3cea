import { Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TellSenderQuery } from '../../__generated__/TellSenderQuery.graphql';

/** The decision whose words are written to the sender, by the status it gave. */
const DECISION_ACTIONS = { CORRECTING: 'document.correcting', REFUSED: 'document.refused' } as const;

/**
 * After a correction request or a refusal: Paraphe writes to no one outside the organization, so the
 * reviewer's own mail app opens on a message to the sender, with the comment or reason given. A
 * correction request also says how the corrected version comes back: as a new document.
 */
export function TellSender({ documentId, status }: { documentId: string; status: keyof typeof DECISION_ACTIONS }) {
  const intl = useIntl();
  const { node, viewer } = useLazyLoadQuery<TellSenderQuery>(
    graphql`
      query TellSenderQuery($id: ID!) {
        node(id: $id) {
          ... on Document {
            title
            sender {
              email
            }
            history {
              action
              comment
            }
          }
        }
        viewer {
          user {
            fullName
          }
        }
      }
    `,
    { id: documentId },
    { fetchPolicy: 'store-or-network' },
  );
  const email = node?.sender?.email ?? null;
  const comment = [...(node?.history ?? [])].reverse().find((entry) => entry.action === DECISION_ACTIONS[status])?.comment ?? null;
  const values = { title: node?.title ?? '', comment: comment ?? '', hasComment: comment ? 'yes' : 'no', name: viewer?.user?.fullName ?? '' };
  const mailto = email
    ? `mailto:${encodeURIComponent(email)}?${new URLSearchParams({
        subject: intl.formatMessage({ id: `documentPage.tellSender.subject.${status}` }, values),
        body: intl.formatMessage({ id: `documentPage.tellSender.body.${status}` }, values),
      })
        .toString()
        .replaceAll('+', '%20')}`
    : null;
  return (
    <Stack gap="2" data-testid="tell-sender">
      {status === 'CORRECTING' && (
        <Text fontSize="sm">
          <FormattedMessage id="documentPage.tellSender.correctedVersion" />
        </Text>
      )}
      {mailto ? (
        <>
          <Button asChild size="sm" variant="outline" alignSelf="flex-start">
            <a href={mailto} data-testid="tell-sender-mail">
              <FormattedMessage id="documentPage.tellSender.button" values={{ email }} />
            </a>
          </Button>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="documentPage.tellSender.hint" />
          </Text>
        </>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="documentPage.tellSender.noAddress" />
        </Text>
      )}
    </Stack>
  );
}
