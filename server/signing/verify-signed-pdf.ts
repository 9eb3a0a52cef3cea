import { X509Certificate, createHash, verify as verifySignature } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import type { SignatureType } from '../db/generated/client';
import { AppError, FileTooLarge } from '../errors';
import type { Services } from '../services';
import { DIGESTS, OID, SIGNATURE_DIGESTS, bytesOf, childrenOf as asn1Of, isContext, namesCertificate, oidOf, parseDer, signedAttribute, toBuffer } from './cms';
import { certificatesOfSignature, hasLongTermValidationData, readDssUpdate, type DssContents } from './dss';
import { readTimestampToken, signatureTimestampOf } from './timestamp';

/**
 * - NOT_SIGNED: a readable PDF with no signature.
 * - INVALID: a signature that does not verify, or a file changed since it was signed (bytes of the
 *   signed range changed, or bytes added after the signature, such as an incremental update, unless
 *   the update only adds long-term validation data: a DSS).
 * - VALID_UNKNOWN: the signature verifies and covers the whole file, but Paraphe did not produce this file.
 * - VALID: the signature verifies and the file is, byte for byte, the one Paraphe produced.
 */
export type VerificationStatus = 'NOT_SIGNED' | 'INVALID' | 'VALID_UNKNOWN' | 'VALID';

/**
 * Why a signature is INVALID:
 * - CONTENT_CHANGED: the signed bytes do not hash to the digest the signature carries.
 * - SIGNATURE_MISMATCH: the signature over the signed attributes does not verify with the signer's certificate.
 * - CHANGED_AFTER_SIGNING: the signature is intact but bytes outside its range were added or changed.
 * - MALFORMED_SIGNATURE: the signature dictionary or its CMS container cannot be read or checked.
 */
export type InvalidReason = 'CONTENT_CHANGED' | 'SIGNATURE_MISMATCH' | 'CHANGED_AFTER_SIGNING' | 'MALFORMED_SIGNATURE';

export interface VerificationResult {
  status: VerificationStatus;
  reason: InvalidReason | null;
  /** True when the bytes are known to differ from what was signed. */
  modified: boolean;
  /** SHA-256 of the whole file received. */
  sha256: string;
  /** As the signature dictionary names them (signed bytes): null unless VALID or VALID_UNKNOWN. */
  signer: { name: string | null; email: string | null } | null;
  /** Known for VALID only: the organization and title of the document Paraphe signed. */
  organization: string | null;
  title: string | null;
  /** VALID: when Paraphe signed; VALID_UNKNOWN: the signing time the signature states. */
  signedAt: Date | null;
  /** Known for VALID only: the type every signer used; null when they used different ones (each is in `signers`). */
  signatureType: SignatureType | null;
  /**
   * Known for VALID only (empty otherwise): everyone Paraphe recorded as signing this file, in order,
   * each with their own time and signature type, as its certificate of completion lists them.
   */
  signers: SignerReport[];
  /** The signer's certificate, as the file carries it; `paraphe` when it is one of Paraphe's organization certificates. */
  certificate: { commonName: string | null; organization: string | null; issuer: string | null; paraphe: boolean } | null;
  /**
   * The RFC 3161 signature timestamp the signature carries (PAdES B-T), null when none (or unless
   * VALID or VALID_UNKNOWN): when the authority timestamped it (genTime), whether the token's
   * imprint is the digest of this signature's value, whether the token's own signature verifies
   * with the certificate it carries, and that certificate's common name.
   */
  timestamp: SignatureTimestamp | null;
  /**
   * The PAdES baseline level the signature meets (ETSI EN 319 142-1), null unless VALID or
   * VALID_UNKNOWN, or when it meets none (an adbe.pkcs7 signature, a signing-time in the CMS):
   * - B-B: SubFilter ETSI.CAdES.detached, the time in the dictionary's /M, no signing-time in the
   *   CMS, and an ESS signing-certificate-v2 naming the certificate that signed;
   * - B-T: B-B with a signature timestamp whose imprint is this signature's and whose own signature holds;
   * - B-LT: B-T with a DSS, added after the signature, holding every certificate of the signer's
   *   and the authority's chains up to a root and, for each but the roots, a CRL from its issuer
   *   that does not revoke it (a self-signed organization certificate never gets there).
   */
  level: PadesLevel | null;
  /** Whose certificate signed (the last signature), null unless VALID or VALID_UNKNOWN. */
  chain: CertificateChain | null;
  /**
   * Every signature of the file, in the order they were made (one for a file Paraphe signed, even
   * with several signers: they share one seal); empty unless VALID or VALID_UNKNOWN. Only the last
   * can be B-LT: the DSS after it is the only validation data read.
   */
  signatures: SignatureReport[];
}

