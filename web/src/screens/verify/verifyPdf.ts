import { CSRF_HEADER } from '../../relay/environment';

export type VerificationStatus = 'NOT_SIGNED' | 'INVALID' | 'VALID_UNKNOWN' | 'VALID';

/** The JSON answer of POST /api/verify. */
export interface Verification {
  status: VerificationStatus;
  reason: 'CONTENT_CHANGED' | 'SIGNATURE_MISMATCH' | 'CHANGED_AFTER_SIGNING' | 'MALFORMED_SIGNATURE' | null;
  modified: boolean;
  sha256: string;
  signer: { name: string | null; email: string | null } | null;
  organization: string | null;
  title: string | null;
  signedAt: string | null;
  /** The type every signer used; null when they used different ones (see `signers`). */
  signatureType: SignatureType | null;
  /** Valid files Paraphe signed: each signer, in order, with their own time and signature type. */
  signers: VerifiedSigner[];
  certificate: { commonName: string | null; organization: string | null; issuer: string | null; paraphe: boolean } | null;
  /** The RFC 3161 signature timestamp, when the signature carries one. */
  timestamp: VerifiedTimestamp | null;
  /** The PAdES baseline level of the last signature (null: none, or not valid). */
  level: PadesLevel | null;
  /** Whose certificate made the last signature. */
  chain: CertificateChain | null;
  /** Every signature of the file, in the order they were made (empty unless valid). */
  signatures: VerifiedSignature[];
}

export type PadesLevel = 'B-B' | 'B-T' | 'B-LT';
export type SignatureType = 'SIMPLE' | 'DRAWN' | 'CERTIFIED';
/** One signer of a file Paraphe signed. */
export interface VerifiedSigner {
  name: string | null;
  email: string | null;
  signedAt: string | null;
  signatureType: SignatureType | null;
}
export type CertificateChain = 'ORGANIZATION_SELF_SIGNED' | 'CONFIGURED_CA' | 'UNKNOWN';
export interface VerifiedTimestamp {
  timestampedAt: string;
  imprintMatches: boolean;
  signatureValid: boolean;
  authority: string | null;
}

/** One signature of a verified file. */
export interface VerifiedSignature {
  signer: { name: string | null; email: string | null };
  signedAt: string | null;
  level: PadesLevel | null;
  chain: CertificateChain;
  timestamp: VerifiedTimestamp | null;
}

export type VerifyOutcome =
  { kind: 'checked'; verification: Verification } | { kind: 'failed'; code: string | null; retryAfterS: number | null } | { kind: 'network' };

/** POST /api/verify: the file as a multipart `file` part; public, the session (if any) plays no part. */
export async function verifyPdf(file: File): Promise<VerifyOutcome> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/verify', { method: 'POST', credentials: 'same-origin', headers: CSRF_HEADER, body });
  } catch {
    return { kind: 'network' };
  }
  const json = (await response.json().catch(() => null)) as (Verification & { error?: { code?: string } }) | null;
  if (response.ok && json?.status) return { kind: 'checked', verification: json };
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    kind: 'failed',
    code: json?.error?.code ?? (response.status === 413 ? 'FILE_TOO_LARGE' : null),
    retryAfterS: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}
