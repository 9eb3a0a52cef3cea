import { assertCan } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import type { Document } from '../db/generated/client';
import { AppError } from '../errors';
import { ValidationFailed } from '../graphql/validation';
import type { Services } from '../services';
import { intakeDocument } from './intake-document';

export interface UploadDocumentInput {
  title: string;
  file: File;
  idempotencyKey?: string | null;
  audit?: { ip: string | null; userAgent: string | null };
}

/** A signed-in user's manual upload: no sender, the user's organization. */
export async function uploadDocument(services: Services, viewer: Viewer, input: UploadDocumentInput): Promise<Document> {
  assertCan(viewer, 'document.upload');
  const title = input.title.trim();
  if (!title) throw new ValidationFailed([{ path: 'input.title', message: 'Title is required' }]);
  if (title.length > 200) throw new ValidationFailed([{ path: 'input.title', message: 'Title must be at most 200 characters' }]);
  // Checked before reading the body into memory.
  if (input.file.size > services.config.MAX_UPLOAD_BYTES) {
    throw new AppError('FILE_TOO_LARGE', `File is ${input.file.size} bytes`, { maxBytes: services.config.MAX_UPLOAD_BYTES });
  }
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  return intakeDocument(services, {
    organizationId: viewer.organizationId,
    title,
    filename: input.file.name,
    bytes,
    source: 'UPLOAD',
    senderId: null,
    uploadedById: viewer.userId,
    locale: viewer.locale,
    audit: input.audit,
    idempotencyKey: input.idempotencyKey,
  });
}
