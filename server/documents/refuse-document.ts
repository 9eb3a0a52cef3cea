import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { changeDocumentStatus, type StatusChangeInput } from './change-document-status';

/** Refuse: a pending document becomes REFUSED, with an optional reason. */
export function refuseDocument(services: Services, viewer: Viewer, input: StatusChangeInput & { reason?: string | null }) {
  return changeDocumentStatus(services, viewer, { ...input, note: { field: 'reason', text: input.reason } }, 'REFUSED');
}
