import { X509Certificate, createHash, randomBytes, verify as verifySignature } from 'node:crypto';
import forge from 'node-forge';
import { Signer } from '@signpdf/utils';
import { AppError } from '../errors';
import { DIGESTS, OID, SIGNATURE_DIGESTS, bytesOf, childrenOf, derOf, integerHex, isContext, oidOf, parseDer, toBuffer } from './cms';

const { asn1 } = forge;
const { Class, Type } = asn1;

export interface TimestampSettings {
  url: string;
  timeoutMs: number;
}

/** What a timestamp token states, and whether its own signature (by the time-stamping authority) holds. */
export interface TimestampToken {
  genTime: Date;
  /** Digest algorithm (Node name) and value the authority timestamped. */
  imprintAlgorithm: string | null;
  imprint: Buffer;
  nonceHex: string | null;
  /** The TSTInfo's digest is in the token's signed attributes and the signature verifies with the certificate it carries. */
  signatureValid: boolean;
  authority: string | null;
}

/**
 * An RFC 3161 TimeStampReq (version 1, SHA-256 imprint, random nonce, certReq) for `data`,
 * with the nonce so the reply can be matched to it.
 */
export function timestampRequest(data: Buffer): { der: Buffer; nonceHex: string; imprint: Buffer } {
  const imprint = createHash('sha256').update(data).digest();
  const nonce = randomBytes(8);
  // A positive INTEGER in minimal DER: the high bit clear and the first byte not zero.
  nonce[0] = (nonce[0] & 0x7f) | 0x01;
  const request = asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, [
    asn1.create(Class.UNIVERSAL, Type.INTEGER, false, String.fromCharCode(1)),
    messageImprint(imprint),
    asn1.create(Class.UNIVERSAL, Type.INTEGER, false, nonce.toString('binary')),
    asn1.create(Class.UNIVERSAL, Type.BOOLEAN, false, String.fromCharCode(0xff)),
  ]);
  return { der: derOf(request), nonceHex: nonce.toString('hex'), imprint };
}

export function messageImprint(imprint: Buffer): forge.asn1.Asn1 {
  return asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, [
    asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, [
      asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(OID.sha256).getBytes()),
      asn1.create(Class.UNIVERSAL, Type.NULL, false, ''),
    ]),
    asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, imprint.toString('binary')),
  ]);
}

/**
 * Asks the time-stamping authority at `settings.url` for a token over `data` and checks the
 * reply: granted, a token over the same imprint with the same nonce, signed by the authority.
 * Any failure (network, time-out, refusal, mismatch) is an AppError TIMESTAMP_FAILED.
 */
export async function requestTimestamp(settings: TimestampSettings, data: Buffer): Promise<forge.asn1.Asn1> {
  const request = timestampRequest(data);
  const fail = (message: string, details?: Record<string, unknown>): never => {
    throw new AppError('TIMESTAMP_FAILED', `Timestamp authority: ${message}`, details);
  };
  let reply: Buffer;
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
      body: new Uint8Array(request.der),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return fail(`HTTP ${response.status}`, { httpStatus: response.status });
    }
    const type = response.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
    if (type !== 'application/timestamp-reply') {
      await response.body?.cancel().catch(() => undefined);
      return fail(`unexpected content type ${type ?? 'none'}`);
    }
    reply = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof AppError) throw error;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return fail(timedOut ? `no answer within ${settings.timeoutMs} ms` : `unreachable (${error instanceof Error ? error.message : String(error)})`, {
      timedOut,
    });
  }

  let token: forge.asn1.Asn1 | undefined;
  let status: number;
  try {
    const [statusInfo, tokenNode] = childrenOf(parseDer(reply.toString('binary')));
    status = Number.parseInt(toBuffer(bytesOf(childrenOf(statusInfo)[0])).toString('hex') || 'ff', 16);
    token = tokenNode;
  } catch {
    return fail('the reply is not a TimeStampResp');
  }
  // 0 granted, 1 granted with modifications.
  if (status !== 0 && status !== 1) return fail(`request refused (status ${status})`, { status });
  if (!token) return fail('granted without a token');
  let info: TimestampToken;
  try {
    info = readTimestampToken(token);
  } catch {
    return fail('the token cannot be read');
  }
  if (info.nonceHex !== request.nonceHex.replace(/^(00)+/, '')) return fail('the token answers another request (nonce)');
  if (info.imprintAlgorithm !== 'sha256' || !info.imprint.equals(request.imprint)) return fail('the token timestamps other data (imprint)');
  if (!info.signatureValid) return fail('the token’s signature does not verify');
  return token;
}

