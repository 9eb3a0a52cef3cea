import { Box, Button, Field, Flex, Heading, HStack, Link as ChakraLink, NativeSelect, SegmentGroup, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl, type IntlShape } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLine, VictoryScatter, VictoryStack } from 'victory';
import type { AnalyticsPeriod, AnalyticsScreenQuery, AnalyticsScreenQuery$data, AnalyticsScreenQuery$variables } from '../../__generated__/AnalyticsScreenQuery.graphql';
import { DashboardRiskBadge, Duration, KpiCard, RISK_COLORS, useRefetchOnDocumentChange } from './InsightParts';
import { csvRow } from '../../../../server/shared/csv';
import { dayValue, trendDomain, trendTicks } from './trendAxis';

export const analyticsScreenQuery = graphql`
  query AnalyticsScreenQuery($period: AnalyticsPeriod!, $senderId: ID, $type: String) {
    analytics(period: $period, senderId: $senderId, type: $type) {
      from
      to
      totalVolume
      riskRate
      averageDecisionHours
      validationRate
      reviewers {
        reviewerId
        reviewerName
        processed
        averageHours
        riskRate
        efficiency
      }
      topSenders {
        documents
        averageRisk
        sender { id name domain }
      }
      trend { day documents averageRisk }
      riskByType { type safe caution danger }
    }
    senders(first: 100) {
      edges {
        node { id name }
      }
    }
  }
`;

type Analytics = AnalyticsScreenQuery$data['analytics'];

export const ANALYTICS_PERIODS: AnalyticsPeriod[] = ['WEEK', 'MONTH', 'QUARTER'];
/** Document types always offered by the type filter, besides those of the period. */
const KNOWN_TYPES = ['PDF', 'Document'];

/** The query's variables from the address: `?period=QUARTER&sender=<id>&type=PDF`, a month over everything by default. */
export const analyticsVariablesOf = (search: URLSearchParams): AnalyticsScreenQuery$variables => {
  const period = search.get('period') as AnalyticsPeriod | null;
  return {
    period: period && ANALYTICS_PERIODS.includes(period) ? period : 'MONTH',
    senderId: search.get('sender') || null,
    type: search.get('type') || null,
  };
};

const TABS = ['teams', 'senders', 'trends'] as const;
type Tab = (typeof TABS)[number];

/** The table of a tab, as the CSV export writes it: a header row in the reader's language, then one row per entry. */
function tableOf(tab: Tab, analytics: Analytics, intl: IntlShape): Array<Array<string | number | null | undefined>> {
  const header = (...columns: string[]) => columns.map((column) => intl.formatMessage({ id: `analytics.csv.${column}` }));
  switch (tab) {
    case 'teams':
      return [
        header('reviewer', 'processed', 'averageHours', 'riskRatePercent', 'efficiencyPercent'),
        ...analytics.reviewers.map((row) => [row.reviewerName, row.processed, row.averageHours, row.riskRate, row.efficiency]),
      ];
    case 'senders':
      return [header('sender', 'domain', 'documents', 'averageRisk'), ...analytics.topSenders.map((row) => [row.sender?.name, row.sender?.domain, row.documents, row.averageRisk])];
    case 'trends':
      return [header('day', 'documents', 'averageRisk'), ...analytics.trend.map((row) => [row.day, row.documents, row.averageRisk])];
  }
}

