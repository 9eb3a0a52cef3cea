import { localeOf } from '../shared/locale';
import { scheduleAutomations } from '../automations/schedule-automations';
import { AppError } from '../errors';
import type { ClaimedJob } from '../jobs/job-queue';
import { isHighRisk, notify } from '../notifications/notify';
import type { Services } from '../services';
import { analysisColumns, analyzeText } from './analyze-text';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { publishDocumentChanged } from './document-events';
import { documentResource } from './document-resource';

/** Background (re-)analysis of a stored document: large files, and retries after a failed analysis. */
export async function analyzeDocument(services: Services, job: Pick<ClaimedJob, 'payload' | 'organizationId'>): Promise<void> {
  const documentId = String(job.payload.documentId);
  const locale = localeOf(job.payload);
  const { prisma } = services.db;
  const document = await prisma.document.findFirst({
    where: { id: documentId, organizationId: job.organizationId ?? undefined },
    select: { id: true, organizationId: true, title: true, content: { select: { text: true } } },
  });
  if (!document) return; // deleted meanwhile: nothing to do
  await prisma.document.update({ where: { id: document.id }, data: { analysisStatus: 'RUNNING' } });
  const result = await analyzeText(services, { text: document.content?.text ?? '', title: document.title, locale, documentId });
  const now = services.clock.now();
  if (!result) {
    await prisma.document.update({ where: { id: document.id }, data: { analysisStatus: 'FAILED' } });
    publishDocumentChanged(services, document.organizationId, 'UPDATED', document.id);
    throw new AppError('ANALYSIS_FAILED', `Analysis of ${document.id} failed`);
  }
  await prisma.$transaction(async (tx) => {
    await tx.document.updateMany({ where: { id: document.id }, data: { ...analysisColumns(result, now), updatedAt: now } });
    const analysed = await tx.document.findUniqueOrThrow({ where: { id: document.id } });
    await recordWebhookEvent(tx, document.organizationId, 'document.analyzed', { document: documentResource(analysed) }, now);
    await scheduleAutomations(tx, document, now);
    if (isHighRisk(analysed.riskScore)) await notify(tx, services, { organizationId: document.organizationId, type: 'HIGH_RISK', documentId: document.id });
  });
  publishDocumentChanged(services, document.organizationId, 'UPDATED', document.id);
}
