import { SimpleGrid } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DashboardKpis_dashboard$key } from '../../__generated__/DashboardKpis_dashboard.graphql';
import { Duration, KpiCard } from './InsightParts';

/** The dashboard's four figures of the period, each against the period before. */
export function DashboardKpis({ dashboard }: { dashboard: DashboardKpis_dashboard$key }) {
  const kpis = useFragment(
    graphql`
      fragment DashboardKpis_dashboard on Dashboard {
        toProcess { current previous changePercent }
        medianDecisionHours { current previous changePercent }
        averageRisk { current previous changePercent }
        approvalRate { current previous changePercent }
      }
    `,
    dashboard,
  );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <KpiCard
        testId="kpi-to-process"
        labelId="dashboard.kpi.toProcess"
        kpi={kpis.toProcess}
        betterWhen="down"
        format={(value) => <FormattedNumber value={value} />}
      />
      <KpiCard
        testId="kpi-median-delay"
        labelId="dashboard.kpi.medianDelay"
        kpi={kpis.medianDecisionHours}
        betterWhen="down"
        format={(value) => <Duration hours={value} />}
      />
      <KpiCard
        testId="kpi-average-risk"
        labelId="dashboard.kpi.averageRisk"
        kpi={kpis.averageRisk}
        betterWhen="down"
        format={(value) => <FormattedMessage id="dashboard.outOfTen" values={{ value: <FormattedNumber value={value} maximumFractionDigits={1} /> }} />}
      />
      <KpiCard
        testId="kpi-approval-rate"
        labelId="dashboard.kpi.approvalRate"
        kpi={kpis.approvalRate}
        betterWhen="up"
        format={(value) => <FormattedNumber value={value / 100} style="percent" maximumFractionDigits={1} />}
      />
    </SimpleGrid>
  );
}
