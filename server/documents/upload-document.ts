import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Document } from '../db/generated/client';
import { FileTooLarge, ValidationFailed } from '../errors';
import type { Services } from '../services';
import { senderAddress, type SenderAddress } from '../senders/find-or-create-sender';
import { intakeDocument } from './intake-document';

export interface UploadDocumentInput {
  title: string;
  file: File;
  idempotencyKey?: string | null;
  /** Who sent the document, when the uploader knows: an address, and optionally the company's name. */
  senderEmail?: string | null;
  senderName?: string | null;
  /** The cloud area's folder to file it in; null or absent: the top level. */
  cloudFolderId?: string | null;
  audit?: { ip: string | null; userAgent: string | null };
}

/** A signed-in user's manual upload into the user's organization, from the sender the uploader names, if any. */
export async function uploadDocument(services: Services, viewer: Viewer, input: UploadDocumentInput): Promise<Document> {
  assertCan(viewer, 'document.upload');
  const title = input.title.trim();
  if (!title) throw new ValidationFailed([{ path: 'input.title', message: 'Title is required' }]);
  if (title.length > 200) throw new ValidationFailed([{ path: 'input.title', message: 'Title must be at most 200 characters' }]);
  const sender = uploadSender(input.senderEmail, input.senderName);
  // Checked before reading the body into memory.
  if (input.file.size > services.config.MAX_UPLOAD_BYTES) {
    throw new FileTooLarge(`File is ${input.file.size} bytes`, services.config.MAX_UPLOAD_BYTES);
  }
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  return intakeDocument(services, {
    organizationId: viewer.organizationId,
    title,
    filename: input.file.name,
    bytes,
    source: 'UPLOAD',
    sender,
    uploadedById: viewer.userId,
    locale: viewer.locale,
    audit: input.audit,
    idempotencyKey: input.idempotencyKey,
    cloudFolderId: input.cloudFolderId,
  });
}

function uploadSender(email: string | null | undefined, name: string | null | undefined): SenderAddress | null {
  if (!email?.trim()) {
    if (name?.trim()) throw new ValidationFailed([{ path: 'input.senderEmail', message: "Give the sender's email address with the company name" }]);
    return null;
  }
  try {
    return senderAddress(email, name);
  } catch {
    throw new ValidationFailed([{ path: 'input.senderEmail', message: 'Enter a valid email address' }]);
  }
}
