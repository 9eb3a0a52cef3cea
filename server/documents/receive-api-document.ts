import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Document } from '../db/generated/client';
import { ValidationFailed } from '../errors';
import type { Services } from '../services';
import type { SenderAddress } from '../senders/find-or-create-sender';
import { intakeDocument } from './intake-document';

export interface ReceiveApiDocumentInput {
  title?: string | null;
  filename: string;
  bytes: Uint8Array;
  idempotencyKey?: string | null;
  sender?: SenderAddress | null;
  audit?: { ip: string | null; userAgent: string | null };
}

/** A document sent through the public API: filed like an upload, with source API. */
export async function receiveApiDocument(services: Services, viewer: Viewer | null, input: ReceiveApiDocumentInput): Promise<Document> {
  const caller = assertCan(viewer, 'document.upload');
  const title = (input.title ?? '').trim() || input.filename.replace(/\.[^.]+$/, '').trim();
  if (!title) throw new ValidationFailed([{ path: 'title', message: 'Title is required' }]);
  if (title.length > 200) throw new ValidationFailed([{ path: 'title', message: 'Title must be at most 200 characters' }]);
  return intakeDocument(services, {
    organizationId: caller.organizationId,
    title,
    filename: input.filename,
    bytes: input.bytes,
    source: 'API',
    sender: input.sender ?? null,
    uploadedById: caller.userId,
    locale: caller.locale,
    audit: input.audit,
    idempotencyKey: input.idempotencyKey,
  });
}
