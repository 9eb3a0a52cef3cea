import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AuditLogCardMembersQuery } from '../../__generated__/AuditLogCardMembersQuery.graphql';
import type { AuditArea, AuditLogCardQuery } from '../../__generated__/AuditLogCardQuery.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { auditDetailLines, auditEntityLabel, auditText } from './audit-details';
import { AUDIT_AREAS } from '../../../../server/shared/audit-areas';

const AREAS = AUDIT_AREAS.map((area) => area.toUpperCase() as AuditArea);
const PAGE = 50;
const SEVERITY_COLOR = { HIGH: 'red', MEDIUM: 'orange', LOW: 'gray' } as const;

const auditLogQuery = graphql`
  query AuditLogCardQuery($first: Int!, $after: String, $area: AuditArea, $actorId: ID, $from: DateTime, $to: DateTime) {
    auditEvents(first: $first, after: $after, area: $area, actorId: $actorId, from: $from, to: $to) {
      hasNextPage
      endCursor
      entries {
        id
        action
        severity
        actorName
        actorEmail
        entityType
        details
        ip
        createdAt
      }
    }
  }
`;

const membersQuery = graphql`
  query AuditLogCardMembersQuery {
    teamMembers {
      id
      fullName
      email
    }
  }
`;

interface Filter {
  area: AuditArea | '';
  /** A member's id, or '' for everyone. */
  actor: string;
  from: string;
  to: string;
}

/** A day typed in a date field, as the start of that day in the reader's time zone (`to` takes the day after, so the day is included). */
const dayStart = (day: string, after = false) => {
  if (!day) return null;
  const date = new Date(`${day}T00:00:00`);
  if (after) date.setDate(date.getDate() + 1);
  return date.toISOString();
};

