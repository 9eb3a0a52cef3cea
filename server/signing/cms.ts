import { createHash, sign } from 'node:crypto';
import forge from 'node-forge';

/** Object identifiers of CMS (RFC 5652), ESS (RFC 5035), RFC 3161 timestamps and the algorithms used. */
export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

/** Digest algorithms, by OID, as Node names them. */
export const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** Signature algorithms Node verifies from the certificate's key: the digest is named by the algorithm, or (null) by the signer info. */
export const SIGNATURE_DIGESTS: Record<string, string | null> = {
  '1.2.840.113549.1.1.1': null,
  '1.2.840.113549.1.1.5': 'sha1',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.2.1': null,
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};

const { asn1 } = forge;
const { Class, Type } = asn1;
type Node = forge.asn1.Asn1;
/** node-forge reads options its types do not declare: `parseAllBytes: false` skips trailing bytes (the placeholder's zero padding). */
const fromDer = asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean; strict: boolean; decodeBitStrings: boolean }) => Node;
export const parseDer = (der: string, parseAllBytes = true) => fromDer(der, { parseAllBytes, strict: true, decodeBitStrings: false });
export const childrenOf = (node: Node | undefined): Node[] => (node && Array.isArray(node.value) ? node.value : []);
export const bytesOf = (node: Node | undefined): string => (node && typeof node.value === 'string' ? node.value : '');
export const isContext = (node: Node | undefined, tag: number) => node?.tagClass === Class.CONTEXT_SPECIFIC && node.type === tag;
export const oidOf = (node: Node | undefined) => (node?.type === Type.OID ? asn1.derToOid(bytesOf(node)) : '');
export const toBuffer = (binary: string) => Buffer.from(binary, 'binary');
export const derOf = (node: Node) => toBuffer(asn1.toDer(node).getBytes());
/** An INTEGER's value without the leading zero bytes DER may add. */
export const integerHex = (node: Node | undefined) =>
  toBuffer(bytesOf(node))
    .toString('hex')
    .replace(/^(00)+/, '');

export const sequence = (...items: Node[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
/** A DER SET OF: its elements in the order of their encodings. */
export const setOf = (...items: Node[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, sortedByEncoding(items));
export const oid = (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
export const octets = (value: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, value.toString('binary'));
export const algorithm = (value: string) => sequence(oid(value), asn1.create(Class.UNIVERSAL, Type.NULL, false, ''));
const small = (value: number) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, String.fromCharCode(value));
const attribute = (type: string, value: Node) => sequence(oid(type), setOf(value));

function sortedByEncoding(items: Node[]): Node[] {
  return items
    .map((node) => ({ node, der: derOf(node) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ node }) => node);
}

/** The issuer Name and serialNumber nodes of a certificate, as it encodes them. */
function issuerAndSerial(certificateDer: Buffer): { issuer: Node; serial: Node } {
  const tbs = childrenOf(childrenOf(parseDer(certificateDer.toString('binary')))[0]);
  const fields = isContext(tbs[0], 0) ? tbs.slice(1) : tbs;
  return { serial: fields[0], issuer: fields[2] };
}

/** ESS signing-certificate-v2 (RFC 5035): the SHA-256 of the signer's certificate, its issuer and serial. */
function signingCertificateV2(certificateDer: Buffer): Node {
  const { issuer, serial } = issuerAndSerial(certificateDer);
  const issuerSerial = sequence(sequence(asn1.create(Class.CONTEXT_SPECIFIC, 4, true, [issuer])), serial);
  return sequence(sequence(sequence(octets(createHash('sha256').update(certificateDer).digest()), issuerSerial)));
}

export interface CmsSigner {
  /** PKCS#8 or PKCS#1 PEM (RSA). */
  privateKeyPem: string;
  /** DER certificates: the signer's first, then the rest of its chain. */
  certificates: Buffer[];
}

/**
 * A detached CMS SignedData over `data` as PAdES baseline B-B asks (ETSI EN 319 142-1, 6.3): signed
 * attributes content-type, message-digest (SHA-256) and ESS signing-certificate-v2, and no
 * signing-time (the time is the signature dictionary's /M); the certificate chain included.
 */
export function padesSignature(data: Buffer, signer: CmsSigner): Buffer {
  const [certificate] = signer.certificates;
  const { issuer, serial } = issuerAndSerial(certificate);
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(data).digest())),
    attribute(OID.signingCertificateV2, signingCertificateV2(certificate)),
  ];
  const signedAttributes = setOf(...attributes);
  const signature = sign('sha256', derOf(signedAttributes), signer.privateKeyPem);
  const signerInfo = sequence(
    small(1),
    sequence(issuer, serial),
    algorithm(OID.sha256),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, childrenOf(signedAttributes)),
    algorithm(OID.rsaEncryption),
    octets(signature),
  );
  const signedData = sequence(
    small(1),
    setOf(algorithm(OID.sha256)),
    sequence(oid(OID.data)),
    asn1.create(
      Class.CONTEXT_SPECIFIC,
      0,
      true,
      signer.certificates.map((der) => parseDer(der.toString('binary'))),
    ),
    setOf(signerInfo),
  );
  return derOf(sequence(oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])));
}

/** The signed attribute of `type` among a SignerInfo's signed attributes: its first value, if any. */
export function signedAttribute(attributes: Node[], type: string): Node | undefined {
  const found = attributes.find((node) => oidOf(childrenOf(node)[0]) === type);
  return found ? childrenOf(childrenOf(found)[1])[0] : undefined;
}

/** Whether a signing-certificate-v2 value names this certificate (its hash, SHA-256 unless stated). */
export function namesCertificate(value: Node | undefined, certificateDer: Buffer): boolean {
  const first = childrenOf(childrenOf(value)[0])[0];
  const fields = childrenOf(first);
  if (!fields.length) return false;
  const stated = fields[0].type === Type.SEQUENCE ? DIGESTS[oidOf(childrenOf(fields[0])[0])] : 'sha256';
  const hash = fields[0].type === Type.SEQUENCE ? fields[1] : fields[0];
  return (
    Boolean(stated) &&
    createHash(stated)
      .update(certificateDer)
      .digest()
      .equals(toBuffer(bytesOf(hash)))
  );
}
