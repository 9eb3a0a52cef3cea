import type { Services } from '../services';

/** Tells the organization's open screens; call only after the change is committed. */
export function publishDocumentChanged(services: Services, organizationId: string, kind: 'CREATED' | 'UPDATED' | 'DELETED', documentId: string): void {
  services.pubsub.publish('documentChanged', organizationId, { kind, documentId });
}
