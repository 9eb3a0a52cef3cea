import { localeOf } from '../shared/locale';
import type { Viewer } from '../access/viewer';
import type { AutomationRule, Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { ClaimedJob } from '../jobs/job-queue';
import type { Services } from '../services';
import { isHighRisk, notify } from '../notifications/notify';
import { signDocument } from '../signing/sign-document';

/** What a run of a rule on a document came to. */
export type AutomationOutcome = 'SIGNED' | 'NOT_SIGNED' | 'ALERTED' | 'REMINDED' | 'CANCELLED' | 'SKIPPED';

export interface AutomationRunRecord {
  outcome: AutomationOutcome;
  /** Why it did not act: RULE_DISABLED, ENABLER_NOT_ADMIN, DECIDED, or the error code signing answered. */
  reason?: string | null;
  recipientUserIds?: string[];
}

interface RunTarget {
  rule: AutomationRule;
  document: { id: string; organizationId: string; title: string; riskScore: number; status: string; decidedAt: Date | null; uploadedById: string | null };
}

/** The audit entry of a run: every run leaves one, acted or not. */
function recordRun(tx: Prisma.TransactionClient, services: Services, { rule, document }: RunTarget, run: AutomationRunRecord) {
  return tx.auditEvent.create({
    data: {
      organizationId: rule.organizationId,
      actorId: null,
      action: 'automation.ran',
      entityType: 'AutomationRule',
      entityId: rule.id,
      data: {
        actor: 'automation',
        kind: rule.kind,
        documentId: document.id,
        documentTitle: document.title,
        outcome: run.outcome,
        reason: run.reason ?? null,
        recipientUserIds: run.recipientUserIds ?? null,
      },
      createdAt: services.clock.now(),
    },
  });
}

const recorded = (services: Services, target: RunTarget, run: AutomationRunRecord) =>
  services.db.prisma.$transaction((tx) => recordRun(tx, services, target, run));

/** The active administrators and managers: who hears of a document nobody else is named for. */
async function managersOf(tx: Prisma.TransactionClient, organizationId: string, roles: Array<'ADMIN' | 'MANAGER'>): Promise<string[]> {
  const members = await tx.user.findMany({
    where: { organizationId, removedAt: null, role: { in: roles } },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
  });
  return members.map((member) => member.id);
}

/**
 * Signs through the signing pipeline as the administrator who enabled the rule. One who has left or
 * is no longer an administrator signs nothing: the run says why and the administrators are asked to sign.
 */
async function autoSign(services: Services, target: RunTarget): Promise<void> {
  const { rule, document } = target;
  const admin = rule.enabledById
    ? await services.db.prisma.user.findFirst({ where: { id: rule.enabledById, organizationId: rule.organizationId, removedAt: null, role: 'ADMIN' } })
    : null;
  if (!admin || !rule.enabledAt) {
    await services.db.prisma.$transaction(async (tx) => {
      const recipientUserIds = await managersOf(tx, rule.organizationId, ['ADMIN']);
      await notify(tx, services, { organizationId: rule.organizationId, type: 'SIGNATURE_REQUESTED', documentId: document.id, recipientUserIds });
      await recordRun(tx, services, target, { outcome: 'NOT_SIGNED', reason: 'ENABLER_NOT_ADMIN', recipientUserIds });
    });
    return;
  }
  const viewer: Viewer = {
    userId: admin.id,
    organizationId: admin.organizationId,
    role: admin.role,
    sessionId: null,
    aal: 1,
    locale: localeOf(admin),
  };
  try {
    await signDocument(services, viewer, {
      documentId: document.id,
      signatureType: 'SIMPLE',
      automatic: { rule: 'AUTO_SIGN', enabledByName: admin.fullName, enabledAt: rule.enabledAt },
    });
  } catch (error) {
    // A business refusal (decided meanwhile, signatures requested, unreadable file) is the run's outcome; anything else is retried.
    if (!(error instanceof AppError)) throw error;
    await recorded(services, target, { outcome: 'NOT_SIGNED', reason: error.code });
    return;
  }
  await recorded(services, target, { outcome: 'SIGNED' });
}

/** The alert, unless the document's arrival already raised it (every document in the DANGER band does): nobody is told twice. */
async function alertHighRisk(services: Services, target: RunTarget): Promise<void> {
  const { document } = target;
  await services.db.prisma.$transaction(async (tx) => {
    if (!isHighRisk(document.riskScore)) await notify(tx, services, { organizationId: document.organizationId, type: 'HIGH_RISK', documentId: document.id });
    await recordRun(tx, services, target, { outcome: 'ALERTED' });
  });
}

/**
 * Who must act on a pending document: with signatures requested, the signers whose turn it is (the
 * notification's own rule for reminders, hence undefined); else its uploader, else the managers.
 */
async function peopleToAct(tx: Prisma.TransactionClient, document: RunTarget['document']): Promise<string[] | undefined> {
  if (await tx.signatureRequest.count({ where: { documentId: document.id, status: 'OPEN' } })) return undefined;
  const uploader = document.uploadedById
    ? await tx.user.findFirst({ where: { id: document.uploadedById, organizationId: document.organizationId, removedAt: null }, select: { id: true } })
    : null;
  return uploader ? [uploader.id] : managersOf(tx, document.organizationId, ['ADMIN', 'MANAGER']);
}

/** The reminder, unless a decision came first (which cancels it). */
async function remind(services: Services, target: RunTarget): Promise<void> {
  const { document } = target;
  await services.db.prisma.$transaction(async (tx) => {
    const current = await tx.document.findUniqueOrThrow({ where: { id: document.id }, select: { status: true, decidedAt: true } });
    if (current.status !== 'PENDING' || current.decidedAt) {
      await recordRun(tx, services, target, { outcome: 'CANCELLED', reason: 'DECIDED' });
      return;
    }
    const recipientUserIds = await peopleToAct(tx, document);
    await notify(tx, services, { organizationId: document.organizationId, type: 'REMINDER', documentId: document.id, recipientUserIds });
    await recordRun(tx, services, target, { outcome: 'REMINDED', recipientUserIds });
  });
}

const ACTIONS: Record<AutomationRule['kind'], (services: Services, target: RunTarget) => Promise<void>> = {
  AUTO_SIGN: autoSign,
  HIGH_RISK_ALERT: alertHighRisk,
  REMINDER: remind,
};

/** The job of one rule on one document (scheduled by scheduleAutomations), as the rule stands when it runs. */
export async function runAutomation(services: Services, job: Pick<ClaimedJob, 'payload' | 'organizationId'>): Promise<void> {
  const organizationId = job.organizationId ?? '';
  const { prisma } = services.db;
  const [rule, document] = await Promise.all([
    prisma.automationRule.findFirst({ where: { id: String(job.payload.ruleId), organizationId } }),
    prisma.document.findFirst({
      where: { id: String(job.payload.documentId), organizationId },
      select: { id: true, organizationId: true, title: true, riskScore: true, status: true, decidedAt: true, uploadedById: true },
    }),
  ]);
  if (!rule || !document) return; // the document was deleted meanwhile
  if (!rule.enabled) {
    await recorded(services, { rule, document }, { outcome: 'SKIPPED', reason: 'RULE_DISABLED' });
    return;
  }
  await ACTIONS[rule.kind](services, { rule, document });
}
