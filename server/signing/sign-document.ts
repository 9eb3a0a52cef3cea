import { createHash } from 'node:crypto';
import { P12Signer } from '@signpdf/signer-p12';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import type { PDFDocument } from 'pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { assertCan } from '../access/policy';
import type { Viewer } from '../auth/viewer';
import type { Document, SignatureType } from '../db/generated/client';
import { changeDocumentStatus } from '../documents/change-document-status';
import { AppError } from '../errors';
import { newStorageKey } from '../files/storage';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { assertDrawnSignature, renderSignedPdf } from './render-signed-pdf';
import { signingKeyOf } from './signing-key';
import { TimestampingSigner } from './timestamp';

export const SIGNATURE_TYPES = ['SIMPLE', 'DRAWN', 'CERTIFIED'] as const satisfies readonly SignatureType[];

export interface SignDocumentInput {
  documentId: string;
  signatureType: string;
  location?: string | null;
  /** DRAWN: the PNG the signer drew. */
  drawnSignature?: Uint8Array | null;
  audit?: { ip: string | null; userAgent: string | null };
}

/** Room for the CMS signature in the PDF (bytes, written as hex), certificate chain included. */
const SIGNATURE_LENGTH = 8192;
/** More room when the signature carries an RFC 3161 token: the authority's signature and certificates. */
const TIMESTAMP_LENGTH = 16384;

/** What the PDF's signature dictionary says of the signing. */
export interface SealFacts {
  reason: string;
  contactInfo: string;
  name: string;
  location: string;
  signingTime: Date;
}

/**
 * Adds the PAdES signature (`ETSI.CAdES.detached`, SHA-256) made with the organization's key, with an
 * RFC 3161 timestamp when `TSA_URL` is set; the timestamp is asked for before anything is stored, so
 * when it fails nothing is written.
 */
export async function sealPdf(services: Services, pdf: PDFDocument, key: { p12: Buffer; passphrase: string }, facts: SealFacts): Promise<Buffer> {
  const { TSA_URL, TSA_TIMEOUT_MS } = services.config;
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    ...facts,
    signatureLength: TSA_URL ? SIGNATURE_LENGTH + TIMESTAMP_LENGTH : SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Paraphe',
  });
  const unsigned = await pdf.save({ useObjectStreams: false });
  const p12Signer = new P12Signer(key.p12, { passphrase: key.passphrase });
  const pdfSigner = TSA_URL ? new TimestampingSigner(p12Signer, { url: TSA_URL, timeoutMs: TSA_TIMEOUT_MS }) : p12Signer;
  return new SignPdf().sign(Buffer.from(unsigned), pdfSigner, facts.signingTime);
}

/**
 * Signs a pending document with the signer's identity: a new PDF (the original is kept as it
 * is) with a visible signature block, a certificate-of-completion page and a PAdES signature
 * (ETSI.CAdES.detached, SHA-256) made with the organization's key. With TSA_URL the signature
 * also carries an RFC 3161 timestamp over its value (PAdES B-T); a timestamp that cannot be had
 * fails the signing (TIMESTAMP_FAILED). The document becomes SIGNED in the same step that records
 * the signed file; if anything fails it stays PENDING and no file is left.
 */
export async function signDocument(services: Services, viewer: Viewer | null, input: SignDocumentInput): Promise<Document> {
  const signer = assertCan(viewer, 'document.sign');
  if (!(SIGNATURE_TYPES as readonly string[]).includes(input.signatureType)) throw new AppError('UNKNOWN_SIGNATURE_TYPE', `No signature type ${input.signatureType}`);
  const signatureType = input.signatureType as SignatureType;
  const location = input.location?.trim().slice(0, 120) || null;
  const drawn = signatureType === 'DRAWN' ? (input.drawnSignature ?? null) : null;
  if (signatureType === 'DRAWN') {
    if (!drawn) throw new AppError('INVALID_SIGNATURE_IMAGE', 'A drawn signature needs its image');
    assertDrawnSignature(drawn);
  }
  const { prisma } = services.db;
  const document = isUuid(input.documentId)
    ? await prisma.document.findFirst({ where: { id: input.documentId, organizationId: signer.organizationId }, include: { content: { select: { text: true } }, organization: { select: { name: true } } } })
    : null;
  if (!document) throw new AppError('NOT_FOUND', 'No such document in this organization');
  if (document.status !== 'PENDING') throw new AppError('DOCUMENT_NOT_PENDING', `Document is ${document.status}`, { status: document.status });
  // Signatures asked of several members: only signAsRequested may sign it now.
  if (await prisma.signatureRequest.count({ where: { documentId: document.id, status: 'OPEN' } })) throw new AppError('SIGNATURE_REQUEST_OPEN', 'This document awaits the signatures requested');

  const [user, history, key, original] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: signer.userId }, select: { fullName: true, email: true } }),
    prisma.auditEvent.findMany({ where: { organizationId: signer.organizationId, entityType: 'Document', entityId: document.id }, orderBy: { createdAt: 'asc' } }),
    signingKeyOf(services, signer.organizationId),
    services.storage.get(document.storagePath),
  ]);
  const actorIds = [...new Set(history.map((event) => event.actorId).filter((id): id is string => id !== null))];
  const actors = new Map((await prisma.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true } })).map((actor) => [actor.id, actor.email]));
  const now = services.clock.now();
  const text = document.content?.text ?? '';
  const isPdf = document.mimeType === 'application/pdf';
  const pdf = await renderSignedPdf(
    { bytes: original, isPdf, text },
    {
      title: document.title,
      documentId: document.id,
      originalSha256: createHash('sha256').update(original).digest('hex'),
      contentSha256: createHash('sha256').update(text).digest('hex'),
      renderedFrom: isPdf ? null : document.originalFilename,
      signerName: user.fullName,
      signerEmail: user.email,
      organization: document.organization.name,
      ip: input.audit?.ip ?? null,
      userAgent: input.audit?.userAgent ?? null,
      signedAt: now,
      signatureType,
      location,
      riskScore: document.riskScore,
      certificateSubject: key.subject,
      history: history.map((event) => ({ at: event.createdAt, action: event.action, actor: event.actorId ? (actors.get(event.actorId) ?? null) : null })),
    },
    signer.locale,
    drawn,
  );
  const signed = await sealPdf(services, pdf, key, {
    reason: signer.locale === 'fr' ? 'Approuvé dans Paraphe' : 'Approved in Paraphe',
    contactInfo: user.email,
    name: user.fullName,
    location: location ?? '',
    signingTime: now,
  });

  const storagePath = newStorageKey('signed', signer.organizationId, 'pdf');
  await services.storage.put(storagePath, signed);
  try {
    return await changeDocumentStatus(services, signer, {
      documentId: document.id,
      audit: input.audit,
      with: { signedStoragePath: storagePath, signedSha256: createHash('sha256').update(signed).digest('hex'), signedAt: now, signatureType, signatureLocation: location },
    }, 'SIGNED');
  } catch (error) {
    await services.storage.delete(storagePath).catch((cleanup) => services.logger.error({ err: cleanup, storagePath }, 'orphan signed file cleanup failed'));
    throw error;
  }
}