export type PadesLevel = 'B-B' | 'B-T' | 'B-LT';

/** One signer of a file Paraphe signed: who, when, and with which type of signature. */
export interface SignerReport {
  name: string | null;
  email: string | null;
  signedAt: Date | null;
  signatureType: SignatureType | null;
}

/**
 * - ORGANIZATION_SELF_SIGNED: a certificate Paraphe made for an organization (or an installation's
 *   PKCS#12 certificate that signs itself): no authority vouches for it, Paraphe's records do;
 * - CONFIGURED_CA: the installation's PKCS#12 certificate, issued by a certification authority;
 * - UNKNOWN: a certificate Paraphe does not know.
 */
export type CertificateChain = 'ORGANIZATION_SELF_SIGNED' | 'CONFIGURED_CA' | 'UNKNOWN';

/** One signature of the file: who (as its dictionary or certificate names them), when it says, its level and certificate. */
export interface SignatureReport {
  signer: { name: string | null; email: string | null };
  signedAt: Date | null;
  level: PadesLevel | null;
  chain: CertificateChain;
  certificate: NonNullable<VerificationResult['certificate']>;
  timestamp: SignatureTimestamp | null;
}

export interface SignatureTimestamp {
  timestampedAt: Date;
  imprintMatches: boolean;
  signatureValid: boolean;
  authority: string | null;
}

interface FoundSignature {
  range: [number, number, number, number];
  /** Offset of the ByteRange in the file: the dictionary around it holds /Name, /M… */
  at: number;
  contentsHex: string;
}

