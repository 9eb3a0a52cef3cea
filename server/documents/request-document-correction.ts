import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { changeDocumentStatus, type StatusChangeInput } from './change-document-status';

/** Request correction: a pending document becomes CORRECTING, back to its sender, with an optional comment saying what to correct. */
export function requestDocumentCorrection(services: Services, viewer: Viewer, input: StatusChangeInput & { comment?: string | null }) {
  return changeDocumentStatus(services, viewer, { ...input, note: { field: 'comment', text: input.comment } }, 'CORRECTING');
}
