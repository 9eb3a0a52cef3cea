import type { Viewer } from '../auth/viewer';
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