interface CheckedSignature {
  ok: boolean;
  reason: InvalidReason | null;
  certificateDer: Buffer | null;
  signingTime: Date | null;
  timestamp: SignatureTimestamp | null;
  /** The CMS meets B-B's part: signing-certificate-v2 naming the signer's certificate, no signing-time. */
  baselineCms: boolean;
  /** The signer's certificate and those of the timestamp token: whose chains B-LT covers. */
  carried: Buffer[];
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * Checks an uploaded PDF: its PAdES signatures (the byte range covers the whole file except the
 * signature, the digest of those bytes, the signature over the signed attributes with the signer's
 * certificate), then whether the file is one Paraphe produced (its SHA-256 among signed documents).
 * The answer tells only what the signed file itself shows. Not a PDF, or unreadable: a typed AppError.
 */
export async function verifySignedPdf(services: Services, input: Uint8Array): Promise<VerificationResult> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length === 0) throw new AppError('EMPTY_FILE', 'The file is empty');
  if (bytes.length > services.config.MAX_UPLOAD_BYTES) throw new FileTooLarge(`File is ${bytes.length} bytes`, services.config.MAX_UPLOAD_BYTES);
  if (!bytes.subarray(0, 1024).includes('%PDF-')) throw new AppError('NOT_A_PDF', 'The file is not a PDF');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const base: VerificationResult = {
    status: 'NOT_SIGNED',
    reason: null,
    modified: false,
    sha256,
    signer: null,
    organization: null,
    title: null,
    signedAt: null,
    signatureType: null,
    signers: [],
    certificate: null,
    timestamp: null,
    level: null,
    chain: null,
    signatures: [],
  };

  const signatures = findSignatures(bytes);
  if (signatures.length === 0) {
    await assertReadablePdf(bytes);
    return base;
  }
  // Every signature must hold; the last one (ending furthest) must reach the end of the file.
  const checked = signatures.map((signature) => checkSignature(bytes, signature));
  const failed = checked.find((check) => !check.ok);
  if (failed) return { ...base, status: 'INVALID', reason: failed.reason, modified: failed.reason !== 'MALFORMED_SIGNATURE' };
  const last = signatures.reduce((furthest, signature) => (end(signature) > end(furthest) ? signature : furthest));
  // After the last signature, only an update that adds validation data (a DSS) is no change.
  let dss: DssContents | null = null;
  if (end(last) !== bytes.length) {
    dss = readDssUpdate(bytes, end(last));
    if (!dss) return { ...base, status: 'INVALID', reason: 'CHANGED_AFTER_SIGNING', modified: true };
  }

  const reports = await Promise.all(
    signatures.map(async (signature, index): Promise<SignatureReport> => {
      const check = checked[index];
      const dictionary = signatureDictionary(bytes, signature);
      const { chain, ...certificate } = await describeCertificate(services, check.certificateDer!);
      return {
        signer: { name: dictionary.Name || certificate.commonName, email: dictionary.ContactInfo || null },
        signedAt: check.signingTime ?? parsePdfDate(dictionary.M),
        level: padesLevel(check, dictionary, signature === last ? dss : null),
        chain,
        certificate,
        timestamp: check.timestamp,
      };
    }),
  );
  // In the order they were made: by where their signed range ends.
  const ordered = signatures
    .map((signature, index) => ({ end: end(signature), report: reports[index] }))
    .sort((a, b) => a.end - b.end)
    .map(({ report }) => report);
  const lastReport = reports[signatures.indexOf(last)];
  const lastCheck = checked[signatures.indexOf(last)];
  const { signer, certificate, timestamp, level, chain } = lastReport;
  const document = await services.db.prisma.document.findFirst({
    where: { signedSha256: sha256 },
    select: {
      title: true,
      signedAt: true,
      signatureType: true,
      organization: { select: { name: true } },
      signatureRequest: {
        select: {
          status: true,
          signers: {
            where: { status: 'SIGNED' },
            orderBy: { position: 'asc' },
            select: { signedAt: true, signatureType: true, user: { select: { fullName: true, email: true } } },
          },
        },
      },
    },
  });
  if (!document) {
    return { ...base, status: 'VALID_UNKNOWN', signer, signedAt: lastReport.signedAt, certificate, timestamp, level, chain, signatures: ordered };
  }
  const signedAt = document.signedAt ?? lastCheck.signingTime;
  // Signed at the end of a signature request: each of its signers; otherwise the one the seal names.
  const request = document.signatureRequest;
  const signers: SignerReport[] =
    request?.status === 'COMPLETED' && request.signers.length > 0
      ? request.signers.map((row) => ({ name: row.user.fullName, email: row.user.email, signedAt: row.signedAt, signatureType: row.signatureType }))
      : [{ name: signer.name, email: signer.email, signedAt, signatureType: document.signatureType }];
  const types = new Set(signers.map((row) => row.signatureType));
  return {
    ...base,
    status: 'VALID',
    signer,
    organization: document.organization.name,
    title: document.title,
    signedAt,
    signatureType: types.size === 1 ? [...types][0] : null,
    signers,
    certificate,
    timestamp,
    level,
    chain,
    signatures: ordered,
  };
}

function padesLevel(check: CheckedSignature, dictionary: Record<string, string>, dss: DssContents | null): PadesLevel | null {
  if (!check.baselineCms || dictionary.SubFilter !== 'ETSI.CAdES.detached' || !parsePdfDate(dictionary.M)) return null;
  if (!check.timestamp?.imprintMatches || !check.timestamp.signatureValid) return 'B-B';
  return dss && hasLongTermValidationData(dss, check.carried) ? 'B-LT' : 'B-T';
}

const end = (signature: FoundSignature) => signature.range[2] + signature.range[3];

/** Signature dictionaries whose ByteRange is filled in: [0, before the Contents, after them, to the end of the range]. */
function findSignatures(bytes: Buffer): FoundSignature[] {
  const text = bytes.toString('latin1');
  const found: FoundSignature[] = [];
  for (const match of text.matchAll(BYTE_RANGE)) {
    const range = match.slice(1, 5).map(Number) as FoundSignature['range'];
    found.push({ range, at: match.index, contentsHex: contentsOf(bytes, range) ?? '' });
  }
  return found;
}

