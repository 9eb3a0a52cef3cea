import { Box, Button, CloseButton, Flex, Grid, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { EnhancedSendersScreen_panel$key } from '../../__generated__/EnhancedSendersScreen_panel.graphql';
import type { EnhancedSendersScreenQuery, SenderStatus } from '../../__generated__/EnhancedSendersScreenQuery.graphql';
import { RiskBadge } from '../documents/DocumentBadges';
import { RelativeDay, RISK_COLORS, useRefetchOnDocumentChange } from '../insights/InsightParts';
import { riskBandOf } from '../../../../server/shared/risk-bands';
import { VictoryAxis, VictoryBar, VictoryChart } from 'victory';
import { SenderCard, SenderStatusBadge } from './SenderCard';
import { useUpdateSenderMutation, type SenderCategory } from './useUpdateSenderMutation';

export const enhancedSendersScreenQuery = graphql`
  query EnhancedSendersScreenQuery($search: String, $status: SenderStatus) {
    viewer {
      role
    }
    senders(first: 60, search: $search, status: $status) {
      edges {
        node {
          id
          ...SenderCard_sender
          ...EnhancedSendersScreen_panel
        }
      }
    }
  }
`;

export const SENDER_STATUSES: SenderStatus[] = ['TRUSTED', 'CAUTION', 'BLOCKED'];
const CATEGORIES: SenderCategory[] = ['SUPPLIER', 'CLIENT', 'PARTNER', 'SERVICE_PROVIDER', 'ADMINISTRATION', 'OTHER'];

export const enhancedSendersVariables = (search: URLSearchParams) => {
  const status = search.get('status') as SenderStatus | null;
  return { search: search.get('q') || null, status: status && SENDER_STATUSES.includes(status) ? status : null };
};

/** /enhanced-senders: search and filter the senders, open one to see its documents and set how far it is trusted. */
export function EnhancedSendersScreen() {
  const intl = useIntl();
  const data = usePreloadedQuery<EnhancedSendersScreenQuery>(enhancedSendersScreenQuery, useLoaderData() as PreloadedQuery<EnhancedSendersScreenQuery>);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  useRefetchOnDocumentChange();
  const senders = data.senders.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const openId = params.get('sender');
  const open = senders.find((sender) => sender.id === openId) ?? null;
  const canManage = data.viewer?.role === 'MANAGER' || data.viewer?.role === 'ADMIN';

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  // The search reaches the address (and the server) once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.get('q') ?? '') !== search.trim()) update({ q: search.trim() || null });
    }, 300);
    return () => clearTimeout(timer);
  });

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="nav.enhancedSenders" />
      </Heading>
      <Flex gap="3" wrap="wrap">
        <Input
          maxW="sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'senders.enhanced.search' })}
          aria-label={intl.formatMessage({ id: 'senders.enhanced.search' })}
          data-testid="sender-search"
        />
        <NativeSelect.Root size="md" maxW="xs">
          <NativeSelect.Field
            value={params.get('status') ?? ''}
            onChange={(event) => update({ status: event.target.value || null })}
            aria-label={intl.formatMessage({ id: 'senders.enhanced.statusFilter' })}
            data-testid="sender-status-filter"
          >
            <option value="">{intl.formatMessage({ id: 'senders.enhanced.allStatuses' })}</option>
            {SENDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: `senders.status.${status}` })}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: open ? '3fr 2fr' : '1fr' }} gap="5" alignItems="start">
        {senders.length === 0 ? (
          <Text color="fg.muted" data-testid="senders-none">
            <FormattedMessage id="senders.enhanced.none" />
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: open ? 2 : 3 }} gap="4">
            {senders.map((sender) => (
              <SenderCard key={sender.id} sender={sender} onOpen={() => update({ sender: sender.id })} />
            ))}
          </SimpleGrid>
        )}
        {open && <SenderPanel key={open.id} sender={open} canManage={canManage} onClose={() => update({ sender: null })} />}
      </Grid>
    </Stack>
  );
}

