import { createContextCache } from '@pothos/core';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { can } from '../access/policy';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { rowSelection } from '../graphql/row-selection';
import { NO_ORGANIZATION } from '../shared/ids';
import { senderFigures, senderRiskHistory, type SenderFigures, type SenderRiskMonth } from './sender-figures';
import { senderSummary, type SenderSummary } from './sender-summary';
import { updateSender } from './update-sender';
import { answerRow, answerRows } from '../graphql/answer-rows';
import { findSender, listSenderDocuments } from './get-sender';
import { listSenders } from './list-senders';

export const SenderStatusEnum = builder.enumType('SenderStatus', {
  description: 'How far the organization trusts a sender; set by a manager.',
  values: {
    TRUSTED: { description: 'A known, reliable partner.' },
    CAUTION: { description: 'Not vetted yet, or under watch (every new sender starts here).' },
    BLOCKED: { description: 'Documents from this sender are flagged on arrival.' },
  },
});

export const SenderCategoryEnum = builder.enumType('SenderCategory', {
  description: 'What kind of party a sender is to the organization.',
  values: {
    SUPPLIER: { description: 'Sells goods or services to the organization.' },
    CLIENT: { description: 'Buys from the organization.' },
    PARTNER: { description: 'A business partner.' },
    SERVICE_PROVIDER: { description: 'Provides services (law firm, accountant, agency).' },
    ADMINISTRATION: { description: 'A public body.' },
    OTHER: { description: 'Not categorized.' },
  },
});

const SenderRecommendationEnum = builder.enumType('SenderRecommendation', {
  description: 'How closely to watch a sender, from its reliability (≥ 9 reliable partner, ≥ 7 standard monitoring, else reinforced).',
  values: {
    REINFORCED_MONITORING: { description: 'Read every document closely (reliability under 7, or a blocked sender).' },
    STANDARD_MONITORING: { description: 'The usual review (reliability from 7 to under 9).' },
    RELIABLE_PARTNER: { description: 'A reliable partner (reliability 9 or more).' },
  },
});

const SenderFiguresRef = builder.objectRef<SenderFigures>('SenderFigures').implement({
  description: "What the organization's documents say about a sender. Periods are rolling windows ending now.",
  fields: (t) => ({
    documents: t.exposeInt('documents', { description: 'Documents received from the sender, ever.' }),
    documentsLast7Days: t.exposeInt('documentsLast7Days', { description: 'Documents received in the last 7 days.' }),
    documentsLast30Days: t.exposeInt('documentsLast30Days', { description: 'Documents received in the last 30 days.' }),
    averageRisk: t.exposeFloat('averageRisk', { nullable: true, description: 'Mean risk score (1–10) of its documents, one decimal; null without documents.' }),
    riskTrend: t.exposeFloat('riskTrend', {
      nullable: true,
      description: 'Mean risk of the last 30 days minus that of the 30 days before; null unless both periods have documents.',
    }),
    acceptanceRate: t.exposeFloat('acceptanceRate', {
      nullable: true,
      description: 'Share of decided documents that were signed, 0–1; null before the first decision.',
    }),
    averageResponseHours: t.exposeFloat('averageResponseHours', {
      nullable: true,
      description: 'Mean hours from arrival to decision, over decided documents.',
    }),
    lastActivityAt: t.expose('lastActivityAt', { type: 'DateTime', nullable: true, description: 'When its last document arrived.' }),
    documentTypes: t.exposeStringList('documentTypes', { description: 'The distinct types of the documents it sent.' }),
    reliabilityScore: t.exposeFloat('reliabilityScore', {
      nullable: true,
      description: '0–10: 10 when its documents average risk 1, 0 at risk 10, linear in between.',
    }),
    trustScore: t.exposeInt('trustScore', {
      nullable: true,
      description: '0–100: 7 × reliability + 30 × acceptance rate (reliability ÷ 10 before any decision); 0 when blocked.',
    }),
    recommendation: t.field({
      type: SenderRecommendationEnum,
      nullable: true,
      description: 'How closely to watch it; null without documents.',
      resolve: (figures) => figures.recommendation,
    }),
  }),
});

const SenderRiskMonthRef = builder.objectRef<SenderRiskMonth>('SenderRiskMonth').implement({
  description: "A sender's documents in one calendar month (UTC).",
  fields: (t) => ({
    month: t.expose('month', { type: 'DateTime', description: 'First instant of the month.' }),
    documents: t.exposeInt('documents', { description: 'Documents received that month.' }),
    averageRisk: t.exposeFloat('averageRisk', { description: 'Their mean risk score, one decimal.' }),
  }),
});

