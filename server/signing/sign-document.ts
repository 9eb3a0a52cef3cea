import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Document, SignatureType } from '../db/generated/client';
import { changeDocumentStatus, notPending } from '../documents/change-document-status';
import { AppError } from '../errors';
import type { Services } from '../services';
import { isUuid } from '../shared/ids';
import { assertDrawnSignature } from './drawn-signature';
import type { AutomaticSignature } from './render-signed-pdf';

export const SIGNATURE_TYPES = ['SIMPLE', 'DRAWN', 'CERTIFIED'] as const satisfies readonly SignatureType[];

export interface SignDocumentInput {
  documentId: string;
  signatureType: string;
  location?: string | null;
  /** DRAWN: the PNG the signer drew. */
  drawnSignature?: Uint8Array | null;
  audit?: { ip: string | null; userAgent: string | null };
  /** Signed by an automation on the signer's behalf (server/automations): said on the certificate page. */
  automatic?: AutomaticSignature | null;
}

/** The signature a signer applies, checked: a known type, a trimmed location, a drawn PNG for DRAWN only. */
export function signatureOf(input: { signatureType: string; location?: string | null; drawnSignature?: Uint8Array | null }): {
  signatureType: SignatureType;
  location: string | null;
  drawn: Uint8Array | null;
} {
  if (!(SIGNATURE_TYPES as readonly string[]).includes(input.signatureType))
    throw new AppError('UNKNOWN_SIGNATURE_TYPE', `No signature type ${input.signatureType}`);
  const signatureType = input.signatureType as SignatureType;
  const location = input.location?.trim().slice(0, 120) || null;
  const drawn = signatureType === 'DRAWN' ? (input.drawnSignature ?? null) : null;
  if (signatureType === 'DRAWN') {
    if (!drawn) throw new AppError('INVALID_SIGNATURE_IMAGE', 'A drawn signature needs its image');
    assertDrawnSignature(drawn);
  }
  return { signatureType, location, drawn };
}

/** Longest User-Agent kept as a signer's evidence (as for sessions): a header cannot fill the certificate page. */
const USER_AGENT_MAX_LENGTH = 400;

/** Where a signer signs from, as recorded with their signature and shown on the certificate of completion. */
export function signedFrom(audit: { ip: string | null; userAgent: string | null } | undefined): { ip: string | null; userAgent: string | null } {
  return { ip: audit?.ip || null, userAgent: audit?.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null };
}

/**
 * Signs a pending document with the signer's identity through the signing pipeline
 * (seal-document.ts): a new PDF (the original is kept as it is) followed by the signature page
 * and certificate of completion, sealed PAdES B-B with the organization's key, B-T with TSA_URL
 * (a timestamp that cannot be had fails the signing: TIMESTAMP_FAILED). The document becomes SIGNED in the same step that records
 * the signed file; if anything fails it stays PENDING and no file is left.
 */
export async function signDocument(services: Services, viewer: Viewer | null, input: SignDocumentInput): Promise<Document> {
  const signer = assertCan(viewer, 'document.sign');
  const { signatureType, location, drawn } = signatureOf(input);
  const { prisma } = services.db;
  const document = isUuid(input.documentId)
    ? await prisma.document.findFirst({
        where: { id: input.documentId, organizationId: signer.organizationId },
        include: { content: { select: { text: true } }, organization: { select: { name: true, logoStoragePath: true } } },
      })
    : null;
  if (!document) throw new AppError('NOT_FOUND', 'No such document in this organization');
  if (document.status !== 'PENDING') throw notPending(document, services.clock.now());
  // Signatures asked of several members: only signAsRequested may sign it now.
  if (await prisma.signatureRequest.count({ where: { documentId: document.id, status: 'OPEN' } }))
    throw new AppError('SIGNATURE_REQUEST_OPEN', 'This document awaits the signatures requested');

  const user = await prisma.user.findUniqueOrThrow({ where: { id: signer.userId }, select: { fullName: true, email: true } });
  const now = services.clock.now();
  const { sealDocument, signedFileColumns } = await import('./seal-document');
  return sealDocument(
    services,
    {
      viewer: signer,
      document,
      now,
      automatic: input.automatic,
      signers: [{ name: user.fullName, email: user.email, signedAt: now, signatureType, location, drawn, ...signedFrom(input.audit) }],
    },
    (file) =>
      changeDocumentStatus(
        services,
        signer,
        {
          documentId: document.id,
          audit: input.audit,
          with: {
            ...signedFileColumns(file, now),
            signatureType,
            signatureLocation: location,
          },
        },
        'SIGNED',
      ),
  );
}
