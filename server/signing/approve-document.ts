import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import { signDocument } from './sign-document';
import type { StatusChangeInput } from '../documents/change-document-status';

/** Approve: a pending document is signed with the reviewer's identity (typed name) and becomes SIGNED. */
export function approveDocument(services: Services, viewer: Viewer, input: StatusChangeInput) {
  return signDocument(services, viewer, { documentId: input.documentId, signatureType: 'SIMPLE', location: null, audit: input.audit });
}
