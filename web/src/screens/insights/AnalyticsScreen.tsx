import { Flex, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { AnalyticsPeriod, AnalyticsScreenQuery, AnalyticsScreenQuery$variables } from '../../__generated__/AnalyticsScreenQuery.graphql';
import { ANALYTICS_TABS, AnalyticsExport, type AnalyticsTab } from './AnalyticsExport';
import { ANALYTICS_PERIODS, AnalyticsFilters, type AnalyticsFilter } from './AnalyticsFilters';
import { AnalyticsKpis } from './AnalyticsKpis';
import { AnalyticsReviewersTable } from './AnalyticsReviewersTable';
import { AnalyticsSendersTable } from './AnalyticsSendersTable';
import { AnalyticsTeamsTable } from './AnalyticsTeamsTable';
import { AnalyticsTrendCharts } from './AnalyticsTrendCharts';
import { useRefetchOnDocumentChange } from './InsightParts';

export const analyticsScreenQuery = graphql`
  query AnalyticsScreenQuery($period: AnalyticsPeriod!, $senderId: ID, $type: String) {
    analytics(period: $period, senderId: $senderId, type: $type) {
      ...AnalyticsExport_analytics
      ...AnalyticsFilters_analytics
      ...AnalyticsKpis_analytics
      ...AnalyticsTeamsTable_analytics
      ...AnalyticsReviewersTable_analytics
      ...AnalyticsSendersTable_analytics
      ...AnalyticsTrendCharts_analytics
    }
    ...AnalyticsFilters_query
  }
`;

/** The query's variables from the address: `?period=QUARTER&sender=<id>&type=PDF`, a month over everything by default. */
export const analyticsVariablesOf = (search: URLSearchParams): AnalyticsScreenQuery$variables => {
  const period = search.get('period') as AnalyticsPeriod | null;
  return {
    period: period && ANALYTICS_PERIODS.includes(period) ? period : 'MONTH',
    senderId: search.get('sender') || null,
    type: search.get('type') || null,
  };
};

/**
 * /analytics: the organization's figures over a rolling period, narrowed by sender and document type,
 * per reviewer, sender and day. The filters live in the address (the route's loader reads them); each
 * part of the screen reads its own fragment of the query.
 */
export function AnalyticsScreen() {
  const data = usePreloadedQuery<AnalyticsScreenQuery>(analyticsScreenQuery, useLoaderData() as PreloadedQuery<AnalyticsScreenQuery>);
  const { analytics } = data;
  const [search, setSearch] = useSearchParams();
  const { period, senderId, type } = analyticsVariablesOf(search);
  const [tab, setTab] = useState<AnalyticsTab>('teams');
  useRefetchOnDocumentChange();

  const setFilter = (name: AnalyticsFilter, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="nav.analytics" />
        </Heading>
        <AnalyticsExport analytics={analytics} tab={tab} period={period} />
      </Flex>

      <AnalyticsFilters query={data} analytics={analytics} period={period} senderId={senderId} type={type} onChange={setFilter} />

      <AnalyticsKpis analytics={analytics} />

      <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value as AnalyticsTab)} variant="line" data-testid="analytics-tabs">
        <Tabs.List>
          {ANALYTICS_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} data-testid={`tab-${value}`}>
              <FormattedMessage id={`analytics.tabs.${value}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="teams" data-testid="panel-teams">
          <Stack gap="6">
            <AnalyticsTeamsTable analytics={analytics} />
            <AnalyticsReviewersTable analytics={analytics} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="senders" data-testid="panel-senders">
          <AnalyticsSendersTable analytics={analytics} />
        </Tabs.Content>
        <Tabs.Content value="trends" data-testid="panel-trends">
          <AnalyticsTrendCharts analytics={analytics} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
