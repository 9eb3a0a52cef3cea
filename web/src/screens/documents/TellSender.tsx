import { Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { TellSender_document$key } from '../../__generated__/TellSender_document.graphql';
import type { TellSenderViewerQuery } from '../../__generated__/TellSenderViewerQuery.graphql';

/**
 * After a correction request or a refusal: Paraphe writes to no one outside the organization, so the
 * reviewer's own mail app opens on a message to the sender, with the comment or reason given. A
 * correction request also says how the corrected version comes back: as a new document.
 */
export function TellSender({ document, status }: { document: TellSender_document$key; status: 'CORRECTING' | 'REFUSED' }) {
  const intl = useIntl();
  const {
    title,
    sender,
    decisionComment: comment,
  } = useFragment(
    graphql`
      fragment TellSender_document on Document {
        title
        sender {
          email
        }
        decisionComment
      }
    `,
    document,
  );
  // The signed-in member's name, which the app's layout has already read.
  const { viewer } = useLazyLoadQuery<TellSenderViewerQuery>(
    graphql`
      query TellSenderViewerQuery {
        viewer {
          user {
            fullName
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const email = sender?.email ?? null;
  const values = { title, comment: comment ?? '', hasComment: comment ? 'yes' : 'no', name: viewer?.user?.fullName ?? '' };
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