/** Figures and monthly history of the senders one request shows, each read in one batched statement. */
const senderFiguresLoader = createContextCache(
  (context: Context) =>
    new DataLoader<string, SenderFigures | null>(async (ids) => {
      const organizationId = context.viewer?.organizationId;
      if (!organizationId) return ids.map(() => null);
      const rows = await senderFigures(context.services.db.prisma, organizationId, context.services.clock.now(), { ids: [...ids], limit: ids.length });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

const RISK_HISTORY_MONTHS = 6;
const senderHistoryLoader = createContextCache(
  (context: Context) =>
    new DataLoader<string, SenderRiskMonth[]>(async (ids) => {
      const organizationId = context.viewer?.organizationId;
      if (!organizationId) return ids.map(() => []);
      const history = await senderRiskHistory(context.services.db.prisma, organizationId, ids, context.services.clock.now(), RISK_HISTORY_MONTHS);
      return ids.map((id) => history.get(id) ?? []);
    }),
);

export const SenderNode = builder.prismaNode('Sender', {
  id: { field: 'id' },
  description: 'A company that sends documents to the organization, known by the domain of its email addresses.',
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  findUnique: (id, context) => ({ id, organizationId: can(context.viewer, 'sender.read') ? context.viewer.organizationId : NO_ORGANIZATION }),
  // Every door to a sender checks its caller (see Document).
  fields: (t) => ({
    name: t.exposeString('name', { description: "The company's name (its domain when nobody named it)." }),
    email: t.exposeString('email', { nullable: true, description: 'The first address it wrote from.' }),
    domain: t.exposeString('domain', { description: 'The domain of its addresses, unique in the organization.' }),
    status: t.expose('status', { type: SenderStatusEnum, description: 'How far the organization trusts it.' }),
    category: t.expose('category', { type: SenderCategoryEnum, description: 'What kind of party it is.' }),
    figures: t.field({
      type: SenderFiguresRef,
      description: 'Its figures, computed from the documents it sent.',
      resolve: async (sender, _args, context) => (await senderFiguresLoader(context).load(sender.id))!,
    }),
    riskHistory: t.field({
      type: [SenderRiskMonthRef],
      description: `Mean risk per month over the last ${RISK_HISTORY_MONTHS} calendar months, months without documents left out.`,
      resolve: (sender, _args, context) => senderHistoryLoader(context).load(sender.id),
    }),
    recentDocuments: t.prismaField({
      type: ['Document'],
      description: 'Its latest documents, newest first.',
      args: { first: t.arg.int({ required: false, defaultValue: 3, description: 'How many, 1 to 20.' }) },
      resolve: (query, sender, args, context) => listSenderDocuments(context.services, context.viewer, sender.id, args.first ?? 3, rowSelection(query)),
    }),
  }),
});

const SenderSummaryRef = builder.objectRef<SenderSummary>('SenderSummary').implement({
  description: "The organization's senders at a glance.",
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Senders known to the organization.' }),
    trusted: t.exposeInt('trusted', { description: 'Senders marked TRUSTED.' }),
    blocked: t.exposeInt('blocked', { description: 'Senders marked BLOCKED.' }),
    averageReliability: t.exposeFloat('averageReliability', {
      nullable: true,
      description: 'Mean reliability (0–10) of the senders with documents; null when none has any.',
    }),
    documentsThisMonth: t.exposeInt('documentsThisMonth', { description: 'Documents with a known sender received since the first of the month (UTC).' }),
  }),
});

builder.queryField('senders', (t) =>
  t.connection({
    type: SenderNode,
    description: "The organization's senders, by name, with their figures.",
    authScopes: { signedIn: true },
    args: {
      search: t.arg.string({ required: false, description: 'Part of a name, domain or address, regardless of case and of the accents of a name.' }),
      status: t.arg({ type: SenderStatusEnum, required: false, description: 'Only senders with this status.' }),
    },
    resolve: (_root, args, context) =>
      resolveOffsetConnection({ args, defaultSize: 50, maxSize: 500 }, async ({ limit, offset }) => {
        const rows = await listSenders(context.services, context.viewer, { search: args.search, status: args.status, limit, offset });
        const loader = senderFiguresLoader(context);
        for (const row of rows) loader.prime(row.id, row);
        return answerRows(
          context,
          'sender',
          rows.map((row) => row.id),
          {},
        );
      }),
  }),
);

builder.queryField('sender', (t) =>
  t.prismaField({
    type: 'Sender',
    nullable: true,
    description: "One of the organization's senders; null for an unknown id or another organization's sender.",
    authScopes: { signedIn: true },
    args: { id: t.arg.globalID({ required: true, for: [SenderNode], description: 'The sender.' }) },
    resolve: (query, _root, args, context) => findSender(context.services, context.viewer, args.id.id, rowSelection(query)),
  }),
);

builder.queryField('senderSummary', (t) =>
  t.field({
    type: SenderSummaryRef,
    description: 'Totals over all of the organization’s senders (cards of the senders screen).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => senderSummary(context.services, context.viewer),
  }),
);

const UpdateSenderInput = builder.inputType('UpdateSenderInput', {
  description: 'What a manager may change about a sender; fields left out stay as they are.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: [SenderNode], description: 'The sender.' }),
    status: t.field({ type: SenderStatusEnum, required: false, description: 'New trust status.' }),
    category: t.field({ type: SenderCategoryEnum, required: false, description: 'New category.' }),
  }),
});

builder.mutationField('updateSender', (t) =>
  t.prismaField({
    type: 'Sender',
    description: "Sets a sender's trust status or category (managers and administrators).",
    authScopes: { signedIn: true },
    errors: mutationErrors('updateSender', { name: 'sender', description: 'The sender as it now is.' }),
    args: { input: t.arg({ type: UpdateSenderInput, required: true, description: 'The sender and its new settings.' }) },
    resolve: async (query, _root, args, context) => {
      const updated = await updateSender(context.services, context.viewer, {
        senderId: args.input.id.id,
        status: args.input.status,
        category: args.input.category,
        audit: { ip: context.ip, userAgent: context.userAgent },
      });
      return answerRow(context, 'sender', updated.id, query);
    },
  }),
);

builder.prismaObjectField('Document', 'fromBlockedSender', (t) =>
  t.exposeBoolean('fromBlockedSender', { description: 'The sender was blocked when the document arrived.' }),
);
