import type { Prisma } from '../db/generated/client';
import type { Services } from '../services';

export interface OperatorAlertInput {
  kind: string;
  organizationId: string | null;
  message: string;
  data: Record<string, unknown>;
}

/**
 * Something the installation's operators must act on: logged at error level and stored, so it is
 * still listed (`npm run operator:alerts`) after the logs have rolled over. Written with the
 * caller's transaction when given one, so the alert exists exactly when the change it is about does.
 */
export async function raiseOperatorAlert(services: Pick<Services, 'logger' | 'clock'>, tx: Prisma.TransactionClient, alert: OperatorAlertInput): Promise<void> {
  await tx.operatorAlert.create({
    data: {
      kind: alert.kind,
      organizationId: alert.organizationId,
      message: alert.message,
      data: alert.data as Prisma.InputJsonValue,
      createdAt: services.clock.now(),
    },
  });
  services.logger.error({ alert: alert.kind, organizationId: alert.organizationId, ...alert.data }, alert.message);
}