/** The hexadecimal Contents string that the range skips, or null when the gap is not exactly `<hex>`. */
function contentsOf(bytes: Buffer, [start, firstLength, secondStart, secondLength]: FoundSignature['range']): string | null {
  if (start !== 0 || firstLength <= 0 || secondStart <= firstLength + 1 || secondStart + secondLength > bytes.length) return null;
  if (bytes[firstLength] !== 0x3c || bytes[secondStart - 1] !== 0x3e) return null;
  const hex = bytes
    .subarray(firstLength + 1, secondStart - 1)
    .toString('latin1')
    .replace(/\s+/g, '');
  return /^[0-9a-fA-F]*$/.test(hex) ? hex : null;
}

function checkSignature(bytes: Buffer, signature: FoundSignature): CheckedSignature {
  const malformed: CheckedSignature = {
    ok: false,
    reason: 'MALFORMED_SIGNATURE',
    certificateDer: null,
    signingTime: null,
    timestamp: null,
    baselineCms: false,
    carried: [],
  };
  const [start, firstLength, secondStart, secondLength] = signature.range;
  if (!signature.contentsHex || !/[1-9a-fA-F]/.test(signature.contentsHex)) return malformed;
  let cms: ReturnType<typeof readCms>;
  try {
    cms = readCms(signature.contentsHex);
  } catch {
    return malformed;
  }
  if (!cms) return malformed;
  const covered = Buffer.concat([bytes.subarray(start, start + firstLength), bytes.subarray(secondStart, secondStart + secondLength)]);
  const digest = createHash(cms.digest).update(covered).digest();
  if (!digest.equals(cms.messageDigest)) return { ...malformed, reason: 'CONTENT_CHANGED' };
  let valid: boolean;
  try {
    const key = new X509Certificate(cms.certificateDer).publicKey;
    valid = verifySignature(cms.signatureDigest, cms.signedAttributesDer, key, cms.signature);
  } catch {
    return malformed;
  }
  if (!valid) return { ...malformed, reason: 'SIGNATURE_MISMATCH' };
  let carried: Buffer[];
  try {
    carried = [cms.certificateDer, ...certificatesOfSignature(Buffer.from(signature.contentsHex, 'hex')).timestamp];
  } catch {
    carried = [cms.certificateDer];
  }
  return {
    ok: true,
    reason: null,
    certificateDer: cms.certificateDer,
    signingTime: cms.signingTime,
    timestamp: cms.timestamp,
    baselineCms: cms.baselineCms,
    carried,
  };
}

/**
 * The parts of a detached CMS SignedData (RFC 5652) the check needs, read with node-forge's ASN.1
 * parser: the first signer's digest algorithm, signed attributes (re-encoded as the SET they sign),
 * message digest, signing time, signature, and the certificate its issuer and serial name.
 */
