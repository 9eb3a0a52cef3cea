import { encodeGlobalID } from '@pothos/plugin-relay';
import { ValidationFailed } from '../errors';
import { builder } from '../graphql/builder';
import { mutationErrors } from '../graphql/mutation-errors';
import { RiskBandEnum } from '../graphql/enums';
import { SenderStatusEnum } from '../senders/senders.schema';
import {
  AUTOMATION_RUNS_SHOWN,
  listAutomationRules,
  summarizeAutomationRules,
  type AutomationRuleSummary,
  type AutomationRunSummary,
} from './list-automation-rules';
import type { AutomationOutcome } from './run-automation';
import { updateAutomationRule } from './update-automation-rule';

const AutomationKindEnum = builder.enumType('AutomationKind', {
  description: 'The three automations of an organization.',
  values: {
    AUTO_SIGN: { description: 'Signs matching documents automatically, on behalf of the administrator who enabled it.' },
    HIGH_RISK_ALERT: { description: 'Alerts the organization to matching documents (a HIGH_RISK notification).' },
    REMINDER: { description: 'Reminds the people who must act on a matching document when nobody has decided 24 hours after its analysis.' },
  } as const,
});

const AutomationDocumentTypeEnum = builder.enumType('AutomationDocumentType', {
  description: 'What a document must be for a rule to act on it.',
  values: {
    ANY: { description: 'Any document.' },
    NDA: { description: 'A non-disclosure agreement, as its title or heading says.' },
  } as const,
});

const AutomationOutcomeEnum = builder.enumType('AutomationOutcome', {
  description: 'What a run of a rule on a document came to.',
  values: {
    SIGNED: { description: 'The document was signed automatically.' },
    NOT_SIGNED: { description: 'The document was not signed; `reason` says why.' },
    ALERTED: { description: 'The alert was raised.' },
    REMINDED: { description: 'The reminder was sent.' },
    CANCELLED: { description: 'The reminder was cancelled: a decision came first.' },
    SKIPPED: { description: 'The rule had been switched off by the time it ran.' },
  } as Record<AutomationOutcome, { description: string }>,
});

const AutomationRunRef = builder.objectRef<AutomationRunSummary>('AutomationRun').implement({
  description: 'One run of a rule on a document.',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime', description: 'When it ran.' }),
    outcome: t.field({ type: AutomationOutcomeEnum, description: 'What it came to.', resolve: (run) => run.outcome }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why it did not act: RULE_DISABLED, ENABLER_NOT_ADMIN, DECIDED, or the error code signing answered; null when it acted.',
    }),
    documentId: t.id({ description: 'Global id of the document.', resolve: (run) => encodeGlobalID('Document', run.documentId) }),
    documentTitle: t.exposeString('documentTitle', { description: 'Title of the document when the rule ran.' }),
  }),
});

const AutomationRuleRef = builder.objectRef<AutomationRuleSummary>('AutomationRule').implement({
  description: "One of the organization's automations: its conditions, its switch and its latest runs.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the rule, for updateAutomationRule.' }),
    kind: t.field({ type: AutomationKindEnum, description: 'Which automation it is.', resolve: (rule) => rule.kind }),
    enabled: t.exposeBoolean('enabled', { description: 'Whether it runs; every rule starts switched off.' }),
    documentType: t.field({ type: AutomationDocumentTypeEnum, description: 'What the documents it acts on must be.', resolve: (rule) => rule.documentType }),
    riskMin: t.exposeInt('riskMin', { description: 'Lowest risk score (1–10) it acts on.' }),
    riskMax: t.exposeInt('riskMax', { description: 'Highest risk score (1–10) it acts on.' }),
    senderStatus: t.field({
      type: SenderStatusEnum,
      nullable: true,
      description: 'Trust status the sender must have; null for any. A document without a sender counts as TRUSTED.',
      resolve: (rule) => rule.senderStatus,
    }),
    enabledByName: t.exposeString('enabledByName', {
      nullable: true,
      description: 'Who enabled it (or changed it while enabled): it acts on their behalf; null while disabled.',
    }),
    enabledAt: t.expose('enabledAt', { type: 'DateTime', nullable: true, description: 'When it was enabled (or changed while enabled); null while disabled.' }),
    lastRuns: t.field({
      type: [AutomationRunRef],
      description: `Its latest runs, newest first (at most ${AUTOMATION_RUNS_SHOWN}).`,
      resolve: (rule) => rule.lastRuns,
    }),
  }),
});

builder.queryField('automationRules', (t) =>
  t.field({
    type: [AutomationRuleRef],
    description: "The organization's three automations with their conditions and latest runs (managers).",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listAutomationRules(context.services, context.viewer),
  }),
);

const UpdateAutomationRuleInput = builder.inputType('UpdateAutomationRuleInput', {
  description: "A rule's conditions and switch, all given: a risk band or an explicit range.",
  fields: (t) => ({
    id: t.id({ required: true, description: 'Id of the rule.' }),
    enabled: t.boolean({ required: true, description: 'Whether it runs.' }),
    documentType: t.field({ type: AutomationDocumentTypeEnum, required: true, description: 'What the documents it acts on must be.' }),
    riskBand: t.field({ type: RiskBandEnum, required: false, description: 'A risk band, instead of riskMin and riskMax.' }),
    riskMin: t.int({ required: false, description: 'Lowest risk score, 1 to 10.' }),
    riskMax: t.int({ required: false, description: 'Highest risk score, 1 to 10, not below riskMin.' }),
    senderStatus: t.field({ type: SenderStatusEnum, required: false, description: 'Trust status the sender must have; null or absent for any.' }),
  }),
});

builder.mutationField('updateAutomationRule', (t) =>
  t.field({
    type: AutomationRuleRef,
    description:
      'Sets a rule’s conditions and switch (managers; the automatic signature, administrators only): whoever enables it is the one it acts for. Audited.',
    authScopes: { signedIn: true },
    errors: mutationErrors('updateAutomationRule', { name: 'rule', description: 'The rule as it is now.' }, [ValidationFailed]),
    args: { input: t.arg({ type: UpdateAutomationRuleInput, required: true, description: 'The rule and its new conditions.' }) },
    resolve: async (_root, { input }, context) => {
      const rule = await updateAutomationRule(context.services, context.viewer, {
        ruleId: String(input.id),
        enabled: input.enabled,
        documentType: input.documentType,
        riskBand: input.riskBand,
        riskMin: input.riskMin,
        riskMax: input.riskMax,
        senderStatus: input.senderStatus ?? null,
        audit: { ip: context.ip, userAgent: context.userAgent },
      });
      const [summary] = await summarizeAutomationRules(context.services, [rule]);
      return summary;
    },
  }),
);
