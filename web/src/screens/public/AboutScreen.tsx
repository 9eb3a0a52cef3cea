import { Badge, Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

const TIMELINE = [
  { key: 'mvp', year: 2025, current: true },
  { key: 'us', year: 2026, current: false },
  { key: 'europe', year: 2027, current: false },
] as const;
const FOUNDERS = ['product', 'engineering', 'legal'] as const;
const VALUES = ['ownership', 'trust', 'velocity'] as const;

export function AboutScreen() {
  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Stack gap="14">
        <Stack gap="4" textAlign="center" align="center">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            <FormattedMessage id="about.title" />
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="3xl">
            <FormattedMessage id="about.mission" />
          </Text>
        </Stack>
        <Box bg="white" borderWidth="1px" rounded="xl" p="8">
          <Heading as="h2" size="xl" mb="3">
            <FormattedMessage id="about.visionTitle" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="about.vision" />
          </Text>
        </Box>
        <Stack gap="4">
          <Heading as="h2" size="xl">
            <FormattedMessage id="about.timelineTitle" />
          </Heading>
          <Stack as="ol" gap="4" listStyleType="none" borderStartWidth="2px" borderColor="brand.200" ps="6">
            {TIMELINE.map(({ key, year, current }) => (
              <Box as="li" key={key} data-current={current}>
                <Text fontWeight="bold" color="brand.700">
                  {year}{' '}
                  <Badge colorPalette={current ? 'green' : 'gray'} ms="2">
                    <FormattedMessage id={current ? 'about.current' : 'about.planned'} />
                  </Badge>
                </Text>
                <Text fontWeight="semibold">
                  <FormattedMessage id={`about.timeline.${key}.title`} />
                </Text>
                <Text color="fg.muted">
                  <FormattedMessage id={`about.timeline.${key}.body`} />
                </Text>
              </Box>
            ))}
          </Stack>
        </Stack>
        <Stack gap="4">
          <Heading as="h2" size="xl">
            <FormattedMessage id="about.teamTitle" />
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {FOUNDERS.map((founder) => (
              <Stack key={founder} bg="white" borderWidth="1px" rounded="xl" p="6" gap="2" align="center" textAlign="center">
                <Box boxSize="16" rounded="full" bg="brand.100" aria-hidden="true" />
                <Text fontWeight="semibold">
                  <FormattedMessage id="about.founderName" />
                </Text>
                <Text color="fg.muted">
                  <FormattedMessage id={`about.founder.${founder}`} />
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="4">
          <Heading as="h2" size="xl">
            <FormattedMessage id="about.valuesTitle" />
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {VALUES.map((value) => (
              <Stack key={value} bg="white" borderWidth="1px" rounded="xl" p="6" gap="2">
                <Heading as="h3" size="md">
                  <FormattedMessage id={`about.values.${value}.title`} />
                </Heading>
                <Text color="fg.muted">
                  <FormattedMessage id={`about.values.${value}.body`} />
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
