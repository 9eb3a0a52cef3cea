import { SimpleGrid } from '@chakra-ui/react';
import { FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { RISK_BAND_RANGES } from '../../../../server/shared/risk-bands';
import type { AnalyticsKpis_analytics$key } from '../../__generated__/AnalyticsKpis_analytics.graphql';
import { Percent } from './AnalyticsFigures';
import { Duration, KpiCard } from './InsightParts';

/** The period's four headline figures, each with a hint of what it counts (no previous period to compare with). */
export function AnalyticsKpis({ analytics }: { analytics: AnalyticsKpis_analytics$key }) {
  const figures = useFragment(
    graphql`
      fragment AnalyticsKpis_analytics on Analytics {
        totalVolume
        riskRate
        averageDecisionHours
        validationRate
      }
    `,
    analytics,
  );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <KpiCard
        testId="kpi-volume"
        labelId="analytics.kpi.volume"
        hintId="analytics.kpiHint.volume"
        kpi={{ current: figures.totalVolume, changePercent: null }}
        format={(value) => <FormattedNumber value={value} />}
      />
      <KpiCard
        testId="kpi-risk-rate"
        labelId="analytics.kpi.riskRate"
        hintId="analytics.kpiHint.riskRate"
        hintValues={{ min: RISK_BAND_RANGES.DANGER.min }}
        kpi={{ current: figures.riskRate, changePercent: null }}
        format={(value) => <Percent value={value} />}
      />
      <KpiCard
        testId="kpi-average-time"
        labelId="analytics.kpi.averageTime"
        hintId="analytics.kpiHint.averageTime"
        kpi={{ current: figures.averageDecisionHours, changePercent: null }}
        format={(value) => <Duration hours={value} />}
      />
      <KpiCard
        testId="kpi-validation-rate"
        labelId="analytics.kpi.validationRate"
        hintId="analytics.kpiHint.validationRate"
        kpi={{ current: figures.validationRate, changePercent: null }}
        format={(value) => <Percent value={value} />}
      />
    </SimpleGrid>
  );
}
