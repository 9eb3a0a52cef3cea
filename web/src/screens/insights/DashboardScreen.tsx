import { Box, Button, Flex, Grid, Heading, HStack, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { DashboardPeriod, DashboardScreenQuery } from '../../__generated__/DashboardScreenQuery.graphql';
import { DashboardRiskBadge, Duration, KpiCard, RelativeDay, RiskDonut, useRefetchOnDocumentChange } from './InsightParts';

export const dashboardScreenQuery = graphql`
  query DashboardScreenQuery($period: DashboardPeriod!) {
    dashboard(period: $period) {
      hasDocuments
      toProcess { current changePercent }
      medianDecisionHours { current changePercent }
      averageRisk { current changePercent }
      approvalRate { current changePercent }
      riskDistribution { safe caution danger }
      priorityDocuments {
        id
        title
        riskScore
        receivedAt
        sender { name }
      }
      recentActivity {
        id
        action
        at
        actorName
        documentId
        documentTitle
      }
      topSenders {
        documents
        averageRisk
        sender { id name domain }
      }
    }
  }
`;

export const DASHBOARD_PERIODS: DashboardPeriod[] = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS'];
export const dashboardPeriodOf = (search: URLSearchParams): DashboardPeriod => {
  const period = search.get('period') as DashboardPeriod | null;
  return period && DASHBOARD_PERIODS.includes(period) ? period : 'LAST_30_DAYS';
};

function Panel({ titleId, action, children, testId }: { titleId: string; action?: React.ReactNode; children: React.ReactNode; testId: string }) {
  return (
    <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p="4" data-testid={testId}>
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h2" size="md">
          <FormattedMessage id={titleId} />
        </Heading>
        {action}
      </Flex>
      {children}
    </Stack>
  );
}

const ACTIVITY_KEYS = new Set(['document.created', 'document.signed', 'document.refused', 'document.correcting', 'document.deleted', 'document.triaged', 'sender.updated']);

/** /dashboard: the organization's figures for the chosen period, what to examine next, and recent work. */
export function DashboardScreen() {
  const intl = useIntl();
  const { dashboard } = usePreloadedQuery<DashboardScreenQuery>(dashboardScreenQuery, useLoaderData() as PreloadedQuery<DashboardScreenQuery>);
  const [search, setSearch] = useSearchParams();
  const period = dashboardPeriodOf(search);
  useRefetchOnDocumentChange();

  const header = (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="nav.dashboard" />
      </Heading>
      <SegmentGroup.Root
        value={period}
        onValueChange={(event) => event.value && setSearch({ period: event.value }, { replace: true })}
        aria-label={intl.formatMessage({ id: 'dashboard.period' })}
        data-testid="period"
      >
        <SegmentGroup.Indicator />
        {DASHBOARD_PERIODS.map((value) => (
          <SegmentGroup.Item key={value} value={value} data-testid={`period-${value}`}>
            <SegmentGroup.ItemText>
              <FormattedMessage id={`dashboard.periods.${value}`} />
            </SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </SegmentGroup.Root>
    </Flex>
  );

  if (!dashboard.hasDocuments) {
    return (
      <Stack gap="6">
        {header}
        <Stack gap="4" bg="white" borderWidth="1px" rounded="lg" p="8" maxW="3xl" data-testid="dashboard-onboarding">
          <Heading as="h2" size="lg">
            <FormattedMessage id="dashboard.empty.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="dashboard.empty.body" />
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild data-testid="onboarding-import">
              <Link to="/documents?import=1">
                <FormattedMessage id="dashboard.actions.import" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/mail-connect">
                <FormattedMessage id="dashboard.actions.connect" />
              </Link>
            </Button>
          </HStack>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      {header}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <KpiCard testId="kpi-to-process" labelId="dashboard.kpi.toProcess" kpi={dashboard.toProcess} betterWhen="down" format={(value) => <FormattedNumber value={value} />} />
        <KpiCard testId="kpi-median-delay" labelId="dashboard.kpi.medianDelay" kpi={dashboard.medianDecisionHours} betterWhen="down" format={(value) => <Duration hours={value} />} />
        <KpiCard
          testId="kpi-average-risk"
          labelId="dashboard.kpi.averageRisk"
          kpi={dashboard.averageRisk}
          betterWhen="down"
          format={(value) => <FormattedMessage id="dashboard.outOfTen" values={{ value: <FormattedNumber value={value} maximumFractionDigits={1} /> }} />}
        />
        <KpiCard testId="kpi-approval-rate" labelId="dashboard.kpi.approvalRate" kpi={dashboard.approvalRate} betterWhen="up" format={(value) => <FormattedNumber value={value / 100} style="percent" maximumFractionDigits={1} />} />
      </SimpleGrid>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <Panel titleId="dashboard.riskDistribution" testId="panel-risk">
          <RiskDonut {...dashboard.riskDistribution} />
        </Panel>
        <Panel titleId="dashboard.quickActions" testId="panel-actions">
          <Stack gap="3">
            <Button asChild justifyContent="start">
              <Link to="/documents?import=1">
                <FormattedMessage id="dashboard.actions.import" />
              </Link>
            </Button>
            <Button asChild variant="outline" justifyContent="start">
              <Link to="/mail-connect">
                <FormattedMessage id="dashboard.actions.connect" />
              </Link>
            </Button>
          </Stack>
        </Panel>
      </Grid>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <Panel
          titleId="dashboard.priority.title"
          testId="panel-priority"
          action={
            <Button asChild size="xs" variant="ghost">
              <Link to="/documents">
                <FormattedMessage id="dashboard.priority.all" />
              </Link>
            </Button>
          }
        >
          {dashboard.priorityDocuments.length === 0 ? (
            <Text color="fg.muted">
              <FormattedMessage id="dashboard.priority.none" />
            </Text>
          ) : (
            dashboard.priorityDocuments.map((document) => (
              <Flex key={document.id} direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap={{ base: '1', sm: '3' }} borderBottomWidth="1px" pb="2" data-testid="priority-document">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" truncate>
                    {document.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {document.sender?.name ?? <FormattedMessage id="dashboard.noSender" />} · <RelativeDay date={document.receivedAt} />
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
            ))
          )}
        </Panel>

        <Panel titleId="dashboard.activity.title" testId="panel-activity">
          {dashboard.recentActivity.length === 0 ? (
            <Text color="fg.muted">
              <FormattedMessage id="dashboard.activity.none" />
            </Text>
          ) : (
            dashboard.recentActivity.map((entry) => (
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
            ))
          )}
        </Panel>
      </Grid>

      <Panel
        titleId="dashboard.topSenders.title"
        testId="panel-top-senders"
        action={
          <Button asChild size="xs" variant="ghost">
            <Link to="/senders">
              <FormattedMessage id="dashboard.topSenders.all" />
            </Link>
          </Button>
        }
      >
        {dashboard.topSenders.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="dashboard.topSenders.none" />
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 5 }} gap="3">
            {dashboard.topSenders.map((entry) => (
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
        )}
      </Panel>
    </Stack>
  );
}
