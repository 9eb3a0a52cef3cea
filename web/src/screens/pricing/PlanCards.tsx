import { Badge, Box, Button, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { PLAN_OFFERS, type BillingCycleId, type PaidPlanId } from '../../../../server/shared/pricing';

/** A price in US dollars, whole. */
export const Usd = ({ value }: { value: number }) => <FormattedNumber value={value} style="currency" currency="USD" maximumFractionDigits={0} />;

const PLAN_FEATURES: Record<PaidPlanId, string[]> = {
  SOLO: ['documents', 'analysis', 'signing', 'support'],
  TEAM: ['documents', 'analysis', 'signing', 'senders', 'analytics', 'mail', 'support'],
  ENTERPRISE: ['documents', 'analysis', 'signing', 'senders', 'analytics', 'mail', 'api', 'sso', 'support'],
};

/** The plans side by side at the chosen billing cycle's price, the chosen one outlined; choosing one configures the order below. */
export function PlanCards({ cycle, plan, onChoose }: { cycle: BillingCycleId; plan: PaidPlanId; onChoose(plan: PaidPlanId): void }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {PLAN_OFFERS.map((candidate) => {
        const selected = candidate.id === plan;
        const price = cycle === 'ANNUAL' ? candidate.annualPrice : candidate.monthlyPrice;
        return (
          <Stack
            key={candidate.id}
            bg="white"
            borderWidth={selected ? '2px' : '1px'}
            borderColor={selected ? 'brand.500' : 'border'}
            rounded="xl"
            p="6"
            gap="4"
            data-testid={`plan-${candidate.id.toLowerCase()}`}
          >
            <Flex justify="space-between" align="center">
              <Heading as="h2" size="lg">
                <FormattedMessage id={`pricing.plan.${candidate.id}.name`} />
              </Heading>
              {candidate.popular && (
                <Badge colorPalette="brand" variant="solid">
                  <FormattedMessage id="pricing.popular" />
                </Badge>
              )}
            </Flex>
            <Text color="fg.muted" minH="3em">
              <FormattedMessage id={`pricing.plan.${candidate.id}.description`} />
            </Text>
            <Box>
              <Text as="span" fontSize="4xl" fontWeight="bold">
                <Usd value={price} />
              </Text>
              <Text as="span" color="fg.muted">
                {' '}
                <FormattedMessage id="pricing.perUserMonth" />
              </Text>
              {cycle === 'ANNUAL' && (
                <Text fontSize="sm" color="green.700">
                  <FormattedMessage id="pricing.savingsPerSeat" values={{ amount: <Usd value={12 * (candidate.monthlyPrice - candidate.annualPrice)} /> }} />
                </Text>
              )}
            </Box>
            <List.Root gap="1" ps="4" flex="1">
              <List.Item>
                {candidate.documentsPerMonth === null ? (
                  <FormattedMessage id="pricing.unlimitedDocuments" />
                ) : (
                  <FormattedMessage id="pricing.documentsPerMonth" values={{ count: candidate.documentsPerMonth }} />
                )}
              </List.Item>
              {candidate.trialDays && (
                <List.Item>
                  <FormattedMessage id="pricing.trialDays" values={{ days: candidate.trialDays }} />
                </List.Item>
              )}
              {PLAN_FEATURES[candidate.id].map((feature) => (
                <List.Item key={feature}>
                  <FormattedMessage id={`pricing.feature.${feature}`} />
                </List.Item>
              ))}
            </List.Root>
            <Button
              colorPalette="brand"
              variant={selected ? 'solid' : 'outline'}
              onClick={() => onChoose(candidate.id)}
              aria-pressed={selected}
              data-testid={`choose-${candidate.id.toLowerCase()}`}
            >
              <FormattedMessage id={`pricing.plan.${candidate.id}.cta`} />
            </Button>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
