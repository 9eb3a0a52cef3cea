import { builder } from '../graphql/builder';
import { senderLoader } from '../graphql/loaders';
import { SenderNode } from '../senders/senders.schema';
import { analytics, ANALYTICS_PERIODS, PROMPT_DECISION_HOURS, type Analytics, type ReviewerPerformance, type TrendBucket, type TypeRisk } from './analytics';
import type { TeamPerformance } from './team-performance';
import { RISK_BAND_RANGES } from '../shared/risk-bands';
import {
  dashboard,
  priorityDocuments,
  recentActivity,
  type ActivityEntry,
  type Dashboard,
  type Kpi,
  type RiskDistribution,
  type SenderVolume,
} from './dashboard';
import { answerRows } from '../graphql/answer-rows';

const DashboardPeriodEnum = builder.enumType('DashboardPeriod', {
  description:
    "The calendar days the dashboard covers in the organization's time zone, today included up to now; each figure is compared with as many days just before.",
  values: {
    LAST_7_DAYS: { description: 'Today and the 6 days before.' },
    LAST_30_DAYS: { description: 'Today and the 29 days before.' },
    LAST_90_DAYS: { description: 'Today and the 89 days before.' },
  },
});

const AnalyticsPeriodEnum = builder.enumType('AnalyticsPeriod', {
  description: "The period of the analytics screen: calendar days of the organization's time zone up to now.",
  values: Object.fromEntries(
    Object.entries(ANALYTICS_PERIODS).map(([id, { days, bucketDays }]) => [
      id,
      {
        description:
          bucketDays === 1
            ? `Today and the ${days - 1} days before, a trend step per day.`
            : `This week and the ${Math.ceil(days / bucketDays) - 1} weeks before (from Monday), a trend step per week.`,
      },
    ]),
  ) as Record<keyof typeof ANALYTICS_PERIODS, { description: string }>,
});

const KpiRef = builder.objectRef<Kpi>('Kpi').implement({
  description: 'A figure for the period, the same figure for the period before, and the change between them.',
  fields: (t) => ({
    current: t.exposeFloat('current', { nullable: true, description: 'The figure for the period; null when there is nothing to measure.' }),
    previous: t.exposeFloat('previous', { nullable: true, description: 'The figure for the period just before.' }),
    changePercent: t.exposeInt('changePercent', {
      nullable: true,
      description: 'Change from previous to current in percent, rounded; null when either is missing or previous is 0.',
    }),
  }),
});

const RiskDistributionRef = builder.objectRef<RiskDistribution>('RiskDistribution').implement({
  description: "Documents counted by risk band (the documents' risk level).",
  fields: (t) => ({
    safe: t.exposeInt('safe', { description: 'Risk 1 to 3.' }),
    caution: t.exposeInt('caution', { description: 'Risk 4 to 7.' }),
    danger: t.exposeInt('danger', { description: 'Risk 8 to 10.' }),
  }),
});

const SenderVolumeRef = builder.objectRef<SenderVolume>('SenderVolume').implement({
  description: 'A sender with the documents it sent in a period.',
  fields: (t) => ({
    sender: t.field({
      type: SenderNode,
      nullable: true,
      description: 'The sender.',
      resolve: (volume, _args, context) => senderLoader(context).load(volume.senderId),
    }),
    documents: t.exposeInt('documents', { description: 'Documents it sent in the period.' }),
    averageRisk: t.exposeFloat('averageRisk', { nullable: true, description: 'Their mean risk score, one decimal.' }),
  }),
});

const ActivityEntryRef = builder.objectRef<ActivityEntry>('ActivityEntry').implement({
  description: 'One entry of the audit log about a document or a sender.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The audit entry.' }),
    action: t.exposeString('action', { description: 'What happened, e.g. `document.created`, `document.signed`, `sender.updated`.' }),
    at: t.expose('at', { type: 'DateTime', description: 'When it happened.' }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'Who did it; null for the system or a removed user.' }),
    documentId: t.globalID({
      nullable: true,
      description: 'The document it concerns, while the document exists.',
      resolve: (entry) => (entry.documentTitle !== null && entry.entityId ? { type: 'Document', id: entry.entityId } : null),
    }),
    documentTitle: t.exposeString('documentTitle', { nullable: true, description: 'Title of that document.' }),
  }),
});

