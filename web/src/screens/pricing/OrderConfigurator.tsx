import { Box, Button, Checkbox, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  ADDON_OFFERS,
  MAX_SEATS,
  MIN_SEATS,
  PLAN_OFFERS,
  clampSeats,
  quote,
  type AddonId,
  type BillingCycleId,
  type PaidPlanId,
} from '../../../../server/shared/pricing';
import { toaster } from '../../components/toaster';
import { Usd } from './PlanCards';
import { startCheckout } from './startCheckout';

/**
 * The order for the chosen plan and cycle: seats, coupon, company and add-ons, the price they come to,
 * and the way to Stripe Checkout (or to the sales team's contact form).
 */
export function OrderConfigurator({ plan, cycle }: { plan: PaidPlanId; cycle: BillingCycleId }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [seatsText, setSeatsText] = useState('1');
  const [coupon, setCoupon] = useState('');
  const [company, setCompany] = useState('');
  const [addons, setAddons] = useState<AddonId[]>([]);
  const [busy, setBusy] = useState(false);
  const seats = clampSeats(seatsText);
  const priced = quote({ plan, cycle, seats, addons });
  const offer = PLAN_OFFERS.find((candidate) => candidate.id === plan)!;

  const toast = (type: 'success' | 'error' | 'info', titleId: string, descriptionId?: string, description?: string) =>
    toaster.create({
      type,
      title: intl.formatMessage({ id: titleId }),
      description: description ?? (descriptionId ? intl.formatMessage({ id: descriptionId }) : undefined),
    });

  // The sales team's offers start with the contact form, filled in with the order configured here.
  const contactSales = () =>
    navigate(`/contact?${new URLSearchParams({ plan, seats: String(seats), cycle, ...(company.trim() ? { company: company.trim() } : {}) })}`);

  async function checkout() {
    if (offer.contactSales) return void contactSales();
    setBusy(true);
    const outcome = await startCheckout({ plan, cycle, seats, coupon, addons, company }, { userId: null, organizationId: null });
    setBusy(false);
    switch (outcome.kind) {
      case 'redirect':
        toast('success', 'pricing.checkout.redirecting');
        window.location.assign(outcome.url);
        return;
      case 'contactSales':
        return void contactSales();
      case 'initiated':
        return toast('success', 'pricing.checkout.initiated', 'pricing.checkout.redirecting');
      case 'signInFirst':
        toast('info', 'pricing.checkout.signInFirst');
        return void navigate('/auth/signup', { state: { from: { pathname: '/pricing' } } });
      case 'network':
        return toast('error', 'common.error', 'pricing.checkout.network');
      case 'failed': {
        const known =
          outcome.code && intl.messages[`pricing.errors.${outcome.code}`]
            ? intl.formatMessage({ id: `pricing.errors.${outcome.code}` }, outcome.details)
            : null;
        return toast('error', 'common.error', undefined, known ?? outcome.message ?? intl.formatMessage({ id: 'pricing.checkout.failed' }));
      }
    }
  }

  return (
    <Box as="section" mt="12" bg="white" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }} aria-labelledby="configurator-title">
      <Heading as="h2" size="xl" id="configurator-title" mb="6">
        <FormattedMessage id="pricing.configurator.title" />
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <Stack gap="4">
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="pricing.configurator.seats" values={{ min: MIN_SEATS, max: MAX_SEATS }} />
            </Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={MIN_SEATS}
              max={MAX_SEATS}
              step={1}
              value={seatsText}
              onChange={(event) => setSeatsText(event.target.value)}
              onBlur={() => setSeatsText(String(seats))}
              data-testid="seats"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="pricing.configurator.coupon" />
            </Field.Label>
            <Input value={coupon} onChange={(event) => setCoupon(event.target.value)} maxLength={64} autoComplete="off" />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="pricing.configurator.company" />
            </Field.Label>
            <Input value={company} onChange={(event) => setCompany(event.target.value)} maxLength={200} autoComplete="organization" />
          </Field.Root>
          <Stack gap="2" as="fieldset">
            <Text as="legend" fontWeight="medium" mb="1">
              <FormattedMessage id="pricing.configurator.addons" />
            </Text>
            {ADDON_OFFERS.map((addon) => (
              <Checkbox.Root
                key={addon.id}
                checked={addons.includes(addon.id)}
                onCheckedChange={(change) =>
                  setAddons((current) => (change.checked === true ? [...current, addon.id] : current.filter((id) => id !== addon.id)))
                }
                data-testid={`addon-${addon.id}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <FormattedMessage id={`pricing.addon.${addon.id}`} /> (+
                  <Usd value={addon.monthlyPrice} /> <FormattedMessage id="pricing.perUserMonth" />)
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Stack>
        <Stack gap="3" bg="gray.50" rounded="lg" p="5" aria-live="polite" data-testid="order-summary">
          <Heading as="h3" size="md">
            <FormattedMessage id={`pricing.plan.${plan}.name`} /> · <FormattedMessage id={`pricing.cycle.${cycle.toLowerCase()}`} />
          </Heading>
          <Flex justify="space-between">
            <FormattedMessage id="pricing.summary.plan" />
            <Text>
              <Usd value={priced.planPrice} /> × {priced.seats}
            </Text>
          </Flex>
          {priced.addonsPrice > 0 && (
            <Flex justify="space-between">
              <FormattedMessage id="pricing.summary.addons" />
              <Text>
                <Usd value={priced.addonsPrice} /> × {priced.seats}
              </Text>
            </Flex>
          )}
          <Flex justify="space-between" fontWeight="bold" fontSize="lg" borderTopWidth="1px" pt="3">
            <FormattedMessage id="pricing.summary.total" />
            <Text data-testid="monthly-total">
              <Usd value={priced.monthlyTotal} /> <FormattedMessage id="pricing.perMonth" />
            </Text>
          </Flex>
          {cycle === 'ANNUAL' && (
            <Text color="green.700" data-testid="annual-savings">
              <FormattedMessage id="pricing.summary.savings" values={{ amount: <Usd value={priced.annualSavings} /> }} />
            </Text>
          )}
          <Button colorPalette="brand" size="lg" mt="2" onClick={checkout} loading={busy} data-testid="checkout">
            <FormattedMessage id={offer.contactSales ? 'pricing.plan.ENTERPRISE.cta' : 'pricing.checkout.button'} />
          </Button>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="pricing.checkout.note" />
          </Text>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
