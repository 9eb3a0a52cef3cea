import { Badge, Box, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SenderCard_sender$key } from '../../__generated__/SenderCard_sender.graphql';
import { riskLevelOf } from '../../../../server/shared/risk-bands';
import { Duration, RelativeDay } from '../insights/InsightParts';

const STATUS_PALETTE: Record<string, string> = { TRUSTED: 'green', CAUTION: 'orange', BLOCKED: 'red' };

export function SenderStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle" data-testid="sender-status" data-status={status}>
      <FormattedMessage id={`senders.status.${status}`} />
    </Badge>
  );
}

/** Reliability 0–10 as a bar: ≥ 9 good, ≥ 7 caution, else danger. */
export function ReliabilityBar({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="senders.noFigures" />
      </Text>
    );
  }
  const palette = value >= 9 ? 'green' : value >= 7 ? 'orange' : 'red';
  return (
    <Stack gap="1" data-testid="reliability" data-value={value}>
      <Flex justify="space-between" fontSize="sm">
        <FormattedMessage id="senders.reliability" />
        <Text fontWeight="medium">
          <FormattedMessage id="senders.outOfTen" values={{ value: <FormattedNumber value={value} maximumFractionDigits={1} /> }} />
        </Text>
      </Flex>
      <Progress.Root value={value * 10} colorPalette={palette} size="sm">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** The mean risk with its level on the document bands (≤ 3 low, ≤ 7 moderate, above high). */
export function SenderRisk({ averageRisk }: { averageRisk: number | null | undefined }) {
  if (averageRisk === null || averageRisk === undefined) return <Text color="fg.muted">—</Text>;
  const level = riskLevelOf(averageRisk);
  return (
    <HStack gap="2">
      <Text fontWeight="bold">
        <FormattedMessage id="senders.outOfTen" values={{ value: <FormattedNumber value={averageRisk} maximumFractionDigits={1} /> }} />
      </Text>
      <Badge colorPalette={level === 'LOW' ? 'green' : level === 'MED' ? 'orange' : 'red'} variant="outline" data-testid="sender-risk-level" data-level={level}>
        <FormattedMessage id={`senders.level.${level}`} />
      </Badge>
    </HStack>
  );
}

/** One sender in the overview grid: who it is, how it is trusted, and what its documents say. */
export function SenderCard({ sender: key, onOpen }: { sender: SenderCard_sender$key; onOpen?: () => void }) {
  const sender = useFragment(
    graphql`
      fragment SenderCard_sender on Sender {
        name
        email
        domain
        status
        category
        figures {
          documents
          averageRisk
          reliabilityScore
          averageResponseHours
          documentTypes
          lastActivityAt
          recommendation
        }
      }
    `,
    key,
  );
  const { figures } = sender;
  return (
    <Stack
      gap="3"
      bg="white"
      borderWidth="1px"
      rounded="lg"
      p="4"
      data-testid="sender-card"
      cursor={onOpen ? 'pointer' : undefined}
      onClick={onOpen}
      _hover={onOpen ? { borderColor: 'brand.300' } : undefined}
    >
      <Flex justify="space-between" align="start" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="bold" truncate data-testid="sender-name">
            {sender.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id={`senders.category.${sender.category}`} /> · {sender.email ?? sender.domain}
          </Text>
        </Stack>
        <SenderStatusBadge status={sender.status} />
      </Flex>
      <Flex justify="space-between" fontSize="sm">
        <Text>
          <FormattedMessage id="senders.documents" values={{ count: figures.documents }} />
        </Text>
        <SenderRisk averageRisk={figures.averageRisk} />
      </Flex>
      <ReliabilityBar value={figures.reliabilityScore} />
      <Stack gap="1" fontSize="sm">
        <Text>
          <FormattedMessage id="senders.responseTime" />{' '}
          <strong>
            {figures.averageResponseHours === null || figures.averageResponseHours === undefined ? '—' : <Duration hours={figures.averageResponseHours} />}
          </strong>
        </Text>
        {figures.lastActivityAt && (
          <Text color="fg.muted">
            <FormattedMessage id="senders.lastActivity" /> <RelativeDay date={figures.lastActivityAt} />
          </Text>
        )}
        {figures.documentTypes.length > 0 && (
          <HStack gap="1" wrap="wrap">
            {figures.documentTypes.map((type) => (
              <Badge key={type} variant="outline">
                {type}
              </Badge>
            ))}
          </HStack>
        )}
      </Stack>
      {figures.recommendation && (
        <Box bg="bg.subtle" rounded="md" p="2" fontSize="sm" data-testid="recommendation" data-value={figures.recommendation}>
          <FormattedMessage id={`senders.recommendation.${figures.recommendation}`} />
        </Box>
      )}
    </Stack>
  );
}