/** Managers: the organization's audit log, filtered by area, member and days, a page at a time, and its CSV. */
export function AuditLogCard() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>({ area: '', actor: '', from: '', to: '' });
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const change = (next: Partial<Filter>) => {
    setFilter((current) => {
      const merged = { ...current, ...next };
      // A period typed the wrong way round is read the right way round (ISO days compare as text).
      return merged.from && merged.to && merged.from > merged.to ? { ...merged, from: merged.to, to: merged.from } : merged;
    });
    setCursors([null]);
  };
  const csv = new URLSearchParams();
  if (filter.area) csv.set('area', filter.area.toLowerCase());
  if (filter.actor) csv.set('actor', filter.actor);
  if (filter.from) csv.set('from', dayStart(filter.from)!);
  if (filter.to) csv.set('to', dayStart(filter.to, true)!);
  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid="audit-log">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="audit.intro" />
      </Text>
      <HStack gap="3" wrap="wrap" align="end">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={intl.formatMessage({ id: 'audit.area' })}
            value={filter.area}
            onChange={(event) => change({ area: event.target.value as AuditArea | '' })}
          >
            <option value="">{intl.formatMessage({ id: 'audit.allAreas' })}</option>
            {AREAS.map((area) => (
              <option key={area} value={area}>
                {intl.formatMessage({ id: `audit.areas.${area}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Suspense fallback={<ActorSelect members={[]} value="" onChange={() => undefined} />}>
          <MemberFilter value={filter.actor} onChange={(actor) => change({ actor })} />
        </Suspense>
        <Input
          size="sm"
          type="date"
          width="auto"
          aria-label={intl.formatMessage({ id: 'audit.from' })}
          // The browser's picker keeps the period the right way round.
          max={filter.to || undefined}
          value={filter.from}
          onChange={(event) => change({ from: event.target.value })}
        />
        <Input
          size="sm"
          type="date"
          width="auto"
          aria-label={intl.formatMessage({ id: 'audit.to' })}
          min={filter.from || undefined}
          value={filter.to}
          onChange={(event) => change({ to: event.target.value })}
        />
        <Button asChild size="sm" variant="outline">
          <a href={`/api/audit-events.csv?${csv.toString()}`} data-testid="audit-csv">
            <FormattedMessage id="audit.export" />
          </a>
        </Button>
      </HStack>
      <Suspense fallback={<CenteredSpinner />}>
        <AuditPage
          filter={filter}
          after={cursors[cursors.length - 1]}
          page={cursors.length}
          onOlder={(cursor) => setCursors((current) => [...current, cursor])}
          onNewer={() => setCursors((current) => current.slice(0, -1))}
        />
      </Suspense>
    </Stack>
  );
}

function MemberFilter({ value, onChange }: { value: string; onChange(actor: string): void }) {
  const { teamMembers } = useLazyLoadQuery<AuditLogCardMembersQuery>(membersQuery, {}, { fetchPolicy: 'store-or-network' });
  return <ActorSelect members={teamMembers} value={value} onChange={onChange} />;
}

function ActorSelect({
  members,
  value,
  onChange,
}: {
  members: ReadonlyArray<{ id: string; fullName: string | null; email: string }>;
  value: string;
  onChange(actor: string): void;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={members.length === 0}>
      <NativeSelect.Field aria-label={intl.formatMessage({ id: 'audit.actor' })} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'audit.allActors' })}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.fullName || member.email}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function AuditPage({
  filter,
  after,
  page,
  onOlder,
  onNewer,
}: {
  filter: Filter;
  after: string | null;
  page: number;
  onOlder(cursor: string): void;
  onNewer(): void;
}) {
  const intl = useIntl();
  const { auditEvents } = useLazyLoadQuery<AuditLogCardQuery>(
    auditLogQuery,
    { first: PAGE, after, area: filter.area || null, actorId: filter.actor || null, from: dayStart(filter.from), to: dayStart(filter.to, true) },
    { fetchPolicy: 'store-and-network' },
  );
  // An action this version of the app does not word yet (the server is newer) shows as its code.
  const actionLabel = (action: string) => auditText(intl, `audit.actions.${action}`, action);
  if (auditEvents.entries.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="audit.none" />
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <FormattedMessage id="audit.when" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="audit.what" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="audit.who" />
              </Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">
                <FormattedMessage id="audit.details" />
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {auditEvents.entries.map((entry) => (
              <Table.Row key={entry.id} data-testid="audit-entry" data-action={entry.action}>
                <Table.Cell whiteSpace={{ base: 'normal', md: 'nowrap' }}>
                  {intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2" align="start">
                    <Badge colorPalette={SEVERITY_COLOR[entry.severity as keyof typeof SEVERITY_COLOR] ?? 'gray'}>
                      <FormattedMessage id={`audit.severity.${entry.severity}`} />
                    </Badge>
                    <Stack gap="0">
                      <Text data-testid="audit-action">{actionLabel(entry.action)}</Text>
                      <Text fontFamily="mono" fontSize="xs" color="fg.muted" wordBreak="break-all">
                        {entry.action}
                      </Text>
                      {/* On a phone the details column is hidden: they follow the action. */}
                      <Stack gap="0" fontSize="xs" mt="1" hideFrom="md" data-testid="audit-details-phone">
                        <DetailLines details={entry.details} />
                      </Stack>
                    </Stack>
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <Text>{entry.actorName ?? intl.formatMessage({ id: 'audit.system' })}</Text>
                  {entry.ip && (
                    <Text fontSize="xs" color="fg.muted">
                      {entry.ip}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell hideBelow="md" data-testid="audit-details">
                  <Stack gap="0" fontSize="xs" maxW="md" title={JSON.stringify(entry.details)}>
                    <Text color="fg.muted">{auditEntityLabel(entry.entityType, intl)}</Text>
                    <DetailLines details={entry.details} testId="audit-detail" />
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <HStack justify="space-between">
        <Button size="sm" variant="ghost" disabled={page === 1} onClick={onNewer}>
          <FormattedMessage id="audit.newer" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={!auditEvents.hasNextPage || !auditEvents.endCursor}
          onClick={() => auditEvents.endCursor && onOlder(auditEvents.endCursor)}
        >
          <FormattedMessage id="audit.older" />
        </Button>
      </HStack>
    </Stack>
  );
}

/** An entry's details, a line each, in the reader's language. */
function DetailLines({ details, testId }: { details: unknown; testId?: string }) {
  const intl = useIntl();
  return auditDetailLines(details, intl).map((line) => (
    <Text key={line.key} data-testid={testId} wordBreak="break-word">
      {line.label ? intl.formatMessage({ id: 'audit.detail' }, { label: line.label, value: line.value }) : line.value}
    </Text>
  ));
}
