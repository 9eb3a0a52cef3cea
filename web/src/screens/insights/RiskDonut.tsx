import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { VictoryContainer, VictoryPie } from 'victory';
import type { RiskDonut_distribution$key } from '../../__generated__/RiskDonut_distribution.graphql';
import { RISK_COLORS } from './InsightParts';

/** Donut of the dashboard's risk bands (radius 60), with its legend. */
export function RiskDonut({ distribution }: { distribution: RiskDonut_distribution$key }) {
  const intl = useIntl();
  const { safe, caution, danger } = useFragment(
    graphql`
      fragment RiskDonut_distribution on RiskDistribution {
        safe
        caution
        danger
      }
    `,
    distribution,
  );
  const slices = [
    { band: 'SAFE' as const, count: safe },
    { band: 'CAUTION' as const, count: caution },
    { band: 'DANGER' as const, count: danger },
  ];
  const total = safe + caution + danger;
  return (
    <HStack gap="6" align="center" wrap="wrap" data-testid="risk-donut">
      <Box w="160px" h="160px" role="img" aria-label={intl.formatMessage({ id: 'dashboard.riskDistribution' })}>
        {total === 0 ? (
          <Text color="fg.muted" textAlign="center" pt="16">
            <FormattedMessage id="insights.noData" />
          </Text>
        ) : (
          <VictoryPie
            width={160}
            height={160}
            radius={60}
            innerRadius={36}
            padding={20}
            data={slices.filter((slice) => slice.count > 0).map((slice) => ({ x: slice.band, y: slice.count }))}
            colorScale={slices.filter((slice) => slice.count > 0).map((slice) => RISK_COLORS[slice.band])}
            labels={() => null}
            // The box around is the image, named; Victory's own <svg role="img"> would be a second, unnamed one.
            containerComponent={<VictoryContainer role="presentation" />}
          />
        )}
      </Box>
      <Stack gap="1">
        {slices.map((slice) => (
          <HStack key={slice.band} gap="2" data-testid={`donut-${slice.band.toLowerCase()}`}>
            <Box w="3" h="3" rounded="full" bg={RISK_COLORS[slice.band]} />
            <Text fontSize="sm">
              <FormattedMessage
                id="dashboard.bandCount"
                values={{ band: <FormattedMessage id={`dashboard.band.${slice.band}`} />, count: <strong>{slice.count}</strong> }}
              />
            </Text>
          </HStack>
        ))}
      </Stack>
    </HStack>
  );
}
