import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { historyKind, historyMessageIds } from '../../../../server/shared/history-wording';
import type { DocumentHistory_document$key } from '../../__generated__/DocumentHistory_document.graphql';

/** The review history of a document, oldest first: what was done, when, by whom, with the comment or reason given. */
export function DocumentHistory({ document }: { document: DocumentHistory_document$key }) {
  const intl = useIntl();
  const { history } = useFragment(
    graphql`
      fragment DocumentHistory_document on Document {
        history {
          action
          at
          actorName
          comment
          source
        }
      }
    `,
    document,
  );
  return (
    <Stack gap="2" data-testid="document-history">
      <Heading size="sm">
        <FormattedMessage id="documentPage.history.title" />
      </Heading>
      {history.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="documentPage.history.empty" />
        </Text>
      ) : (
        <Stack as="ol" gap="2" ps="0" listStyleType="none">
          {history.map((entry, index) => {
            const kind = historyKind(entry.action);
            const label = historyMessageIds(entry.action).find((id) => intl.messages[id] !== undefined);
            return (
              <Box
                as="li"
                key={index}
                borderStartWidth="3px"
                borderColor={kind === 'refused' ? 'red.400' : kind === 'signed' ? 'green.400' : 'gray.300'}
                ps="3"
                data-testid="history-entry"
                data-action={entry.action}
              >
                <Text fontSize="sm" fontWeight="medium">
                  {label ? <FormattedMessage id={label} /> : entry.action}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
                  {' · '}
                  {entry.source === 'MAIL' || entry.source === 'API' ? (
                    <FormattedMessage
                      id={entry.source === 'MAIL' ? 'documentPage.history.viaMail' : 'documentPage.history.viaApi'}
                      values={{ name: entry.actorName ?? '—' }}
                    />
                  ) : (
                    (entry.actorName ?? <FormattedMessage id="documentPage.history.system" />)
                  )}
                </Text>
                {entry.comment && (
                  <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" data-testid="history-comment">
                    <FormattedMessage
                      id={kind === 'refused' ? 'documentPage.history.reason' : 'documentPage.history.comment'}
                      values={{ text: entry.comment }}
                    />
                  </Text>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
