import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryLine, VictoryScatter, VictoryStack } from 'victory';
import type { AnalyticsTrendCharts_analytics$key } from '../../__generated__/AnalyticsTrendCharts_analytics.graphql';
import { NoData } from './AnalyticsFigures';
import { riskBandOf } from '../../../../server/shared/risk-bands';
import { RISK_COLORS } from './InsightParts';
import { dayValue, trendDomain, trendTicks } from './trendAxis';

function ChartCard({ titleId, testId, children }: { titleId: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid={testId}>
      <Heading as="h3" size="sm">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </Stack>
  );
}

/** The box around each chart is the image, named; Victory's own <svg role="img"> would be a second, unnamed one. */
const CONTAINER = <VictoryContainer role="presentation" />;

const AXIS_STYLE = {
  tickLabels: { fontSize: 10, padding: 4, fill: '#52525b' },
  axis: { stroke: '#d4d4d8' },
  grid: { stroke: '#f4f4f5' },
} as const;

/** The period day by day (volume, mean risk) and the risk bands of each document type, in charts with a text twin for screen readers. */
export function AnalyticsTrendCharts({ analytics: key }: { analytics: AnalyticsTrendCharts_analytics$key }) {
  const intl = useIntl();
  const analytics = useFragment(
    graphql`
      fragment AnalyticsTrendCharts_analytics on Analytics {
        totalVolume
        trend { day documents averageRisk }
        riskByType { type safe caution danger }
      }
    `,
    key,
  );
  const days = analytics.trend.map((bucket) => bucket.day);
  const points = analytics.trend.map((bucket) => ({ x: dayValue(bucket.day), documents: bucket.documents, averageRisk: bucket.averageRisk }));
  const formatDay = (value: Date | number) => intl.formatDate(value, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const timeAxis = <VictoryAxis tickValues={trendTicks(days)} tickFormat={formatDay} style={AXIS_STYLE} />;
  const xDomain = trendDomain(days);
  const riskPoints = points
    .filter((point) => point.averageRisk !== null && point.averageRisk !== undefined)
    .map((point) => ({ x: point.x, y: point.averageRisk as number }));
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
              <VictoryChart
                containerComponent={CONTAINER}
                width={480}
                height={220}
                scale={{ x: 'time' }}
                domain={{ x: xDomain }}
                domainPadding={{ x: 20 }}
                padding={{ top: 10, bottom: 36, left: 40, right: 16 }}
              >
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
              <VictoryChart
                containerComponent={CONTAINER}
                width={480}
                height={220}
                scale={{ x: 'time' }}
                domain={{ x: xDomain, y: [0, 10] }}
                domainPadding={{ x: 20 }}
                padding={{ top: 10, bottom: 36, left: 40, right: 16 }}
              >
                {timeAxis}
                <VictoryAxis dependentAxis tickValues={[0, 2, 4, 6, 8, 10]} tickFormat={(value: number) => intl.formatNumber(value)} style={AXIS_STYLE} />
                <VictoryLine data={riskPoints} style={{ data: { stroke: '#64748b', strokeWidth: 2 } }} />
                {/* Each day's mean in the colour of its band, as the badges show it. */}
                <VictoryScatter
                  data={riskPoints.map((point) => ({ ...point, band: riskBandOf(point.y) }))}
                  size={3.5}
                  style={{ data: { fill: ({ datum }: { datum?: { band: keyof typeof RISK_COLORS } }) => RISK_COLORS[datum?.band ?? 'CAUTION'] } }}
                />
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
              <VictoryChart
                containerComponent={CONTAINER}
                width={600}
                height={Math.max(120, 40 + types.length * 36)}
                horizontal
                domainPadding={{ x: 18 }}
                padding={{ top: 10, bottom: 30, left: 100, right: 20 }}
              >
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
