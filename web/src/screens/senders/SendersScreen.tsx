import { Button, Flex, Heading, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { VictoryAxis, VictoryBar, VictoryChart } from 'victory';
import type { SendersScreenQuery } from '../../__generated__/SendersScreenQuery.graphql';
import { Duration, RISK_COLORS, useRefetchOnDocumentChange } from '../insights/InsightParts';
import { riskBandOf } from '../../../../server/shared/risk-bands';
import { SenderCard, SenderRisk, SenderStatusBadge } from './SenderCard';

export const sendersScreenQuery = graphql`
  query SendersScreenQuery {
    senderSummary {
      total
      trusted
      averageReliability
      documentsThisMonth
    }
    senders(first: 100) {
      edges {
        node {
          id
          name
          status
          figures {
            documents
            documentsLast30Days
            averageRisk
            acceptanceRate
            averageResponseHours
            reliabilityScore
            trustScore
          }
          ...SenderCard_sender
        }
      }
    }
  }
`;

function SummaryCard({ labelId, value, testId }: { labelId: string; value: React.ReactNode; testId: string }) {
  return (
    <Stack gap="1" bg="white" borderWidth="1px" rounded="lg" p="4" data-testid={testId}>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id={labelId} />
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
    </Stack>
  );
}

/** /senders: the organization's senders at a glance, as cards and side by side. */
export function SendersScreen() {
  const intl = useIntl();
  const data = usePreloadedQuery<SendersScreenQuery>(sendersScreenQuery, useLoaderData() as PreloadedQuery<SendersScreenQuery>);
  useRefetchOnDocumentChange();
  const summary = data.senderSummary;
  const senders = data.senders.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const charted = senders
    .filter((sender) => sender.figures.documents > 0)
    .sort((a, b) => b.figures.documents - a.figures.documents)
    .slice(0, 10);
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="nav.senders" />
        </Heading>
        <Button asChild variant="ghost">
          <Link to="/enhanced-senders">
            <FormattedMessage id="nav.enhancedSenders" />
          </Link>
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <SummaryCard testId="summary-total" labelId="senders.summary.total" value={<FormattedNumber value={summary.total} />} />
        <SummaryCard
          testId="summary-trusted"
          labelId="senders.summary.trusted"
          value={summary.total === 0 ? '—' : <FormattedNumber value={summary.trusted / summary.total} style="percent" maximumFractionDigits={0} />}
        />
        <SummaryCard
          testId="summary-reliability"
          labelId="senders.summary.reliability"
          value={
            summary.averageReliability === null || summary.averageReliability === undefined ? (
              '—'
            ) : (
              <FormattedMessage id="senders.outOfTen" values={{ value: <FormattedNumber value={summary.averageReliability} maximumFractionDigits={1} /> }} />
            )
          }
        />
        <SummaryCard testId="summary-month" labelId="senders.summary.thisMonth" value={<FormattedNumber value={summary.documentsThisMonth} />} />
      </SimpleGrid>

      {senders.length === 0 ? (
        <Stack gap="2" bg="white" borderWidth="1px" rounded="lg" p="6" data-testid="senders-empty">
          <Text fontWeight="medium">
            <FormattedMessage id="senders.empty.title" />
          </Text>
          <Text color="fg.muted">
            <FormattedMessage id="senders.empty.body" />
          </Text>
        </Stack>
      ) : (
        <Tabs.Root defaultValue="overview" variant="line">
          <Tabs.List>
            <Tabs.Trigger value="overview" data-testid="tab-overview">
              <FormattedMessage id="senders.tabs.overview" />
            </Tabs.Trigger>
            <Tabs.Trigger value="analysis" data-testid="tab-analysis">
              <FormattedMessage id="senders.tabs.analysis" />
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview">
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {senders.map((sender) => (
                <SenderCard key={sender.id} sender={sender} />
              ))}
            </SimpleGrid>
          </Tabs.Content>
          <Tabs.Content value="analysis">
            <Stack gap="6">
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                <Stack bg="white" borderWidth="1px" rounded="lg" p="4" data-testid="chart-risk">
                  <Heading as="h2" size="sm">
                    <FormattedMessage id="senders.analysis.riskChart" />
                  </Heading>
                  <VictoryChart
                    horizontal
                    domainPadding={{ x: 12 }}
                    padding={{ top: 10, bottom: 40, left: 120, right: 20 }}
                    height={Math.max(140, charted.length * 28 + 50)}
                    domain={{ y: [0, 10] }}
                  >
                    <VictoryAxis style={{ tickLabels: { fontSize: 10 } }} />
                    <VictoryAxis dependentAxis tickValues={[0, 2, 4, 6, 8, 10]} style={{ tickLabels: { fontSize: 10 } }} />
                    <VictoryBar
                      data={charted.map((sender) => ({ x: sender.name, y: sender.figures.averageRisk ?? 0 }))}
                      style={{ data: { fill: ({ datum }) => RISK_COLORS[riskBandOf(Number(datum.y))] } }}
                      barWidth={16}
                    />
                  </VictoryChart>
                </Stack>
                <Stack bg="white" borderWidth="1px" rounded="lg" p="4" data-testid="chart-volume">
                  <Heading as="h2" size="sm">
                    <FormattedMessage id="senders.analysis.volumeChart" />
                  </Heading>
                  <VictoryChart
                    horizontal
                    domainPadding={{ x: 12 }}
                    padding={{ top: 10, bottom: 40, left: 120, right: 20 }}
                    height={Math.max(140, charted.length * 28 + 50)}
                  >
                    <VictoryAxis style={{ tickLabels: { fontSize: 10 } }} />
                    <VictoryAxis
                      dependentAxis
                      tickFormat={(tick: number) => (Number.isInteger(tick) ? intl.formatNumber(tick) : '')}
                      style={{ tickLabels: { fontSize: 10 } }}
                    />
                    <VictoryBar
                      data={charted.map((sender) => ({ x: sender.name, y: sender.figures.documentsLast30Days }))}
                      style={{ data: { fill: '#2563eb' } }}
                      barWidth={16}
                    />
                  </VictoryChart>
                </Stack>
              </SimpleGrid>
              <Table.ScrollArea borderWidth="1px" rounded="lg" bg="white">
                <Table.Root size="sm" data-testid="comparison">
                  <Table.Header>
                    <Table.Row>
                      {['name', 'status', 'documents', 'last30', 'risk', 'acceptance', 'response', 'reliability', 'trust'].map((column) => (
                        <Table.ColumnHeader key={column}>
                          <FormattedMessage id={`senders.analysis.columns.${column}`} />
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {senders.map((sender) => (
                      <Table.Row key={sender.id} data-testid="comparison-row">
                        <Table.Cell fontWeight="medium">{sender.name}</Table.Cell>
                        <Table.Cell>
                          <SenderStatusBadge status={sender.status} />
                        </Table.Cell>
                        <Table.Cell>{sender.figures.documents}</Table.Cell>
                        <Table.Cell>{sender.figures.documentsLast30Days}</Table.Cell>
                        <Table.Cell>
                          <SenderRisk averageRisk={sender.figures.averageRisk} />
                        </Table.Cell>
                        <Table.Cell>
                          {sender.figures.acceptanceRate === null || sender.figures.acceptanceRate === undefined ? (
                            '—'
                          ) : (
                            <FormattedNumber value={sender.figures.acceptanceRate} style="percent" maximumFractionDigits={0} />
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          {sender.figures.averageResponseHours === null || sender.figures.averageResponseHours === undefined ? (
                            '—'
                          ) : (
                            <Duration hours={sender.figures.averageResponseHours} />
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          {sender.figures.reliabilityScore === null || sender.figures.reliabilityScore === undefined ? (
                            '—'
                          ) : (
                            <FormattedNumber value={sender.figures.reliabilityScore} maximumFractionDigits={1} />
                          )}
                        </Table.Cell>
                        <Table.Cell>{sender.figures.trustScore ?? '—'}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
