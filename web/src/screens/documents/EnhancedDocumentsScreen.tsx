import { Box, Button, Flex, Grid, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { EnhancedDocumentsScreenQuery } from '../../__generated__/EnhancedDocumentsScreenQuery.graphql';
import type { EnhancedDocumentsScreen_query$key } from '../../__generated__/EnhancedDocumentsScreen_query.graphql';
import type { EnhancedDocumentsScreen_row$data, EnhancedDocumentsScreen_row$key } from '../../__generated__/EnhancedDocumentsScreen_row.graphql';
import type { DocumentFilter } from '../../__generated__/EnhancedDocumentsListQuery.graphql';
import { RISK_BANDS, type RiskBand } from '../../../../server/shared/risk-bands';
import { RiskBadge, StatusBadge } from './DocumentBadges';
import { useUpdateDocumentMutation } from './documentMutations';
import { useDocumentChangedSubscription } from './useDocumentChangedSubscription';
import { noSenderMessageId } from './senderLabel';
import { FileSize } from '../../components/FileSize';
import { TagList } from '../../components/TagList';

export const enhancedDocumentsScreenQuery = graphql`
  query EnhancedDocumentsScreenQuery {
    senders(first: 300) {
      edges {
        node {
          id
          name
        }
      }
    }
    ...EnhancedDocumentsScreen_query
  }
`;

const STATUSES = ['PENDING', 'UNDER_REVIEW', 'SIGNED', 'REFUSED', 'CORRECTING'] as const;
const PRIORITIES = ['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const;

type Row = EnhancedDocumentsScreen_row$data;

/** /enhanced-documents: search, filters, figures, export and triage over the live documents. */
export function EnhancedDocumentsScreen() {
  const data = usePreloadedQuery<EnhancedDocumentsScreenQuery>(enhancedDocumentsScreenQuery, useLoaderData() as PreloadedQuery<EnhancedDocumentsScreenQuery>);
  const intl = useIntl();
  const [search, setSearch] = useState('');
  // The senders screens open this one filtered on a sender (?sender=<id>).
  const [params] = useSearchParams();
  const [showFilters, setShowFilters] = useState(params.has('sender'));
  const [status, setStatus] = useState('');
  const [band, setBand] = useState('');
  const [sender, setSender] = useState(params.get('sender') ?? '');
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [tags, setTags] = useState('');
  const filter: DocumentFilter = {
    search: search || null,
    statuses: status ? [status as (typeof STATUSES)[number]] : null,
    riskBands: band ? [band as RiskBand] : null,
    senderIds: sender ? [sender] : null,
    types: type ? [type] : null,
    tags: tags.trim()
      ? tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean)
      : null,
    receivedFrom: from ? new Date(from).toISOString() : null,
    receivedTo: to ? new Date(`${to}T23:59:59`).toISOString() : null,
  };
  const select = (value: string, onChange: (value: string) => void, placeholder: string, options: Array<[string, string]>) => (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{intl.formatMessage({ id: placeholder })}</option>
        {options.map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="documents.enhanced.title" />
      </Heading>
      <Flex gap="3" wrap="wrap">
        <Input
          maxW="md"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'documents.enhanced.search' })}
          data-testid="enhanced-search"
        />
        <Button variant="outline" onClick={() => setShowFilters((open) => !open)}>
          <FormattedMessage id="documents.enhanced.filters" />
        </Button>
      </Flex>
      {showFilters && (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="3" p="3" borderWidth="1px" borderRadius="md" bg="white">
          {select(
            status,
            setStatus,
            'documents.enhanced.allStatuses',
            STATUSES.map((value) => [value, intl.formatMessage({ id: `status.${value}` })]),
          )}
          {select(
            band,
            setBand,
            'documents.enhanced.allRisks',
            RISK_BANDS.map((value) => [value, intl.formatMessage({ id: `risk.${value}` })]),
          )}
          {select(
            sender,
            setSender,
            'documents.enhanced.allSenders',
            data.senders.edges.flatMap((edge) => (edge?.node ? [[edge.node.id, edge.node.name] as [string, string]] : [])),
          )}
          {select(type, setType, 'documents.enhanced.allTypes', [
            ['PDF', 'PDF'],
            ['Document', 'Document'],
          ])}
          <label>
            <Text fontSize="xs">
              <FormattedMessage id="documents.enhanced.from" />
            </Text>
            <Input size="sm" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            <Text fontSize="xs">
              <FormattedMessage id="documents.enhanced.to" />
            </Text>
            <Input size="sm" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </label>
          <label>
            <Text fontSize="xs">
              <FormattedMessage id="documents.enhanced.tags" />
            </Text>
            <Input size="sm" value={tags} onChange={(event) => setTags(event.target.value)} />
          </label>
        </Grid>
      )}
      <EnhancedTable query={data} filter={filter} />
    </Stack>
  );
}

