import type { Services } from '../services';

/**
 * Tells the organization's open screens; call only after the change is committed. Returns at once:
 * each instance reads the document and delivers it to its subscribers on later turns of the event
 * loop (`realtime/document-change-feed.ts`), so the caller's answer never waits on them.
 */
export function publishDocumentChanged(services: Services, organizationId: string, kind: 'CREATED' | 'UPDATED' | 'DELETED', documentId: string): void {
  services.pubsub.publish('documentChanged', organizationId, { kind, documentId });
}
