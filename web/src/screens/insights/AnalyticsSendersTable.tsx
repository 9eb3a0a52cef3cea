import { HStack, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { AnalyticsSendersTable_analytics$key } from '../../__generated__/AnalyticsSendersTable_analytics.graphql';
import { FiguresTable } from './AnalyticsFigures';
import { DashboardRiskBadge } from './InsightParts';

/** The senders of the period by volume, each linked to its card on the senders screen, with the mean risk of what it sent. */
export function AnalyticsSendersTable({ analytics }: { analytics: AnalyticsSendersTable_analytics$key }) {
  const { topSenders } = useFragment(
    graphql`
      fragment AnalyticsSendersTable_analytics on Analytics {
        topSenders {
          documents
          averageRisk
          sender { id name domain }
        }
      }
    `,
    analytics,
  );
  return (
    <FiguresTable
      noteId="analytics.senders.note"
      columnIds={['analytics.senders.sender', 'analytics.senders.documents', 'analytics.senders.averageRisk']}
      rows={topSenders.map((row, index) => (
        <Table.Row key={row.sender?.id ?? `unknown-${index}`} data-testid="sender-row" data-sender={row.sender?.name ?? ''}>
          <Table.Cell>
            {row.sender ? (
              <ChakraLink asChild color="blue.600">
                <Link to={`/enhanced-senders?sender=${encodeURIComponent(row.sender.id)}`}>{row.sender.name}</Link>
              </ChakraLink>
            ) : (
              <FormattedMessage id="analytics.senders.none" />
            )}
            {row.sender && (
              <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                {row.sender.domain}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="sender-documents">
            <FormattedNumber value={row.documents} />
          </Table.Cell>
          <Table.Cell textAlign="end">
            {row.averageRisk === null || row.averageRisk === undefined ? (
              '—'
            ) : (
              <HStack gap="2" justify="end">
                <FormattedNumber value={row.averageRisk} maximumFractionDigits={1} />
                <DashboardRiskBadge score={row.averageRisk} />
              </HStack>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    />
  );
}
