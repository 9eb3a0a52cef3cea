import { Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DashboardTopSenders_dashboard$key } from '../../__generated__/DashboardTopSenders_dashboard.graphql';
import { DashboardRiskBadge } from './InsightParts';

/** The senders that sent the most documents in the period, with the mean risk of what they sent. */
export function DashboardTopSenders({ dashboard }: { dashboard: DashboardTopSenders_dashboard$key }) {
  const { topSenders } = useFragment(
    graphql`
      fragment DashboardTopSenders_dashboard on Dashboard {
        topSenders {
          documents
          averageRisk
          sender { id name domain }
        }
      }
    `,
    dashboard,
  );
  if (topSenders.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="dashboard.topSenders.none" />
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 5 }} gap="3">
      {topSenders.map((entry) => (
        <Box key={entry.sender?.id ?? entry.documents} borderWidth="1px" rounded="md" p="3" data-testid="top-sender">
          <Text fontWeight="medium" truncate>
            {entry.sender?.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {entry.sender?.domain}
          </Text>
          <HStack justify="space-between" mt="2">
            <Text fontSize="sm">
              <FormattedMessage id="dashboard.topSenders.documents" values={{ count: entry.documents }} />
            </Text>
            {entry.averageRisk != null && <DashboardRiskBadge score={entry.averageRisk} />}
          </HStack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