const DashboardRef = builder.objectRef<Dashboard>('Dashboard').implement({
  description: "The organization's dashboard for a period ending now.",
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime', description: 'Start of the period (exclusive).' }),
    to: t.expose('to', { type: 'DateTime', description: 'End of the period: now, inclusive.' }),
    hasDocuments: t.exposeBoolean('hasDocuments', { description: 'False until the organization has its first document.' }),
    toProcess: t.expose('toProcess', { type: KpiRef, description: 'Documents received in the period still awaiting a decision at its end.' }),
    medianDecisionHours: t.expose('medianDecisionHours', {
      type: KpiRef,
      description: 'Median hours from arrival to decision, over the decisions of the period.',
    }),
    averageRisk: t.expose('averageRisk', { type: KpiRef, description: 'Mean risk score (1–10) of the documents received in the period.' }),
    approvalRate: t.expose('approvalRate', { type: KpiRef, description: 'Percent of the decisions of the period that signed the document.' }),
    riskDistribution: t.expose('riskDistribution', { type: RiskDistributionRef, description: 'Documents received in the period by risk band.' }),
    topSenders: t.expose('topSenders', { type: [SenderVolumeRef], description: 'The five senders that sent the most documents in the period.' }),
    priorityDocuments: t.prismaField({
      type: ['Document'],
      description: 'Pending documents, highest risk first, then the oldest (at most 5).',
      resolve: async (query, _dashboard, _args, context) => {
        const rows = await priorityDocuments(context.services, context.viewer, 5);
        return answerRows(
          context,
          'document',
          rows.map((row) => row.id),
          query,
        );
      },
    }),
    recentActivity: t.field({
      type: [ActivityEntryRef],
      description: 'The latest work on documents and senders (at most 10 entries), newest first.',
      resolve: (_dashboard, _args, context) => recentActivity(context.services, context.viewer, 10),
    }),
  }),
});

const ReviewerPerformanceRef = builder.objectRef<ReviewerPerformance>('ReviewerPerformance').implement({
  description: 'What one reviewer decided in the period.',
  fields: (t) => ({
    reviewerId: t.exposeID('reviewerId', { description: "The reviewer's user id." }),
    reviewerName: t.exposeString('reviewerName', { description: "The reviewer's full name." }),
    processed: t.exposeInt('processed', { description: 'Decisions made in the period.' }),
    averageHours: t.exposeFloat('averageHours', { nullable: true, description: 'Mean hours from arrival to decision.' }),
    riskRate: t.exposeFloat('riskRate', { description: `Percent of the decided documents with risk ${RISK_BAND_RANGES.DANGER.min} or more.` }),
    efficiency: t.exposeFloat('efficiency', { description: `Percent of decisions made within ${PROMPT_DECISION_HOURS} hours of arrival.` }),
  }),
});

const TeamPerformanceRef = builder.objectRef<TeamPerformance>('TeamPerformance').implement({
  description: "What one team's members decided in the period; the members without a team have a row of their own.",
  fields: (t) => ({
    teamId: t.globalID({
      nullable: true,
      description: 'The team; null for the members without a team.',
      resolve: (row) => (row.teamId ? { type: 'Team', id: row.teamId } : null),
    }),
    teamName: t.exposeString('teamName', { nullable: true, description: "The team's name; null for the members without a team." }),
    members: t.exposeInt('members', { description: 'Its members now (removed members are not counted).' }),
    processed: t.exposeInt('processed', { description: 'Decisions its members made in the period.' }),
    approvalRate: t.exposeFloat('approvalRate', {
      nullable: true,
      description: 'Percent of those decisions that signed the document; null without decisions.',
    }),
    refusalRate: t.exposeFloat('refusalRate', { nullable: true, description: 'Percent of those decisions that refused the document; null without decisions.' }),
    averageHours: t.exposeFloat('averageHours', { nullable: true, description: 'Mean hours from arrival to decision; null without decisions.' }),
  }),
});