/**
 * Reads an RFC 3161 TimeStampToken (a CMS SignedData over a TSTInfo): genTime, imprint, nonce,
 * and whether its signature verifies with the certificate it carries. Throws when it is not one.
 */
export function readTimestampToken(token: forge.asn1.Asn1): TimestampToken {
  const [type, explicit] = childrenOf(token);
  if (oidOf(type) !== OID.signedData || !isContext(explicit, 0)) throw new Error('not a SignedData');
  const signedData = childrenOf(childrenOf(explicit)[0]);
  const [eContentType, eContentWrapper] = childrenOf(signedData[2]);
  if (oidOf(eContentType) !== OID.tstInfo || !isContext(eContentWrapper, 0)) throw new Error('not a TSTInfo');
  const eContent = childrenOf(eContentWrapper)[0];
  // The OCTET STRING may be constructed (BER): its pieces, in order.
  const tstDer = eContent?.constructed ? childrenOf(eContent).map(bytesOf).join('') : bytesOf(eContent);
  const tstInfo = childrenOf(parseDer(tstDer));
  const [, , imprintNode, , genTimeNode] = tstInfo;
  const [algorithm, hashed] = childrenOf(imprintNode);
  if (genTimeNode?.type !== Type.GENERALIZEDTIME) throw new Error('no genTime');
  const genTime = asn1.generalizedTimeToDate(bytesOf(genTimeNode));
  if (Number.isNaN(genTime.getTime())) throw new Error('bad genTime');
  const nonceNode = tstInfo.slice(5).find((node) => node.tagClass === Class.UNIVERSAL && node.type === Type.INTEGER);

  let signatureValid = false;
  let authority: string | null = null;
  try {
    const checked = checkTokenSignature(signedData, toBuffer(tstDer));
    signatureValid = checked.valid;
    authority = checked.authority;
  } catch {
    signatureValid = false;
  }
  return {
    genTime,
    imprintAlgorithm: DIGESTS[oidOf(childrenOf(algorithm)[0])] ?? null,
    imprint: toBuffer(bytesOf(hashed)),
    nonceHex: nonceNode ? integerHex(nonceNode) : null,
    signatureValid,
    authority,
  };
}

function checkTokenSignature(signedData: forge.asn1.Asn1[], tstDer: Buffer): { valid: boolean; authority: string | null } {
  const certificates = childrenOf(signedData.find((node) => isContext(node, 0))).map(derOf);
  const signerInfo = childrenOf(childrenOf(signedData[signedData.length - 1])[0]);
  const [, signerId, digestAlgorithm] = signerInfo;
  const attributesNode = signerInfo.find((node) => isContext(node, 0));
  if (!attributesNode) return { valid: false, authority: null };
  const [signatureAlgorithm, signatureNode] = signerInfo.slice(signerInfo.indexOf(attributesNode) + 1);
  const digest = DIGESTS[oidOf(childrenOf(digestAlgorithm)[0])];
  const signatureOid = oidOf(childrenOf(signatureAlgorithm)[0]);
  if (!digest || !(signatureOid in SIGNATURE_DIGESTS)) return { valid: false, authority: null };
  const attributes = childrenOf(attributesNode);
  const messageDigest = attributes.find((node) => oidOf(childrenOf(node)[0]) === OID.messageDigest);
  const expected = toBuffer(bytesOf(childrenOf(childrenOf(messageDigest)[1])[0]));
  if (!expected.equals(createHash(digest).update(tstDer).digest())) return { valid: false, authority: null };
  let certificate: X509Certificate | undefined;
  if (!isContext(signerId, 0)) {
    const serial = integerHex(childrenOf(signerId)[1]).toUpperCase();
    certificate = certificates
      .map((der) => new X509Certificate(der))
      .find((candidate) => candidate.serialNumber.replace(/^(00)+/, '').toUpperCase() === serial);
  } else if (certificates.length === 1) certificate = new X509Certificate(certificates[0]);
  if (!certificate) return { valid: false, authority: null };
  const set = derOf(asn1.create(Class.UNIVERSAL, Type.SET, true, attributes));
  const valid = verifySignature(SIGNATURE_DIGESTS[signatureOid] ?? digest, set, certificate.publicKey, toBuffer(bytesOf(signatureNode)));
  const authority =
    certificate.subject
      .split('\n')
      .find((line) => line.startsWith('CN='))
      ?.slice(3) ?? null;
  return { valid, authority };
}

