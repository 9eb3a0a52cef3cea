import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import { newStorageKey } from '../files/storage';
import { storedLogo } from '../organizations/organization-logo';
import type { Services } from '../services';
import { formatMessage } from '../messages';
import { DOCUMENT_MIME_TYPES } from '../shared/document-files';
import type { Locale } from '../shared/locale';
import { convertWithLibreOffice } from './convert-to-pdf';
import { renderSignedPdf, type AutomaticSignature, type Rendering, type SignerFacts } from './render-signed-pdf';
import { sealPdf } from './seal-pdf';
import { signingKeyOf } from './signing-key';
import { typesetText } from './typeset-text';

/** What the pipeline reads of the document being signed. */
export interface DocumentToSeal {
  id: string;
  title: string;
  storagePath: string;
  mimeType: string;
  originalFilename: string;
  riskScore: number | null;
  content: { text: string } | null;
  organization: { name: string; logoStoragePath: string | null };
}

export interface SealDocumentInput {
  /** Who makes the signed file: its organization's key, its language on the certificate page. */
  viewer: Viewer;
  document: DocumentToSeal;
  /** Everyone who signs, in order. */
  signers: SignerFacts[];
  now: Date;
  automatic?: AutomaticSignature | null;
  /** Events of this signing not yet in the audit log, listed last in the review history. */
  pendingHistory?: Array<{ at: Date; action: string; actor: string | null }>;
}

/** The stored signed file, handed to the step that records it. */
export interface SealedFile {
  storagePath: string;
  sha256: string;
  sizeBytes: number;
}

/** The document's columns that record its signed file, signed at `signedAt`. */
export const signedFileColumns = (file: SealedFile, signedAt: Date) => ({
  signedStoragePath: file.storagePath,
  signedSha256: file.sha256,
  signedSizeBytes: file.sizeBytes,
  signedAt,
});

/**
 * The one signing pipeline, for a single signer and for a signature request alike: review history
 * and its actors, the organization's key, the document as PDF, the signature page, the PAdES seal,
 * the stored file; then `record` (the decision, in its transaction). If recording fails the stored
 * file is removed, so a failure at any step leaves nothing behind.
 */
export async function sealDocument<T>(services: Services, input: SealDocumentInput, record: (file: SealedFile) => Promise<T>): Promise<T> {
  const { viewer, document, signers, now } = input;
  const { prisma } = services.db;
  const [history, key, original, logo] = await Promise.all([
    prisma.auditEvent.findMany({
      where: { organizationId: viewer.organizationId, entityType: 'Document', entityId: document.id },
      orderBy: { createdAt: 'asc' },
    }),
    signingKeyOf(services, viewer.organizationId),
    services.storage.get(document.storagePath),
    storedLogo(services, document.organization.logoStoragePath),
  ]);
  const actorIds = [...new Set(history.map((event) => event.actorId).filter((id): id is string => id !== null))];
  const actors = new Map(
    (await prisma.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true } })).map((actor) => [actor.id, actor.email]),
  );
  const text = document.content?.text ?? '';
  const { pdf, renderedFrom } = await documentAsPdf(services, document, original, text);
  await renderSignedPdf(
    pdf,
    {
      title: document.title,
      documentId: document.id,
      originalSha256: createHash('sha256').update(original).digest('hex'),
      contentSha256: createHash('sha256').update(text).digest('hex'),
      renderedFrom,
      signers,
      organization: document.organization.name,
      riskScore: document.riskScore,
      certificateSubject: key.subject,
      history: [
        ...history.map((event) => ({ at: event.createdAt, action: event.action, actor: event.actorId ? (actors.get(event.actorId) ?? null) : null })),
        ...(input.pendingHistory ?? []),
      ],
      organizationLogo: logo,
      automatic: input.automatic ?? null,
    },
    viewer.locale,
  );
  const signed = await sealPdf(services, pdf, key, {
    reason: sealReason(viewer.locale, signers.length, Boolean(input.automatic)),
    contactInfo: signers.map((signer) => signer.email).join(', '),
    name: signers.map((signer) => signer.name).join(', '),
    location: [...new Set(signers.map((signer) => signer.location).filter((location): location is string => Boolean(location)))].join(', '),
    signingTime: now,
  });

  const storagePath = newStorageKey('signed', viewer.organizationId, 'pdf');
  await services.storage.put(storagePath, signed);
  try {
    return await record({ storagePath, sha256: createHash('sha256').update(signed).digest('hex'), sizeBytes: signed.length });
  } catch (error) {
    await services.storage.delete(storagePath).catch((cleanup) => services.logger.error({ err: cleanup, storagePath }, 'orphan signed file cleanup failed'));
    throw error;
  }
}

function sealReason(locale: Locale, signers: number, automatic: boolean): string {
  if (automatic) return formatMessage(locale, 'signedDocument.reason.automatic');
  if (signers > 1) return formatMessage(locale, 'signedDocument.reason.signers', { signers });
  return formatMessage(locale, 'signedDocument.reason.approved');
}

/**
 * The document as the PDF that is signed: a PDF as it is; a DOC or DOCX converted by LibreOffice
 * when it is installed; otherwise (and for TXT) the reviewed text typeset. Says which was done.
 */
async function documentAsPdf(
  services: Services,
  document: DocumentToSeal,
  original: Uint8Array,
  text: string,
): Promise<{ pdf: PDFDocument; renderedFrom: Rendering | null }> {
  if (document.mimeType === DOCUMENT_MIME_TYPES.pdf) return { pdf: await loadPdf(original), renderedFrom: null };
  const extension = document.mimeType === DOCUMENT_MIME_TYPES.docx ? 'docx' : document.mimeType === DOCUMENT_MIME_TYPES.doc ? 'doc' : null;
  if (extension) {
    const converted = await convertWithLibreOffice(original, extension, {
      command: services.config.SOFFICE_PATH,
      timeoutMs: services.config.CONVERSION_TIMEOUT_MS,
    });
    if (converted) return { pdf: await loadPdf(converted), renderedFrom: { filename: document.originalFilename, via: 'LIBREOFFICE' } };
    services.logger.warn(
      { documentId: document.id, command: services.config.SOFFICE_PATH },
      'LibreOffice is not installed: the document’s text is typeset for signing',
    );
  }
  return { pdf: await typesetText(text), renderedFrom: { filename: document.originalFilename, via: 'TEXT' } };
}

async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    // A file with a PDF header but no readable catalog loads, then fails here.
    if (pdf.getPageCount() > 0) return pdf;
  } catch {
    throw new AppError('CORRUPT_FILE', 'The document cannot be read as a PDF to sign');
  }
  throw new AppError('CORRUPT_FILE', 'The PDF has no page to sign');
}
