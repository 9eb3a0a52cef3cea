import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { listSenders, type SenderFigures } from './list-senders';

/** One sender of the organization with its figures; another organization's reads as missing. */
export async function getSender(services: Services, viewer: Viewer | null, senderId: string): Promise<SenderFigures> {
  const [sender] = isUuid(senderId) ? await listSenders(services, viewer, { ids: [senderId] }) : [];
  if (!sender) throw new AppError('NOT_FOUND', 'No such sender in this organization');
  return sender;
}

/** One sender row of the caller's organization as the caller reads it (columns, relations); null for any other id. */
export function findSender(services: Services, viewer: Viewer | null, senderId: string, shape: Pick<Prisma.SenderFindFirstArgs, 'select' | 'include'> = {}) {
  const reader = assertCan(viewer, 'sender.read');
  return isUuid(senderId) ? services.db.prisma.sender.findFirst({ ...shape, where: { id: senderId, ...inOrganization(reader) } }) : Promise.resolve(null);
}

/** The latest documents of one of the caller's senders, newest first: 1 to 20 of them. */
export function listSenderDocuments(
  services: Services,
  viewer: Viewer | null,
  senderId: string,
  first: number,
  shape: Pick<Prisma.DocumentFindManyArgs, 'select' | 'include'> = {},
) {
  const reader = assertCan(viewer, 'sender.read');
  return services.db.prisma.document.findMany({
    ...shape,
    where: { senderId, ...inOrganization(reader) },
    orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
    take: Math.min(Math.max(first, 1), 20),
  });
}
