import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { senderFigures, type SenderFigures, type SenderSelection } from './sender-figures';

export type { SenderFigures } from './sender-figures';

/** The organization's senders with their figures, by name; the selection narrows them. */
export async function listSenders(services: Services, viewer: Viewer | null, selection: SenderSelection = {}): Promise<SenderFigures[]> {
  const { organizationId } = inOrganization(assertCan(viewer, 'sender.read'));
  return senderFigures(services.db.prisma, organizationId, services.clock.now(), selection);
}