function readCms(hex: string) {
  const der = forge.util.hexToBytes(hex.length % 2 ? `${hex}0` : hex);
  // The Contents placeholder is padded with zeros after the DER.
  const contentInfo = parseDer(der, false);
  const [type, explicit] = asn1Of(contentInfo);
  if (oidOf(type) !== OID.signedData || !isContext(explicit, 0)) return null;
  const signedData = asn1Of(asn1Of(explicit)[0]);
  const encapsulated = signedData[2];
  const [eContentType, eContent] = asn1Of(encapsulated);
  // A detached signature over the PDF's bytes: no content inside the CMS.
  if (oidOf(eContentType) !== OID.data || eContent) return null;
  const certificates = asn1Of(signedData.find((node) => isContext(node, 0)));
  const signerInfos = asn1Of(signedData[signedData.length - 1]);
  if (signerInfos.length !== 1) return null;
  const signerInfo = asn1Of(signerInfos[0]);
  const [, signerId, digestAlgorithm] = signerInfo;
  const attributesNode = signerInfo.find((node) => isContext(node, 0));
  if (!attributesNode) return null;
  const afterAttributes = signerInfo.slice(signerInfo.indexOf(attributesNode) + 1);
  const [signatureAlgorithm, signatureNode] = afterAttributes;
  const digest = DIGESTS[oidOf(asn1Of(digestAlgorithm)[0])];
  const signatureOid = oidOf(asn1Of(signatureAlgorithm)[0]);
  if (!digest || !(signatureOid in SIGNATURE_DIGESTS)) return null;

  const attributes = asn1Of(attributesNode);
  const attribute = (oid: string) => signedAttribute(attributes, oid);
  const messageDigest = attribute(OID.messageDigest);
  if (!messageDigest) return null;
  const time = attribute(OID.signingTime);
  let signingTime: Date | null = null;
  if (time?.type === forge.asn1.Type.UTCTIME) signingTime = forge.asn1.utcTimeToDate(bytesOf(time));
  else if (time?.type === forge.asn1.Type.GENERALIZEDTIME) signingTime = forge.asn1.generalizedTimeToDate(bytesOf(time));
  // The signature is over the DER of the attributes as a SET OF (RFC 5652, 5.4), not the [0] IMPLICIT tag.
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);

  // issuerAndSerialNumber names the certificate; subjectKeyIdentifier ([0]) falls back to the only one.
  const ders = certificates.map((certificate) => toBuffer(forge.asn1.toDer(certificate).getBytes()));
  let certificateDer: Buffer | undefined;
  if (!isContext(signerId, 0)) {
    const serial = toBuffer(bytesOf(asn1Of(signerId)[1]))
      .toString('hex')
      .replace(/^(00)+/, '')
      .toUpperCase();
    certificateDer = ders.find((candidate) => new X509Certificate(candidate).serialNumber.replace(/^(00)+/, '').toUpperCase() === serial);
  } else if (ders.length === 1) certificateDer = ders[0];
  if (!certificateDer) return null;

  return {
    digest,
    signatureDigest: SIGNATURE_DIGESTS[signatureOid] ?? digest,
    messageDigest: toBuffer(bytesOf(messageDigest)),
    signingTime: signingTime && !Number.isNaN(signingTime.getTime()) ? signingTime : null,
    signedAttributesDer: toBuffer(forge.asn1.toDer(set).getBytes()),
    signature: toBuffer(bytesOf(signatureNode)),
    certificateDer,
    timestamp: signatureTimestamp(signerInfos[0], toBuffer(bytesOf(signatureNode))),
    baselineCms: !time && namesCertificate(attribute(OID.signingCertificateV2), certificateDer),
  };
}

/** The signature timestamp among the unsigned attributes, checked against the signature value; an unreadable token counts as none. */
function signatureTimestamp(signerInfo: forge.asn1.Asn1, signature: Buffer): SignatureTimestamp | null {
  try {
    const token = signatureTimestampOf(signerInfo);
    if (!token) return null;
    const read = readTimestampToken(token);
    const imprintMatches = read.imprintAlgorithm !== null && createHash(read.imprintAlgorithm).update(signature).digest().equals(read.imprint);
    return { timestampedAt: read.genTime, imprintMatches, signatureValid: read.signatureValid, authority: read.authority };
  } catch {
    return null;
  }
}

/** A PDF with no signature must still be one: pdf-lib reads its catalog and pages. */
async function assertReadablePdf(bytes: Buffer): Promise<void> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    pdf.getPageCount();
  } catch {
    throw new AppError('UNREADABLE_FILE', 'The PDF cannot be read: it is damaged or incomplete');
  }
}

