import { Badge, Box, Button, Container, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';

const FEATURES = [
  { key: 'risk', palette: 'purple' },
  { key: 'documents', palette: 'blue' },
  { key: 'senders', palette: 'teal' },
  { key: 'analytics', palette: 'orange' },
  { key: 'mail', palette: 'cyan' },
  { key: 'automation', palette: 'gray' },
] as const;

/** The figures Paraphe announces, shown as announcements: formatted in the reader's language. */
const CLAIMS: ReadonlyArray<{ key: string; value(intl: IntlShape): string }> = [
  { key: 'documents', value: (intl) => `${intl.formatNumber(2000)}+` },
  { key: 'precision', value: (intl) => intl.formatNumber(0.998, { style: 'percent', maximumFractionDigits: 1 }) },
  { key: 'support', value: () => '24/7' },
  { key: 'timeSaved', value: (intl) => intl.formatNumber(0.85, { style: 'percent' }) },
  { key: 'accuracy', value: (intl) => intl.formatNumber(0.92, { style: 'percent' }) },
  { key: 'riskReduction', value: (intl) => intl.formatNumber(0.6, { style: 'percent' }) },
  { key: 'processing', value: (intl) => `< ${intl.formatNumber(2, { style: 'unit', unit: 'minute', unitDisplay: 'short' })}` },
];

export function LandingScreen() {
  const intl = useIntl();
  return (
    <>
      <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="gray.50" py={{ base: '16', md: '24' }}>
        <Container maxW="4xl" textAlign="center">
          <Stack gap="6" align="center">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight" color="brand.900">
              <FormattedMessage id="landing.title" />
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
              <FormattedMessage id="landing.subtitle" />
            </Text>
            <Stack align="center" gap="2">
              <Button asChild size="lg" colorPalette="brand">
                <Link to="/auth/signup">
                  <FormattedMessage id="landing.cta" />
                </Link>
              </Button>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="landing.ctaHint" />
              </Text>
            </Stack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py="16">
        <Heading as="h2" size="2xl" textAlign="center" mb="10">
          <FormattedMessage id="landing.featuresTitle" />
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {FEATURES.map(({ key, palette }) => (
            <Box key={key} bg="white" borderWidth="1px" rounded="xl" p="6" shadow="xs">
              <Stack gap="3">
                <Badge alignSelf="flex-start" colorPalette={palette} variant="subtle">
                  <FormattedMessage id={`landing.feature.${key}.badge`} />
                </Badge>
                <Heading as="h3" size="md">
                  <FormattedMessage id={`landing.feature.${key}.title`} />
                </Heading>
                <Text color="fg.muted">
                  <FormattedMessage id={`landing.feature.${key}.body`} />
                </Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Heading as="h2" size="xl" textAlign="center" mt="16" mb="2">
          <FormattedMessage id="landing.claims.title" />
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="6" mt="6" data-testid="claims">
          {CLAIMS.map(({ value, key }) => (
            // A definition list names its term (the label) before its value: the value is shown above it.
            <Stat.Root key={key} textAlign="center" alignItems="center" flexDirection="column-reverse" justifyContent="flex-end">
              <Stat.Label>
                <FormattedMessage id={`landing.claims.${key}`} />
              </Stat.Label>
              <Stat.ValueText fontSize="3xl" color="brand.700">
                {value(intl)}
              </Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
        <Text textAlign="center" fontSize="sm" color="fg.muted" mt="4">
          <FormattedMessage id="landing.claims.note" />
        </Text>
      </Container>
    </>
  );
}
