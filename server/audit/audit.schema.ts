import { builder } from '../graphql/builder';
import { AUDIT_AREAS } from '../shared/audit-areas';
import type { AuditSeverity } from './audit-severity';
import { AUDIT_PAGE_MAX, listAuditEvents, type AuditEntry } from './list-audit-events';

const AuditSeverityEnum = builder.enumType('AuditSeverity', {
  description: 'How closely an auditor should look at an entry.',
  values: {
    HIGH: { description: 'Changes who may do what: roles, members, API keys, plans, webhooks; failed sign-ins.' },
    MEDIUM: { description: 'Decisions on documents, senders, mailboxes and settings.' },
    LOW: { description: 'Everything else: sign-ins, new documents, triage.' },
  } as Record<AuditSeverity, { description: string }>,
});

const AuditAreaEnum = builder.enumType('AuditArea', {
  description: 'The area of an audited action (the first word of its name).',
  values: Object.fromEntries(AUDIT_AREAS.map((area) => [area.toUpperCase(), { value: area, description: `Actions named \`${area}.…\`.` }])) as Record<
    string,
    { value: string; description: string }
  >,
});

const AuditEventRef = builder.objectRef<AuditEntry>('AuditEvent').implement({
  description: 'One entry of the audit log: who did what, on what, when and from where. Entries are never changed or deleted.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the entry.' }),
    action: t.exposeString('action', { description: 'What was done, as `<area>.<verb>` (e.g. `member.role_changed`, `document.approved`).' }),
    severity: t.field({ type: AuditSeverityEnum, description: 'How closely to look at it.', resolve: (entry) => entry.severity }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'Who did it; null for the system (jobs, automations without an author).' }),
    actorEmail: t.exposeString('actorEmail', { nullable: true, description: 'Their address.' }),
    entityType: t.exposeString('entityType', { description: 'The kind of thing acted on (Document, User, ApiKey…).' }),
    entityId: t.exposeString('entityId', { nullable: true, description: 'Its id.' }),
    details: t.field({ type: 'JSON', description: 'What the action recorded (e.g. the old and new role).', resolve: (entry) => entry.data }),
    ip: t.exposeString('ip', { nullable: true, description: 'The address the request came from.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
  }),
});

const AuditPageRef = builder.objectRef<Awaited<ReturnType<typeof listAuditEvents>>>('AuditEventPage').implement({
  description: 'A page of the audit log, newest first.',
  fields: (t) => ({
    entries: t.field({ type: [AuditEventRef], description: 'The entries of this page.', resolve: (page) => page.entries }),
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Whether older entries follow.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

builder.queryField('auditEvents', (t) =>
  t.field({
    type: AuditPageRef,
    description: `The organization's audit log, newest first, filtered (managers). CSV: \`GET /api/audit-events.csv\` with the same filters (\`area\`, \`actor\`, \`from\`, \`to\`).`,
    authScopes: { signedIn: true },
    args: {
      first: t.arg.int({ required: false, defaultValue: 50, description: `Entries per page, 1 to ${AUDIT_PAGE_MAX}.` }),
      after: t.arg.string({ required: false, description: 'The `endCursor` of the previous page.' }),
      area: t.arg({ type: AuditAreaEnum, required: false, description: 'Only actions of this area.' }),
      actorId: t.arg.id({
        required: false,
        description: 'Only actions of this member (their id as `viewer.user.id` or `teamMembers` give it, decoded or not).',
      }),
      from: t.arg({ type: 'DateTime', required: false, description: 'From this time (included).' }),
      to: t.arg({ type: 'DateTime', required: false, description: 'Until this time (excluded).' }),
    },
    resolve: (_root, args, context) =>
      listAuditEvents(context.services, context.viewer, {
        first: args.first ?? 50,
        after: args.after,
        filter: { area: args.area as never, actorId: args.actorId ? String(args.actorId) : null, from: args.from ?? null, to: args.to ?? null },
      }),
  }),
);
