import { Badge, Button, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ANNUAL_DISCOUNT_PERCENT, type BillingCycleId, type PaidPlanId } from '../../../../server/shared/pricing';
import { OrderConfigurator } from './OrderConfigurator';
import { PlanCards } from './PlanCards';

/**
 * Plans, the order configurator and the way to Stripe Checkout. The figures shown are recomputed by the
 * server. No query: the plans come from the shared plan table (`server/shared/pricing.ts`); the screen
 * holds the chosen cycle and plan, the cards and the configurator draw from them.
 */
export function PricingScreen() {
  const intl = useIntl();
  const [cycle, setCycle] = useState<BillingCycleId>('ANNUAL');
  const [plan, setPlan] = useState<PaidPlanId>('TEAM');

  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3" textAlign="center" align="center" mb="10">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          <FormattedMessage id="pricing.title" />
        </Heading>
        <Text color="fg.muted" maxW="2xl">
          <FormattedMessage id="pricing.subtitle" />
        </Text>
        <HStack gap="0" borderWidth="1px" rounded="full" p="1" bg="white" role="radiogroup" aria-label={intl.formatMessage({ id: 'pricing.cycle.label' })}>
          {(['MONTHLY', 'ANNUAL'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              rounded="full"
              variant={cycle === option ? 'solid' : 'ghost'}
              colorPalette="brand"
              role="radio"
              aria-checked={cycle === option}
              onClick={() => setCycle(option)}
              data-testid={`cycle-${option.toLowerCase()}`}
            >
              <FormattedMessage id={`pricing.cycle.${option.toLowerCase()}`} />
              {option === 'ANNUAL' && (
                <Badge ml="2" colorPalette="green" variant="solid">
                  <FormattedMessage id="pricing.cycle.save" values={{ percent: ANNUAL_DISCOUNT_PERCENT }} />
                </Badge>
              )}
            </Button>
          ))}
        </HStack>
      </Stack>

      <PlanCards cycle={cycle} plan={plan} onChoose={setPlan} />

      <OrderConfigurator plan={plan} cycle={cycle} />
    </Container>
  );
}
