import type { Viewer } from '../auth/viewer';
import type { Services } from '../services';
import { changeDocumentStatus, type StatusChangeInput } from './change-document-status';

/** Refuse: a pending document becomes REFUSED. */
export function refuseDocument(services: Services, viewer: Viewer, input: StatusChangeInput) {
  return changeDocumentStatus(services, viewer, input, 'REFUSED');
}
