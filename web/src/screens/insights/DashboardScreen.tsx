import { Button, Link as ChakraLink, Flex, Grid, Heading, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { DashboardPeriod, DashboardScreenQuery } from '../../__generated__/DashboardScreenQuery.graphql';
import { DashboardKpis } from './DashboardKpis';
import { DashboardTopSenders } from './DashboardTopSenders';
import { useRefetchOnDocumentChange } from './InsightParts';
import { PriorityDocuments } from './PriorityDocuments';
import { RecentActivity } from './RecentActivity';
import { RiskDonut } from './RiskDonut';

export const dashboardScreenQuery = graphql`
  query DashboardScreenQuery($period: DashboardPeriod!) {
    viewer {
      role
      user {
        fullName
      }
      organization {
        name
      }
    }
    dashboard(period: $period) {
      hasDocuments
      riskDistribution {
        ...RiskDonut_distribution
      }
      ...DashboardKpis_dashboard
      ...PriorityDocuments_dashboard
      ...RecentActivity_dashboard
      ...DashboardTopSenders_dashboard
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

/**
 * /dashboard: the organization's figures for the chosen period, what to examine next, and recent work.
 * The screen lays the panels out; each panel's component reads its own part of the query.
 */
export function DashboardScreen() {
  const intl = useIntl();
  const { dashboard, viewer } = usePreloadedQuery<DashboardScreenQuery>(dashboardScreenQuery, useLoaderData() as PreloadedQuery<DashboardScreenQuery>);
  // Made without a company name, the organization bears its founder's: the administrator is told before it reaches a signature.
  const namedAfterFounder = viewer?.role === 'ADMIN' && viewer.organization && viewer.organization.name === viewer.user.fullName;
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
          {namedAfterFounder && (
            <Text fontSize="sm" data-testid="onboarding-organization-name">
              <FormattedMessage
                id="dashboard.empty.organizationName"
                values={{
                  name: viewer.organization!.name,
                  link: (chunks) => (
                    <ChakraLink asChild color="brand.700" display="inline" textDecoration="underline">
                      <Link to="/settings?tab=organization">{chunks}</Link>
                    </ChakraLink>
                  ),
                }}
              />
            </Text>
          )}
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
      <DashboardKpis dashboard={dashboard} />

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <Panel titleId="dashboard.riskDistribution" testId="panel-risk">
          <RiskDonut distribution={dashboard.riskDistribution} />
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
          <PriorityDocuments dashboard={dashboard} />
        </Panel>

        <Panel titleId="dashboard.activity.title" testId="panel-activity">
          <RecentActivity dashboard={dashboard} />
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
        <DashboardTopSenders dashboard={dashboard} />
      </Panel>
    </Stack>
  );
}