const TrendBucketRef = builder.objectRef<TrendBucket>('TrendBucket').implement({
  description: 'Documents received in one step of the period.',
  fields: (t) => ({
    day: t.exposeString('day', {
      description: "The step's first calendar day in the organization's time zone (`YYYY-MM-DD`); a step is a day, or a week from Monday.",
    }),
    start: t.expose('start', { type: 'DateTime', description: 'The instant that day starts (inclusive); the step ends when the next one starts.' }),
    documents: t.exposeInt('documents', { description: 'Documents received in the step.' }),
    averageRisk: t.exposeFloat('averageRisk', { nullable: true, description: 'Their mean risk score; null without documents.' }),
  }),
});

const TypeRiskRef = builder.objectRef<TypeRisk>('TypeRisk').implement({
  description: 'Documents of one type received in the period, by risk band.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'The document type.' }),
    safe: t.exposeInt('safe', { description: 'Risk 1 to 3.' }),
    caution: t.exposeInt('caution', { description: 'Risk 4 to 7.' }),
    danger: t.exposeInt('danger', { description: 'Risk 8 to 10.' }),
  }),
});

const AnalyticsRef = builder.objectRef<Analytics>('Analytics').implement({
  description: "The organization's analytics for a period ending now, narrowed by the filters given.",
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime', description: 'Start of the period (exclusive).' }),
    to: t.expose('to', { type: 'DateTime', description: 'End of the period: now, inclusive.' }),
    totalVolume: t.exposeInt('totalVolume', { description: 'Documents received in the period.' }),
    riskRate: t.exposeFloat('riskRate', { nullable: true, description: `Percent of them with risk ${RISK_BAND_RANGES.DANGER.min} or more.` }),
    averageDecisionHours: t.exposeFloat('averageDecisionHours', {
      nullable: true,
      description: 'Mean hours from arrival to decision over the decisions of the period.',
    }),
    validationRate: t.exposeFloat('validationRate', { nullable: true, description: 'Percent of the decisions of the period that signed the document.' }),
    reviewers: t.expose('reviewers', { type: [ReviewerPerformanceRef], description: 'Decisions per reviewer, most active first.' }),
    teams: t.expose('teams', {
      type: [TeamPerformanceRef],
      description: 'Decisions per team of their reviewers, busiest first, the members without a team last.',
    }),
    topSenders: t.expose('topSenders', { type: [SenderVolumeRef], description: 'The ten senders that sent the most documents in the last 30 days.' }),
    trend: t.expose('trend', { type: [TrendBucketRef], description: 'Volume and mean risk per step, oldest first, steps without documents included.' }),
    riskByType: t.expose('riskByType', { type: [TypeRiskRef], description: 'Risk bands per document type, most frequent type first.' }),
  }),
});

builder.queryField('dashboard', (t) =>
  t.field({
    type: DashboardRef,
    description: "The organization's dashboard.",
    authScopes: { signedIn: true },
    args: { period: t.arg({ type: DashboardPeriodEnum, required: false, defaultValue: 'LAST_30_DAYS', description: 'The period; 30 days by default.' }) },
    resolve: (_root, args, context) => dashboard(context.services, context.viewer, args.period ?? 'LAST_30_DAYS'),
  }),
);

builder.queryField('analytics', (t) =>
  t.field({
    type: AnalyticsRef,
    description: "The organization's analytics.",
    authScopes: { signedIn: true },
    args: {
      period: t.arg({ type: AnalyticsPeriodEnum, required: false, defaultValue: 'MONTH', description: 'The period; a month by default.' }),
      senderId: t.arg.globalID({ required: false, for: [SenderNode], description: 'Only documents from this sender.' }),
      type: t.arg.string({ required: false, description: 'Only documents of this type.' }),
    },
    resolve: (_root, args, context) => analytics(context.services, context.viewer, args.period ?? 'MONTH', { senderId: args.senderId?.id, type: args.type }),
  }),
);