function SenderPanel({ sender: key, canManage, onClose }: { sender: EnhancedSendersScreen_panel$key; canManage: boolean; onClose(): void }) {
  const intl = useIntl();
  const sender = useFragment(
    graphql`
      fragment EnhancedSendersScreen_panel on Sender {
        id
        name
        domain
        status
        category
        figures {
          trustScore
          riskTrend
        }
        riskHistory {
          month
          averageRisk
          documents
        }
        recentDocuments(first: 3) {
          id
          title
          riskScore
          receivedAt
        }
      }
    `,
    key,
  );
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState(sender.status);
  const [category, setCategory] = useState(sender.category);
  const [updateSender, saving] = useUpdateSenderMutation();
  const save = () => updateSender({ id: sender.id, status, category, trustScore: sender.figures.trustScore }, () => setEditing(false));
  const trend = sender.figures.riskTrend;
  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="lg" p="5" position={{ lg: 'sticky' }} top={{ lg: '4' }} data-testid="sender-panel">
      <Flex justify="space-between" align="start" gap="2">
        <Stack gap="0">
          <Heading as="h2" size="lg">
            {sender.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {sender.domain}
          </Text>
        </Stack>
        <CloseButton size="sm" onClick={onClose} aria-label={intl.formatMessage({ id: 'common.close' })} />
      </Flex>
      <HStack gap="6" wrap="wrap">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="senders.trustScore" />
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="trust-score">
            {sender.figures.trustScore === null || sender.figures.trustScore === undefined ? (
              '—'
            ) : (
              <FormattedMessage id="senders.outOfHundred" values={{ value: sender.figures.trustScore }} />
            )}
          </Text>
        </Stack>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="senders.categoryLabel" />
          </Text>
          <Text fontWeight="medium">
            <FormattedMessage id={`senders.category.${sender.category}`} />
          </Text>
        </Stack>
        <SenderStatusBadge status={sender.status} />
      </HStack>
      <Text fontSize="sm" data-testid="risk-trend">
        {trend === null || trend === undefined ? (
          <FormattedMessage id="senders.trend.none" />
        ) : (
          <FormattedMessage
            id={trend > 0 ? 'senders.trend.up' : trend < 0 ? 'senders.trend.down' : 'senders.trend.flat'}
            values={{ value: <FormattedNumber value={Math.abs(trend)} maximumFractionDigits={1} /> }}
          />
        )}
      </Text>
      {sender.riskHistory.length > 0 && (
        <Stack gap="1" data-testid="risk-history">
          <Text fontWeight="medium">
            <FormattedMessage id="senders.riskHistory" />
          </Text>
          <VictoryChart height={150} padding={{ top: 10, bottom: 30, left: 36, right: 16 }} domain={{ y: [0, 10] }} domainPadding={{ x: 16 }}>
            <VictoryAxis tickFormat={(tick: string) => intl.formatDate(tick, { month: 'short', timeZone: 'UTC' })} style={{ tickLabels: { fontSize: 10 } }} />
            <VictoryAxis dependentAxis tickValues={[0, 5, 10]} style={{ tickLabels: { fontSize: 10 } }} />
            <VictoryBar
              data={sender.riskHistory.map((month) => ({ x: String(month.month), y: month.averageRisk }))}
              style={{ data: { fill: ({ datum }) => RISK_COLORS[riskBandOf(Number(datum.y))] } }}
              barWidth={14}
            />
          </VictoryChart>
        </Stack>
      )}
      <Stack gap="2">
        <Text fontWeight="medium">
          <FormattedMessage id="senders.recentDocuments" />
        </Text>
        {sender.recentDocuments.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="senders.noDocuments" />
          </Text>
        ) : (
          sender.recentDocuments.map((document) => (
            <Flex key={document.id} justify="space-between" align="center" gap="2" data-testid="recent-document">
              <Stack gap="0" minW="0">
                <Text fontSize="sm" truncate>
                  <Link to={`/documents?document=${encodeURIComponent(document.id)}`}>{document.title}</Link>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  <RelativeDay date={document.receivedAt} />
                </Text>
              </Stack>
              <RiskBadge score={document.riskScore} />
            </Flex>
          ))
        )}
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline" data-testid="see-documents">
          <Link to={`/enhanced-documents?sender=${encodeURIComponent(sender.id)}`}>
            <FormattedMessage id="senders.seeDocuments" />
          </Link>
        </Button>
        {canManage && (
          <Button size="sm" onClick={() => setEditing((value) => !value)} data-testid="trust-settings">
            <FormattedMessage id="senders.trust.title" />
          </Button>
        )}
      </HStack>
      {editing && (
        <Box borderTopWidth="1px" pt="4" data-testid="trust-form">
          <Stack gap="3">
            <label>
              <Text fontSize="sm" mb="1">
                <FormattedMessage id="senders.trust.status" />
              </Text>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={status} onChange={(event) => setStatus(event.target.value as SenderStatus)} data-testid="trust-status">
                  {SENDER_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {intl.formatMessage({ id: `senders.status.${value}` })}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
            </label>
            <label>
              <Text fontSize="sm" mb="1">
                <FormattedMessage id="senders.categoryLabel" />
              </Text>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={category} onChange={(event) => setCategory(event.target.value as SenderCategory)} data-testid="trust-category">
                  {CATEGORIES.map((value) => (
                    <option key={value} value={value}>
                      {intl.formatMessage({ id: `senders.category.${value}` })}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
            </label>
            <Button size="sm" onClick={save} loading={saving} alignSelf="start" data-testid="trust-save">
              <FormattedMessage id="common.save" />
            </Button>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
