import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { AutomationRule } from '../db/generated/client';
import { AppError, ValidationFailed, type FieldProblem } from '../errors';
import type { Services } from '../services';
import { isAutomationDocumentType, isAutomationSenderStatus, riskRangeProblem, type AutomationConditions } from '../shared/automation-rules';
import { RISK_BAND_RANGES, type RiskBand } from '../shared/risk-bands';
import { isUuid } from '../shared/ids';

export interface AutomationRuleChange {
  ruleId: string;
  enabled: boolean;
  documentType: string;
  /** One of the shared risk bands, or an explicit range below. */
  riskBand?: RiskBand | null;
  riskMin?: number | null;
  riskMax?: number | null;
  /** null: any sender. */
  senderStatus: string | null;
  audit?: { ip: string | null; userAgent: string | null };
}

/** The conditions asked for, or every problem with them. */
function conditionsOf(change: AutomationRuleChange): AutomationConditions {
  const problems: FieldProblem[] = [];
  if (!isAutomationDocumentType(change.documentType))
    problems.push({ path: 'input.documentType', message: 'ANY or NDA', code: 'AUTOMATION_DOCUMENT_TYPE_UNKNOWN' });
  if (change.senderStatus !== null && !isAutomationSenderStatus(change.senderStatus))
    problems.push({ path: 'input.senderStatus', message: 'TRUSTED, CAUTION, BLOCKED or none', code: 'AUTOMATION_SENDER_STATUS_UNKNOWN' });
  const explicit = change.riskMin != null || change.riskMax != null;
  const range = change.riskBand ? RISK_BAND_RANGES[change.riskBand] : { min: change.riskMin ?? NaN, max: change.riskMax ?? NaN };
  if ((change.riskBand && explicit) || !range || riskRangeProblem(range.min, range.max)) {
    problems.push({
      path: 'input.riskMin',
      message: 'A risk band, or a range of whole scores from 1 to 10 whose minimum is not above its maximum',
      code: 'AUTOMATION_RISK_RANGE_INVALID',
    });
  }
  if (problems.length > 0) throw new ValidationFailed(problems);
  return {
    documentType: change.documentType as AutomationConditions['documentType'],
    riskMin: range.min,
    riskMax: range.max,
    senderStatus: change.senderStatus as AutomationConditions['senderStatus'],
  };
}

/**
 * Sets a rule's conditions and switch (managers; the automatic signature, made on someone's behalf,
 * administrators only). Whoever enables a rule, or changes it while enabled, becomes the one it acts
 * for; the change is audited with what it was before.
 */
export async function updateAutomationRule(services: Services, viewer: Viewer | null, change: AutomationRuleChange): Promise<AutomationRule> {
  const editor = assertCan(viewer, 'automation.manage');
  const conditions = conditionsOf(change);
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    const before = isUuid(change.ruleId) ? await tx.automationRule.findFirst({ where: { id: change.ruleId, ...inOrganization(editor) } }) : null;
    if (!before) throw new AppError('NOT_FOUND', 'No such automation in this organization');
    if (before.kind === 'AUTO_SIGN') assertCan(editor, 'automation.autoSign');
    const after = await tx.automationRule.update({
      where: { id: before.id },
      data: {
        ...conditions,
        enabled: change.enabled,
        ...(change.enabled ? { enabledById: editor.userId, enabledAt: now } : { enabledById: null, enabledAt: null }),
        updatedAt: now,
      },
    });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(editor),
        actorId: editor.userId,
        action: 'automation.updated',
        entityType: 'AutomationRule',
        entityId: after.id,
        data: { kind: after.kind, before: ruleState(before), after: ruleState(after) },
        ip: change.audit?.ip ?? null,
        userAgent: change.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    return after;
  });
}

const ruleState = (rule: AutomationRule) => ({
  enabled: rule.enabled,
  documentType: rule.documentType,
  riskMin: rule.riskMin,
  riskMax: rule.riskMax,
  senderStatus: rule.senderStatus,
});