/** The SignerInfo (as its ASN.1 children) of a CMS ContentInfo holding SignedData with one signer. */
export function signerInfoOf(contentInfo: forge.asn1.Asn1): forge.asn1.Asn1 {
  const [type, explicit] = childrenOf(contentInfo);
  if (oidOf(type) !== OID.signedData || !isContext(explicit, 0)) throw new Error('not a SignedData');
  const signedData = childrenOf(childrenOf(explicit)[0]);
  const signerInfos = childrenOf(signedData[signedData.length - 1]);
  if (signerInfos.length !== 1) throw new Error('expected one signer');
  return signerInfos[0];
}

/** The SignerInfo's signature value: what the signature timestamp covers (ETSI EN 319 122-1, 5.3). */
export function signatureValueOf(signerInfo: forge.asn1.Asn1): Buffer {
  const children = childrenOf(signerInfo);
  const attributes = children.find((node) => isContext(node, 0));
  const signature = attributes ? children[children.indexOf(attributes) + 2] : children[4];
  if (signature?.type !== Type.OCTETSTRING) throw new Error('no signature value');
  return toBuffer(bytesOf(signature));
}

/** The timestamp token among the SignerInfo's unsigned attributes, if any. */
export function signatureTimestampOf(signerInfo: forge.asn1.Asn1): forge.asn1.Asn1 | null {
  const unsigned = childrenOf(signerInfo).find((node) => isContext(node, 1));
  const attribute = childrenOf(unsigned).find((node) => oidOf(childrenOf(node)[0]) === OID.signatureTimeStampToken);
  return childrenOf(childrenOf(attribute)[1])[0] ?? null;
}

/**
 * Adds a signature timestamp to a CMS signature (PAdES B-T): the token from the authority over
 * the SignerInfo's signature value, as the unsigned attribute id-aa-signatureTimeStampToken.
 */
export async function timestampCms(cms: Buffer, settings: TimestampSettings): Promise<Buffer> {
  const contentInfo = parseDer(cms.toString('binary'));
  // Re-encoding must leave every signed byte as it was: the check guards node-forge's round trip.
  if (!derOf(contentInfo).equals(cms)) throw new Error('The CMS signature does not re-encode identically');
  const signerInfo = signerInfoOf(contentInfo);
  const token = await requestTimestamp(settings, signatureValueOf(signerInfo));
  const attribute = asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, [
    asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(OID.signatureTimeStampToken).getBytes()),
    asn1.create(Class.UNIVERSAL, Type.SET, true, [token]),
  ]);
  const children = childrenOf(signerInfo);
  const unsigned = children.find((node) => isContext(node, 1));
  if (unsigned) childrenOf(unsigned).push(attribute);
  else children.push(asn1.create(Class.CONTEXT_SPECIFIC, 1, true, [attribute]));
  return derOf(contentInfo);
}

/** Wraps a @signpdf signer so that its CMS signature carries a signature timestamp. */
export class TimestampingSigner extends Signer {
  constructor(
    private readonly inner: Signer,
    private readonly settings: TimestampSettings,
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    return timestampCms(await this.inner.sign(pdfBuffer, signingTime), this.settings);
  }
}
