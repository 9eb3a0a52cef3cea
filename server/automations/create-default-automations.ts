import type { Prisma } from '../db/generated/client';
import { AUTOMATION_KINDS, DEFAULT_AUTOMATIONS } from '../shared/automation-rules';

/** The three automations of a new organization, disabled, written with it. */
export async function createDefaultAutomations(tx: Prisma.TransactionClient, organizationId: string): Promise<void> {
  await tx.automationRule.createMany({ data: AUTOMATION_KINDS.map((kind) => ({ organizationId, kind, ...DEFAULT_AUTOMATIONS[kind] })) });
}
