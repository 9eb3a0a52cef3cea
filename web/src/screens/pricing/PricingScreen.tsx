import { Badge, Box, Button, Checkbox, Container, Field, Flex, HStack, Heading, Input, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ADDON_OFFERS, ANNUAL_DISCOUNT_PERCENT, MAX_SEATS, MIN_SEATS, PLAN_OFFERS, clampSeats, quote, type AddonId, type BillingCycleId, type PaidPlanId } from '../../../../server/shared/pricing';
import { toaster } from '../../components/toaster';
import { startCheckout } from './startCheckout';

const Usd = ({ value }: { value: number }) => <FormattedNumber value={value} style="currency" currency="USD" maximumFractionDigits={0} />;

const PLAN_FEATURES: Record<PaidPlanId, string[]> = {
  SOLO: ['documents', 'analysis', 'signing', 'support'],
  TEAM: ['documents', 'analysis', 'signing', 'senders', 'analytics', 'mail', 'support'],
  ENTERPRISE: ['documents', 'analysis', 'signing', 'senders', 'analytics', 'mail', 'api', 'sso', 'support'],
};

/** Plans, the order configurator and the way to Stripe Checkout. The figures shown are recomputed by the server. */
export function PricingScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [cycle, setCycle] = useState<BillingCycleId>('ANNUAL');
  const [plan, setPlan] = useState<PaidPlanId>('TEAM');
  const [seatsText, setSeatsText] = useState('1');
  const [coupon, setCoupon] = useState('');
  const [company, setCompany] = useState('');
  const [addons, setAddons] = useState<AddonId[]>([]);
  const [busy, setBusy] = useState(false);
  const seats = clampSeats(seatsText);
  const priced = quote({ plan, cycle, seats, addons });
  const offer = PLAN_OFFERS.find((candidate) => candidate.id === plan)!;

  const toast = (type: 'success' | 'error' | 'info', titleId: string, descriptionId?: string, description?: string) =>
    toaster.create({ type, title: intl.formatMessage({ id: titleId }), description: description ?? (descriptionId ? intl.formatMessage({ id: descriptionId }) : undefined) });

  // The sales team's offers start with the contact form, filled in with the order configured here.
  const contactSales = () => navigate(`/contact?${new URLSearchParams({ plan, seats: String(seats), cycle, ...(company.trim() ? { company: company.trim() } : {}) })}`);

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
        const known = outcome.code && intl.messages[`pricing.errors.${outcome.code}`] ? intl.formatMessage({ id: `pricing.errors.${outcome.code}` }, outcome.details) : null;
        return toast('error', 'common.error', undefined, known ?? outcome.message ?? intl.formatMessage({ id: 'pricing.checkout.failed' }));
      }
    }
  }

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
            <Button key={option} size="sm" rounded="full" variant={cycle === option ? 'solid' : 'ghost'} colorPalette="brand" role="radio" aria-checked={cycle === option} onClick={() => setCycle(option)} data-testid={`cycle-${option.toLowerCase()}`}>
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

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {PLAN_OFFERS.map((candidate) => {
          const selected = candidate.id === plan;
          const price = cycle === 'ANNUAL' ? candidate.annualPrice : candidate.monthlyPrice;
          return (
            <Stack key={candidate.id} bg="white" borderWidth={selected ? '2px' : '1px'} borderColor={selected ? 'brand.500' : 'border'} rounded="xl" p="6" gap="4" data-testid={`plan-${candidate.id.toLowerCase()}`}>
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
              <Button colorPalette="brand" variant={selected ? 'solid' : 'outline'} onClick={() => setPlan(candidate.id)} aria-pressed={selected} data-testid={`choose-${candidate.id.toLowerCase()}`}>
                <FormattedMessage id={`pricing.plan.${candidate.id}.cta`} />
              </Button>
            </Stack>
          );
        })}
      </SimpleGrid>

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
              <Input type="number" inputMode="numeric" min={MIN_SEATS} max={MAX_SEATS} step={1} value={seatsText} onChange={(event) => setSeatsText(event.target.value)} onBlur={() => setSeatsText(String(seats))} data-testid="seats" />
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
                  onCheckedChange={(change) => setAddons((current) => (change.checked === true ? [...current, addon.id] : current.filter((id) => id !== addon.id)))}
                  data-testid={`addon-${addon.id}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <FormattedMessage id={`pricing.addon.${addon.id}`} /> (+<Usd value={addon.monthlyPrice} /> <FormattedMessage id="pricing.perUserMonth" />)
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
    </Container>
  );
}