function EnhancedTable({ query, filter }: { query: EnhancedDocumentsScreen_query$key; filter: DocumentFilter }) {
  const intl = useIntl();
  const { data, refetch, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment EnhancedDocumentsScreen_query on Query
      @refetchable(queryName: "EnhancedDocumentsListQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, filter: { type: "DocumentFilter" }) {
        documentStats(filter: $filter) {
          total
          pending
          highRisk
          signed
        }
        documents(first: $count, after: $cursor, filter: $filter) @connection(key: "EnhancedDocumentsScreen_documents", filters: ["filter"]) {
          __id
          edges {
            node {
              id
              ...EnhancedDocumentsScreen_row
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    const timer = setTimeout(() => {
      startTransition(() => {
        refetch({ filter: JSON.parse(filterKey) }, { fetchPolicy: 'store-and-network' });
      });
    }, 250);
    return () => clearTimeout(timer);
  }, [filterKey, refetch]);
  useDocumentChangedSubscription([data.documents.__id]);
  // A document deleted in this browser leaves its edge without a node until the list is read again.
  const documents = data.documents.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  // Selection by id; each row reports its data as it renders, so select-all exports full rows.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = useRef(new Map<string, Row>());
  const seen = useCallback((row: Row) => void rows.current.set(row.id, row), []);
  const stats = data.documentStats;
  const share = (part: number) => intl.formatNumber(stats.total ? part / stats.total : 0, { style: 'percent', maximumFractionDigits: 0 });
  const toggle = (row: Row, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(row.id);
      else next.delete(row.id);
      return next;
    });
  const exportCsv = () => {
    const header = ['title', 'sender', 'status', 'riskScore', 'riskLevel', 'priority', 'receivedAt', 'type', 'pageCount', 'sizeBytes', 'tags'];
    const quote = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;
    const chosen = [...selected].flatMap((id) => rows.current.get(id) ?? []);
    const lines = chosen.map((row) =>
      [
        row.title,
        row.sender?.domain,
        row.status,
        row.riskScore,
        row.riskLevel,
        row.priority,
        row.receivedAt,
        row.type,
        row.pageCount,
        row.sizeBytes,
        row.tags.join('|'),
      ]
        .map(quote)
        .join(','),
    );
    const url = URL.createObjectURL(new Blob([[header.join(','), ...lines].join('\n')], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'documents.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  const figures: Array<[string, string]> = [
    ['documents.enhanced.total', String(stats.total)],
    ['documents.enhanced.pending', String(stats.pending)],
    ['documents.enhanced.riskRate', share(stats.highRisk)],
    ['documents.enhanced.validated', share(stats.signed)],
  ];
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
        {figures.map(([label, value]) => (
          <Box key={label} borderWidth="1px" borderRadius="md" bg="white" p="4" data-testid="figure">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id={label} />
            </Text>
            <Text fontSize="2xl" fontWeight="bold">
              {value}
            </Text>
          </Box>
        ))}
      </Grid>
      <Flex justify="end">
        <Button size="sm" variant="outline" disabled={selected.size === 0} onClick={exportCsv}>
          <FormattedMessage id="documents.enhanced.export" /> ({selected.size})
        </Button>
      </Flex>
      <Box borderWidth="1px" borderRadius="md" bg="white" overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <input
                  type="checkbox"
                  aria-label={intl.formatMessage({ id: 'documents.enhanced.selectAll' })}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setSelected(on ? new Set(documents.map((node) => node.id)) : new Set());
                  }}
                />
              </Table.ColumnHeader>
              {['document', 'sender', 'status', 'risk', 'priority', 'received', 'actions'].map((column) => (
                <Table.ColumnHeader key={column}>
                  <FormattedMessage id={`documents.columns.${column}`} />
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {documents.map((node) => (
              <EnhancedRow key={node.id} document={node} selected={selected.has(node.id)} onToggle={toggle} onSeen={seen} />
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {hasNext && (
        <Button variant="outline" alignSelf="center" onClick={() => loadNext(50)} loading={isLoadingNext}>
          <FormattedMessage id="documents.loadMore" />
        </Button>
      )}
    </Stack>
  );
}

function relativeDay(iso: string): { id: string; values?: Record<string, number> } {
  const days = Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);
  if (days <= 0) return { id: 'time.today' };
  if (days === 1) return { id: 'time.yesterday' };
  return { id: 'time.daysAgo', values: { days } };
}

function EnhancedRow({
  document,
  selected,
  onToggle,
  onSeen,
}: {
  document: EnhancedDocumentsScreen_row$key;
  selected: boolean;
  onToggle: (row: Row, on: boolean) => void;
  onSeen: (row: Row) => void;
}) {
  const intl = useIntl();
  const row = useFragment(
    graphql`
      fragment EnhancedDocumentsScreen_row on Document {
        id
        title
        type
        status
        riskScore
        riskLevel
        priority
        tags
        receivedAt
        pageCount
        sizeBytes
        source
        sender {
          name
          domain
        }
      }
    `,
    document,
  );
  useEffect(() => onSeen(row), [row, onSeen]);
  const [update] = useUpdateDocumentMutation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(row.tags.join(', '));
  const day = relativeDay(row.receivedAt);
  return (
    <Table.Row data-testid="enhanced-row">
      <Table.Cell>
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onToggle(row, event.target.checked)}
          aria-label={intl.formatMessage({ id: 'documents.enhanced.select' }, { title: row.title })}
        />
      </Table.Cell>
      {/* Wide enough for a title to read in lines rather than a word a line when the table is squeezed (a phone). */}
      <Table.Cell minW="48">
        <Text fontWeight="medium">{row.title}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.type}
          {row.pageCount ? (
            <>
              {' '}
              · <FormattedMessage id="documents.details.pages" values={{ count: row.pageCount }} />
            </>
          ) : null}{' '}
          · <FileSize bytes={row.sizeBytes} />
        </Text>
        {editing ? (
          <Flex gap="1" mt="1">
            <Input
              size="xs"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-label={intl.formatMessage({ id: 'documents.enhanced.tags' })}
            />
            <Button
              size="xs"
              onClick={() => {
                update({
                  id: row.id,
                  tags: draft
                    .split(',')
                    .map((tag) => tag.trim())
                    .filter(Boolean),
                });
                setEditing(false);
              }}
            >
              <FormattedMessage id="documents.enhanced.saveTags" />
            </Button>
          </Flex>
        ) : (
          <Flex gap="1" mt="1" wrap="wrap" data-testid="tags">
            <TagList tags={row.tags} size="sm" />
          </Flex>
        )}
      </Table.Cell>
      <Table.Cell>{row.sender?.domain ?? <FormattedMessage id={noSenderMessageId(row.source)} />}</Table.Cell>
      <Table.Cell>
        <StatusBadge status={row.status} />
      </Table.Cell>
      <Table.Cell>
        <RiskBadge score={row.riskScore} />
      </Table.Cell>
      <Table.Cell>
        <NativeSelect.Root size="xs">
          <NativeSelect.Field value={row.priority} onChange={(event) => update({ id: row.id, priority: event.target.value as (typeof PRIORITIES)[number] })}>
            {PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {intl.formatMessage({ id: `risk.priority.${priority}` })}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Table.Cell>
      <Table.Cell>
        <FormattedMessage id={day.id} values={day.values} />
      </Table.Cell>
      <Table.Cell>
        <Button size="xs" variant="ghost" onClick={() => setEditing((open) => !open)}>
          <FormattedMessage id="documents.enhanced.editTags" />
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
