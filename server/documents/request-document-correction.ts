import type { Viewer } from '../auth/viewer';
import type { Services } from '../services';
import { changeDocumentStatus, type StatusChangeInput } from './change-document-status';

/** Request correction: a pending document becomes CORRECTING, back to its sender. */
export function requestDocumentCorrection(services: Services, viewer: Viewer, input: StatusChangeInput) {
  return changeDocumentStatus(services, viewer, input, 'CORRECTING');
}
