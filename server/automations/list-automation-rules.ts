import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { AutomationRule } from '../db/generated/client';
import type { Services } from '../services';
import type { AutomationOutcome } from './run-automation';

/** How many of its latest runs a rule shows. */
export const AUTOMATION_RUNS_SHOWN = 5;

export interface AutomationRunSummary {
  at: Date;
  outcome: AutomationOutcome;
  reason: string | null;
  documentId: string;
  documentTitle: string;
}

export type AutomationRuleSummary = Pick<AutomationRule, 'id' | 'kind' | 'enabled' | 'documentType' | 'riskMin' | 'riskMax' | 'senderStatus' | 'enabledAt'> & {
  enabledByName: string | null;
  lastRuns: AutomationRunSummary[];
};

/** Rules with who enabled them and their latest runs, read from the audit log where every run is written. */
export async function summarizeAutomationRules(services: Services, rules: AutomationRule[]): Promise<AutomationRuleSummary[]> {
  const { prisma } = services.db;
  const enablerIds = rules.map((rule) => rule.enabledById).filter((id): id is string => id !== null);
  const [enablers, runs] = await Promise.all([
    prisma.user.findMany({ where: { id: { in: enablerIds } }, select: { id: true, fullName: true } }),
    Promise.all(
      rules.map((rule) =>
        prisma.auditEvent.findMany({
          where: { organizationId: rule.organizationId, entityType: 'AutomationRule', entityId: rule.id, action: 'automation.ran' },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: AUTOMATION_RUNS_SHOWN,
          select: { createdAt: true, data: true },
        }),
      ),
    ),
  ]);
  const names = new Map(enablers.map((user) => [user.id, user.fullName]));
  return rules.map((rule, index) => ({
    id: rule.id,
    kind: rule.kind,
    enabled: rule.enabled,
    documentType: rule.documentType,
    riskMin: rule.riskMin,
    riskMax: rule.riskMax,
    senderStatus: rule.senderStatus,
    enabledAt: rule.enabledAt,
    enabledByName: rule.enabledById ? (names.get(rule.enabledById) ?? null) : null,
    lastRuns: runs[index].map((run) => {
      const data = run.data as { outcome: AutomationOutcome; reason?: string | null; documentId: string; documentTitle: string };
      return { at: run.createdAt, outcome: data.outcome, reason: data.reason ?? null, documentId: data.documentId, documentTitle: data.documentTitle };
    }),
  }));
}

/** The organization's three automations (managers; read-scoped keys too), in the order of the specification. */
export async function listAutomationRules(services: Services, viewer: Viewer | null): Promise<AutomationRuleSummary[]> {
  const reader = assertCan(viewer, 'automation.read');
  const rules = await services.db.prisma.automationRule.findMany({ where: inOrganization(reader), orderBy: { kind: 'asc' } });
  return summarizeAutomationRules(services, rules);
}
