import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecentActivity_dashboard$key } from '../../__generated__/RecentActivity_dashboard.graphql';
import { RelativeDay } from './InsightParts';

/** Actions with a sentence of their own; any other reads as a generic one. */
const ACTIVITY_KEYS = new Set([
  'document.created',
  'document.signed',
  'document.refused',
  'document.correcting',
  'document.deleted',
  'document.triaged',
  'sender.updated',
]);

/** The latest work on documents and senders, newest first, in sentences of the reader's language. */
export function RecentActivity({ dashboard }: { dashboard: RecentActivity_dashboard$key }) {
  const intl = useIntl();
  const { recentActivity } = useFragment(
    graphql`
      fragment RecentActivity_dashboard on Dashboard {
        recentActivity {
          id
          action
          at
          actorName
          documentId
          documentTitle
        }
      }
    `,
    dashboard,
  );
  if (recentActivity.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="dashboard.activity.none" />
      </Text>
    );
  }
  return recentActivity.map((entry) => (
    <Stack key={entry.id} gap="0" borderBottomWidth="1px" pb="2" data-testid="activity-entry">
      <Text fontSize="sm">
        <FormattedMessage
          id={`dashboard.activity.${ACTIVITY_KEYS.has(entry.action) ? entry.action : 'other'}`}
          values={{
            actor: entry.actorName ?? intl.formatMessage({ id: 'dashboard.activity.system' }),
            title: entry.documentTitle ?? intl.formatMessage({ id: 'dashboard.activity.removedDocument' }),
          }}
        />
      </Text>
      <Text fontSize="xs" color="fg.muted">
        <RelativeDay date={entry.at} />
      </Text>
    </Stack>
  ));
}
