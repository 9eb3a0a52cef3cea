import type { AutomationRule, Prisma, SenderStatus } from '../db/generated/client';
import { REMINDER_DELAY_HOURS } from '../shared/automation-rules';
import { isNonDisclosureAgreement } from './document-type';

export const AUTOMATION_QUEUE = 'automation';

/** What a rule's conditions look at in a document. */
export interface DocumentFacts {
  riskScore: number;
  isNda: boolean;
  /** null: no sender (uploaded by a member or through the API), trusted as the member who brought it in. */
  senderStatus: SenderStatus | null;
}

export function ruleApplies(rule: Pick<AutomationRule, 'documentType' | 'riskMin' | 'riskMax' | 'senderStatus'>, facts: DocumentFacts): boolean {
  return (
    (rule.documentType === 'ANY' || facts.isNda) &&
    facts.riskScore >= rule.riskMin &&
    facts.riskScore <= rule.riskMax &&
    (rule.senderStatus === null || rule.senderStatus === (facts.senderStatus ?? 'TRUSTED'))
  );
}

/**
 * Called in the transaction that records a finished analysis: each enabled rule whose conditions
 * the pending document meets gets a job, keyed by rule and document so that it runs once per
 * document however often the document is analysed again. A reminder's job waits its delay.
 */
export async function scheduleAutomations(tx: Prisma.TransactionClient, document: { id: string; organizationId: string }, now: Date): Promise<void> {
  const rules = await tx.automationRule.findMany({ where: { organizationId: document.organizationId, enabled: true } });
  if (rules.length === 0) return;
  const row = await tx.document.findFirstOrThrow({
    where: { id: document.id, organizationId: document.organizationId },
    select: { status: true, title: true, riskScore: true, sender: { select: { status: true } }, content: { select: { text: true } } },
  });
  if (row.status !== 'PENDING') return;
  const facts: DocumentFacts = {
    riskScore: row.riskScore,
    isNda: isNonDisclosureAgreement(row.title, row.content?.text ?? ''),
    senderStatus: row.sender?.status ?? null,
  };
  const due = rules.filter((rule) => ruleApplies(rule, facts));
  if (due.length === 0) return;
  await tx.job.createMany({
    data: due.map((rule) => ({
      queue: AUTOMATION_QUEUE,
      organizationId: document.organizationId,
      payload: { ruleId: rule.id, documentId: document.id },
      runAt: rule.kind === 'REMINDER' ? new Date(now.getTime() + REMINDER_DELAY_HOURS * 3600_000) : now,
      maxAttempts: 3,
      uniqueKey: `automation:${rule.id}:${document.id}`,
      createdAt: now,
    })),
    // A job already written for this rule and document (run or not) stands.
    skipDuplicates: true,
  });
}
