import type { Viewer } from '../auth/viewer';
import type { Services } from '../services';
import { changeDocumentStatus, type StatusChangeInput } from './change-document-status';

/** Approve: a pending document becomes SIGNED. */
export function approveDocument(services: Services, viewer: Viewer, input: StatusChangeInput) {
  return changeDocumentStatus(services, viewer, input, 'SIGNED');
}