/** The entries of the signature dictionary around the ByteRange: /Name, /ContactInfo, /M, /Reason, /Location, /SubFilter. */
function signatureDictionary(bytes: Buffer, signature: FoundSignature): Record<string, string> {
  const text = bytes.toString('latin1');
  const objectStart = Math.max(0, text.lastIndexOf(' obj', signature.at));
  const objectEnd = text.indexOf('endobj', signature.at);
  const slice = text.slice(objectStart, objectEnd === -1 ? Math.min(text.length, signature.at + 4096) : objectEnd);
  const entries: Record<string, string> = {};
  for (const key of ['Name', 'ContactInfo', 'M', 'Reason', 'Location']) {
    const match = new RegExp(`/${key}\\s*(\\(|<(?!<))`).exec(slice);
    if (!match) continue;
    const value = match[1] === '(' ? literalString(slice, match.index + match[0].length) : hexString(slice, match.index + match[0].length);
    if (value !== null) entries[key] = decodeText(value).slice(0, 256);
  }
  const subFilter = /\/SubFilter\s*\/([^\s/<>[\]()]+)/.exec(slice);
  if (subFilter) entries.SubFilter = subFilter[1];
  return entries;
}

/** A PDF literal string's bytes (latin1), from just after its opening parenthesis. */
function literalString(text: string, from: number): string | null {
  let depth = 1;
  let out = '';
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') {
      const next = text[++i];
      const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
      if (next in escapes) out += escapes[next];
      else if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(text.slice(i, i + 3))![0];
        out += String.fromCharCode(parseInt(octal, 8) & 0xff);
        i += octal.length - 1;
      } else if (next === '\r' && text[i + 1] === '\n') i += 1;
      else if (next !== '\n' && next !== '\r') out += next;
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')' && --depth === 0) return out;
    out += char;
  }
  return null;
}

function hexString(text: string, from: number): string | null {
  const close = text.indexOf('>', from);
  if (close === -1) return null;
  const hex = text.slice(from, close).replace(/\s+/g, '');
  if (!/^[0-9a-fA-F]*$/.test(hex)) return null;
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
}

/** UTF-16BE with its byte order mark, otherwise PDFDocEncoding (read as Latin-1). */
function decodeText(raw: string): string {
  if (raw.startsWith('\xfe\xff')) return Buffer.from(raw.slice(2), 'latin1').swap16().toString('utf16le');
  return raw;
}

/** D:YYYYMMDDHHmmSSOHH'mm' */
function parsePdfDate(value: string | undefined): Date | null {
  const match = value && /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/.exec(value);
  if (!match) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', sign, offsetHours = '00', offsetMinutes = '00'] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offset = (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000 * (sign === '-' ? -1 : sign === '+' ? 1 : 0);
  const date = new Date(utc - offset);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Names of the certificate, whether it is an organization's Paraphe certificate (or the installation's PKCS#12 one), and its chain's kind. */
async function describeCertificate(services: Services, der: Buffer): Promise<NonNullable<VerificationResult['certificate']> & { chain: CertificateChain }> {
  const certificate = new X509Certificate(der);
  const field = (name: string, dn: string) =>
    dn
      .split('\n')
      .find((line) => line.startsWith(`${name}=`))
      ?.slice(name.length + 1) ?? null;
  // The stored certificates are node-forge PEM: the same DER encodes to the same text.
  const pem = forge.pem.encode({ type: 'CERTIFICATE', body: der.toString('binary') }, { maxline: 64 });
  const paraphe =
    Boolean(await services.db.prisma.signingIdentity.findFirst({ where: { certificatePem: pem }, select: { organizationId: true } })) ||
    isInstallationCertificate(services, der);
  const selfSigned = certificate.issuer === certificate.subject && certificate.verify(certificate.publicKey);
  const chain: CertificateChain = !paraphe ? 'UNKNOWN' : selfSigned ? 'ORGANIZATION_SELF_SIGNED' : 'CONFIGURED_CA';
  return {
    commonName: field('CN', certificate.subject),
    organization: field('O', certificate.subject),
    issuer: field('CN', certificate.issuer) ?? field('O', certificate.issuer),
    paraphe,
    chain,
  };
}

function isInstallationCertificate(services: Services, der: Buffer): boolean {
  const { SIGNING_P12_PATH, SIGNING_P12_PASSWORD } = services.config;
  if (!SIGNING_P12_PATH) return false;
  try {
    const bundle = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(readFileSync(SIGNING_P12_PATH).toString('binary'))),
      SIGNING_P12_PASSWORD ?? '',
    );
    const bags = bundle.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
    return bags.some((bag) => bag.cert && Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes(), 'binary').equals(der));
  } catch {
    return false;
  }
}
