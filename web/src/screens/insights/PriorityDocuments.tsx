import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { PriorityDocuments_dashboard$key } from '../../__generated__/PriorityDocuments_dashboard.graphql';
import { DashboardRiskBadge, RelativeDay } from './InsightParts';

/** The pending documents to examine first, riskiest first, each with a link that opens it on the documents screen. */
export function PriorityDocuments({ dashboard }: { dashboard: PriorityDocuments_dashboard$key }) {
  const { priorityDocuments } = useFragment(
    graphql`
      fragment PriorityDocuments_dashboard on Dashboard {
        priorityDocuments {
          id
          title
          riskScore
          receivedAt
          source
          sender { name }
        }
      }
    `,
    dashboard,
  );
  if (priorityDocuments.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="dashboard.priority.none" />
      </Text>
    );
  }
  return priorityDocuments.map((document) => (
    <Flex
      key={document.id}
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap={{ base: '1', sm: '3' }}
      borderBottomWidth="1px"
      pb="2"
      data-testid="priority-document"
    >
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" truncate>
          {document.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {document.sender?.name ?? <FormattedMessage id={document.source === 'API' ? 'dashboard.noSenderApi' : 'dashboard.noSender'} />} ·{' '}
          <RelativeDay date={document.receivedAt} />
        </Text>
      </Stack>
      <HStack gap="2" flexShrink={0} justify={{ base: 'space-between', sm: 'flex-start' }}>
        <DashboardRiskBadge score={document.riskScore} />
        <Button asChild size="xs" data-testid="examine">
          <Link to={`/documents?document=${encodeURIComponent(document.id)}`}>
            <FormattedMessage id="dashboard.priority.examine" />
          </Link>
        </Button>
      </HStack>
    </Flex>
  ));
}