function downloadCsv(filename: string, rows: Array<Array<string | number | null | undefined>>) {
  const url = URL.createObjectURL(new Blob([rows.map(csvRow).join('')], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function NoData() {
  return (
    <Text color="fg.muted" data-testid="analytics-empty">
      <FormattedMessage id="analytics.noData" />
    </Text>
  );
}

function Percent({ value }: { value: number }) {
  return <FormattedNumber value={value / 100} style="percent" maximumFractionDigits={1} />;
}

function ChartCard({ titleId, testId, children }: { titleId: string; testId: string; children: React.ReactNode }) {
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid={testId}>
      <Heading as="h3" size="sm">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </Stack>
  );
}

const AXIS_STYLE = {
  tickLabels: { fontSize: 10, padding: 4, fill: '#52525b' },
  axis: { stroke: '#d4d4d8' },
  grid: { stroke: '#f4f4f5' },
} as const;

function TrendCharts({ analytics }: { analytics: Analytics }) {
  const intl = useIntl();
  const days = analytics.trend.map((bucket) => bucket.day);
  const points = analytics.trend.map((bucket) => ({ x: dayValue(bucket.day), documents: bucket.documents, averageRisk: bucket.averageRisk }));
  const formatDay = (value: Date | number) => intl.formatDate(value, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const timeAxis = <VictoryAxis tickValues={trendTicks(days)} tickFormat={formatDay} style={AXIS_STYLE} />;
  const xDomain = trendDomain(days);
  const riskPoints = points.filter((point) => point.averageRisk !== null && point.averageRisk !== undefined).map((point) => ({ x: point.x, y: point.averageRisk as number }));
  const types = analytics.riskByType;
  const bands = [
    { band: 'SAFE' as const, key: 'safe' as const },
    { band: 'CAUTION' as const, key: 'caution' as const },
    { band: 'DANGER' as const, key: 'danger' as const },
  ];
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ChartCard titleId="analytics.trends.volume" testId="chart-volume">
          {analytics.totalVolume === 0 ? (
            <NoData />
          ) : (
            <Box role="img" aria-label={intl.formatMessage({ id: 'analytics.trends.volume' })}>
              <VictoryChart width={480} height={220} scale={{ x: 'time' }} domain={{ x: xDomain }} domainPadding={{ x: 20 }} padding={{ top: 10, bottom: 36, left: 40, right: 16 }}>
                {timeAxis}
                <VictoryAxis dependentAxis tickFormat={(value: number) => (Number.isInteger(value) ? intl.formatNumber(value) : '')} style={AXIS_STYLE} />
                <VictoryBar data={points.map((point) => ({ x: point.x, y: point.documents }))} style={{ data: { fill: '#2563eb' } }} barRatio={0.7} />
              </VictoryChart>
            </Box>
          )}
        </ChartCard>
        <ChartCard titleId="analytics.trends.averageRisk" testId="chart-risk">
          {riskPoints.length === 0 ? (
            <NoData />
          ) : (
            <Box role="img" aria-label={intl.formatMessage({ id: 'analytics.trends.averageRisk' })}>
              <VictoryChart width={480} height={220} scale={{ x: 'time' }} domain={{ x: xDomain, y: [0, 10] }} domainPadding={{ x: 20 }} padding={{ top: 10, bottom: 36, left: 40, right: 16 }}>
                {timeAxis}
                <VictoryAxis dependentAxis tickValues={[0, 2, 4, 6, 8, 10]} tickFormat={(value: number) => intl.formatNumber(value)} style={AXIS_STYLE} />
                <VictoryLine data={riskPoints} style={{ data: { stroke: RISK_COLORS.DANGER, strokeWidth: 2 } }} />
                <VictoryScatter data={riskPoints} size={2.5} style={{ data: { fill: RISK_COLORS.DANGER } }} />
              </VictoryChart>
            </Box>
          )}
        </ChartCard>
      </SimpleGrid>
      <ChartCard titleId="analytics.trends.byType" testId="chart-by-type">
        {types.length === 0 ? (
          <NoData />
        ) : (
          <Stack gap="2">
            <Box role="img" aria-label={intl.formatMessage({ id: 'analytics.trends.byType' })} maxW="3xl">
              <VictoryChart width={600} height={Math.max(120, 40 + types.length * 36)} horizontal domainPadding={{ x: 18 }} padding={{ top: 10, bottom: 30, left: 100, right: 20 }}>
                <VictoryAxis style={AXIS_STYLE} />
                <VictoryAxis dependentAxis tickFormat={(value: number) => (Number.isInteger(value) ? intl.formatNumber(value) : '')} style={AXIS_STYLE} />
                <VictoryStack colorScale={bands.map(({ band }) => RISK_COLORS[band])}>
                  {bands.map(({ band, key }) => (
                    <VictoryBar key={band} barWidth={20} data={types.map((entry) => ({ x: entry.type, y: entry[key] }))} />
                  ))}
                </VictoryStack>
              </VictoryChart>
            </Box>
            <HStack gap="4" wrap="wrap">
              {bands.map(({ band }) => (
                <HStack key={band} gap="2">
                  <Box w="3" h="3" rounded="full" bg={RISK_COLORS[band]} />
                  <Text fontSize="sm">
                    <FormattedMessage id={`dashboard.band.${band}`} />
                  </Text>
                </HStack>
              ))}
            </HStack>
            {types.map((entry) => (
              <Text key={entry.type} srOnly data-testid="type-row" data-type={entry.type}>
                {entry.type}: {entry.safe} / {entry.caution} / {entry.danger}
              </Text>
            ))}
          </Stack>
        )}
      </ChartCard>
    </Stack>
  );
}

/**
 * A table of figures under its note: the first column names the row, the others hold figures (aligned
 * to the end); "no data" when there is no row.
 */
function FiguresTable({ noteId, noteTestId, columnIds, rows }: { noteId: string; noteTestId?: string; columnIds: string[]; rows: ReactNode[] }) {
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" data-testid={noteTestId}>
        <FormattedMessage id={noteId} />
      </Text>
      {rows.length === 0 ? (
        <NoData />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {columnIds.map((id, index) => (
                  <Table.ColumnHeader key={id} textAlign={index === 0 ? undefined : 'end'}>
                    <FormattedMessage id={id} />
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{rows}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function ReviewersTable({ analytics }: { analytics: Analytics }) {
  return (
    <FiguresTable
      noteId="analytics.teams.note"
      noteTestId="teams-note"
      columnIds={['analytics.teams.reviewer', 'analytics.teams.processed', 'analytics.teams.averageTime', 'analytics.teams.riskRate', 'analytics.teams.efficiency']}
      rows={analytics.reviewers.map((row) => (
        <Table.Row key={row.reviewerId} data-testid="reviewer-row" data-reviewer={row.reviewerName}>
          <Table.Cell data-testid="reviewer-name">{row.reviewerName}</Table.Cell>
          <Table.Cell textAlign="end" data-testid="reviewer-processed">
            <FormattedNumber value={row.processed} />
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="reviewer-average-time">
            {row.averageHours === null || row.averageHours === undefined ? '—' : <Duration hours={row.averageHours} />}
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="reviewer-risk-rate">
            <Percent value={row.riskRate} />
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="reviewer-efficiency">
            <Percent value={row.efficiency} />
          </Table.Cell>
        </Table.Row>
      ))}
    />
  );
}

function TopSendersTable({ analytics }: { analytics: Analytics }) {
  return (
    <FiguresTable
      noteId="analytics.senders.note"
      columnIds={['analytics.senders.sender', 'analytics.senders.documents', 'analytics.senders.averageRisk']}
      rows={analytics.topSenders.map((row, index) => (
        <Table.Row key={row.sender?.id ?? `unknown-${index}`} data-testid="sender-row" data-sender={row.sender?.name ?? ''}>
          <Table.Cell>
            {row.sender ? (
              <ChakraLink asChild color="blue.600">
                <Link to={`/enhanced-senders?sender=${encodeURIComponent(row.sender.id)}`}>{row.sender.name}</Link>
              </ChakraLink>
            ) : (
              <FormattedMessage id="dashboard.noSender" />
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

/** /analytics: the organization's figures over a rolling period, narrowed by sender and document type, per reviewer, sender and day. */
export function AnalyticsScreen() {
  const intl = useIntl();
  const { analytics, senders } = usePreloadedQuery<AnalyticsScreenQuery>(analyticsScreenQuery, useLoaderData() as PreloadedQuery<AnalyticsScreenQuery>);
  const [search, setSearch] = useSearchParams();
  const { period, senderId, type } = analyticsVariablesOf(search);
  const [tab, setTab] = useState<Tab>('teams');
  useRefetchOnDocumentChange();

  const setFilter = (name: 'period' | 'sender' | 'type', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const types = [...new Set([...analytics.riskByType.map((entry) => entry.type), ...KNOWN_TYPES, ...(type ? [type] : [])])];
  const senderOptions = senders.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const exportCsv = () => downloadCsv(`analytics-${tab}-${period.toLowerCase()}.csv`, tableOf(tab, analytics, intl));

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="nav.analytics" />
        </Heading>
        <Button onClick={exportCsv} variant="outline" data-testid="analytics-export">
          <FormattedMessage id="analytics.export" />
        </Button>
      </Flex>

      <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p="4" role="group" aria-label={intl.formatMessage({ id: 'analytics.filters' })} data-testid="analytics-filters">
        <Heading as="h2" size="sm">
          <FormattedMessage id="analytics.filters" />
        </Heading>
        <Flex gap="4" wrap="wrap" align="end">
          <Field.Root w="auto">
            <Field.Label>
              <FormattedMessage id="analytics.period" />
            </Field.Label>
            <SegmentGroup.Root
              value={period}
              onValueChange={(event) => event.value && setFilter('period', event.value)}
              aria-label={intl.formatMessage({ id: 'analytics.period' })}
              data-testid="filter-period"
            >
              <SegmentGroup.Indicator />
              {ANALYTICS_PERIODS.map((value) => (
                <SegmentGroup.Item key={value} value={value} data-testid={`period-${value}`}>
                  <SegmentGroup.ItemText>
                    <FormattedMessage id={`analytics.periods.${value}`} />
                  </SegmentGroup.ItemText>
                  <SegmentGroup.ItemHiddenInput />
                </SegmentGroup.Item>
              ))}
            </SegmentGroup.Root>
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '64' }}>
            <Field.Label>
              <FormattedMessage id="analytics.sender" />
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={senderId ?? ''} onChange={(event) => setFilter('sender', event.currentTarget.value)} data-testid="filter-sender">
                <option value="">{intl.formatMessage({ id: 'analytics.allSenders' })}</option>
                {senderOptions.map((sender) => (
                  <option key={sender.id} value={sender.id}>
                    {sender.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '48' }}>
            <Field.Label>
              <FormattedMessage id="analytics.type" />
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={type ?? ''} onChange={(event) => setFilter('type', event.currentTarget.value)} data-testid="filter-type">
                <option value="">{intl.formatMessage({ id: 'analytics.allTypes' })}</option>
                {types.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
      </Stack>

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <KpiCard testId="kpi-volume" labelId="analytics.kpi.volume" hintId="analytics.kpiHint.volume" kpi={{ current: analytics.totalVolume, changePercent: null }} format={(value) => <FormattedNumber value={value} />} />
        <KpiCard testId="kpi-risk-rate" labelId="analytics.kpi.riskRate" hintId="analytics.kpiHint.riskRate" kpi={{ current: analytics.riskRate, changePercent: null }} format={(value) => <Percent value={value} />} />
        <KpiCard
          testId="kpi-average-time"
          labelId="analytics.kpi.averageTime"
          hintId="analytics.kpiHint.averageTime"
          kpi={{ current: analytics.averageDecisionHours, changePercent: null }}
          format={(value) => <Duration hours={value} />}
        />
        <KpiCard
          testId="kpi-validation-rate"
          labelId="analytics.kpi.validationRate"
          hintId="analytics.kpiHint.validationRate"
          kpi={{ current: analytics.validationRate, changePercent: null }}
          format={(value) => <Percent value={value} />}
        />
      </SimpleGrid>

      <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value as Tab)} variant="line" data-testid="analytics-tabs">
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} data-testid={`tab-${value}`}>
              <FormattedMessage id={`analytics.tabs.${value}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="teams" data-testid="panel-teams">
          <ReviewersTable analytics={analytics} />
        </Tabs.Content>
        <Tabs.Content value="senders" data-testid="panel-senders">
          <TopSendersTable analytics={analytics} />
        </Tabs.Content>
        <Tabs.Content value="trends" data-testid="panel-trends">
          <TrendCharts analytics={analytics} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
