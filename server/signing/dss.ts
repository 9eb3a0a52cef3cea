import { X509Certificate, verify as verifySignature } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import forge from 'node-forge';
import type { Logger } from '../logger';
import { SIGNATURE_DIGESTS, bytesOf, childrenOf, derOf, isContext, oidOf, parseDer, toBuffer } from './cms';
import { signatureTimestampOf, signerInfoOf } from './timestamp';

/**
 * PAdES long-term validation data (ETSI EN 319 142-1, 5.4.2, B-LT): the certificates of the signer's
 * chain and of the time-stamping authority's, and the revocation data (CRLs) that can be had for
 * them, written in a Document Security Store (/DSS) by an incremental update after the signature;
 * and the reading side, for the verifier: an update after the last signature that only adds a DSS,
 * and whether the DSS holds what B-LT asks.
 */

const CRL_DISTRIBUTION_POINTS = '2.5.29.31';

/** What goes in the DSS: DER certificates and DER CRLs. */
export interface ValidationData {
  certificates: Buffer[];
  crls: Buffer[];
}

/** The certificates a CMS SignedData carries, and those of the signature timestamp token in its SignerInfo. */
export function certificatesOfSignature(cms: Buffer): { signer: Buffer[]; timestamp: Buffer[] } {
  const contentInfo = parseDer(cms.toString('binary'), false);
  const certificatesIn = (signedDataOf: forge.asn1.Asn1) => {
    const signedData = childrenOf(childrenOf(childrenOf(signedDataOf)[1])[0]);
    return childrenOf(signedData.find((node) => isContext(node, 0))).map(derOf);
  };
  const token = signatureTimestampOf(signerInfoOf(contentInfo));
  return { signer: certificatesIn(contentInfo), timestamp: token ? certificatesIn(token) : [] };
}

/** A self-signed CA certificate: a trust anchor, which no revocation data covers. */
export function isRoot(certificate: X509Certificate): boolean {
  return certificate.ca && certificate.issuer === certificate.subject && certificate.verify(certificate.publicKey);
}

/** The issuer of `certificate` among `pool`: its subject names the issuer and its key verifies the signature. */
function issuerOf(certificate: X509Certificate, pool: X509Certificate[]): X509Certificate | undefined {
  return pool.find((candidate) => candidate.subject === certificate.issuer && certificate.verify(candidate.publicKey));
}

/** The HTTP(S) addresses of a certificate's CRL distribution points. */
export function crlDistributionPoints(der: Buffer): string[] {
  const tbs = childrenOf(childrenOf(parseDer(der.toString('binary')))[0]);
  const extensions = childrenOf(childrenOf(tbs.find((node) => isContext(node, 3)))[0]);
  const extension = extensions.find((node) => oidOf(childrenOf(node)[0]) === CRL_DISTRIBUTION_POINTS);
  if (!extension) return [];
  const value = childrenOf(extension);
  const urls: string[] = [];
  const visit = (node: forge.asn1.Asn1) => {
    // GeneralName uniformResourceIdentifier: [6] IMPLICIT IA5String.
    if (isContext(node, 6) && !node.constructed) urls.push(bytesOf(node));
    childrenOf(node).forEach(visit);
  };
  visit(parseDer(bytesOf(value[value.length - 1])));
  return urls.filter((url) => /^https?:\/\//i.test(url));
}

/** A CRL read: its issuer (DER Name), whether `issuer`'s key verifies it, and the serial numbers it revokes (hex, upper case). */
export function readCrl(der: Buffer, issuer: X509Certificate): { issuerMatches: boolean; signatureValid: boolean; revoked: Set<string> } {
  const [tbsNode, algorithmNode, signatureNode] = childrenOf(parseDer(der.toString('binary')));
  const tbs = childrenOf(tbsNode);
  const fields = tbs[0]?.type === forge.asn1.Type.INTEGER ? tbs.slice(1) : tbs;
  const [, issuerName, , ...rest] = fields;
  const revokedList = rest.find((node) => node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === forge.asn1.Type.SEQUENCE);
  const revoked = new Set(childrenOf(revokedList).map((entry) => normalSerial(toBuffer(bytesOf(childrenOf(entry)[0])).toString('hex'))));
  const digest = SIGNATURE_DIGESTS[oidOf(childrenOf(algorithmNode)[0])];
  let signatureValid = false;
  try {
    // A BIT STRING's first byte counts its unused bits.
    signatureValid = Boolean(digest) && verifySignature(digest!, derOf(tbsNode), issuer.publicKey, toBuffer(bytesOf(signatureNode).slice(1)));
  } catch {
    signatureValid = false;
  }
  return { issuerMatches: derOf(issuerName).equals(nameOf(issuer.raw, 'subject')), signatureValid, revoked };
}

const normalSerial = (hex: string) => hex.replace(/^(00)+/, '').toUpperCase();

/** The DER of a certificate's issuer or subject Name. */
function nameOf(der: Buffer, which: 'issuer' | 'subject'): Buffer {
  const tbs = childrenOf(childrenOf(parseDer(der.toString('binary')))[0]);
  const fields = isContext(tbs[0], 0) ? tbs.slice(1) : tbs;
  return derOf(fields[which === 'issuer' ? 2 : 4]);
}

/** A CRL among `crls` that `issuer` signed (under its name), and whether it revokes it; null when none. */
function revocationStatus(certificate: X509Certificate, issuer: X509Certificate, crls: Buffer[]): 'GOOD' | 'REVOKED' | null {
  for (const crl of crls) {
    try {
      const read = readCrl(crl, issuer);
      if (!read.signatureValid || !read.issuerMatches) continue;
      return read.revoked.has(normalSerial(certificate.serialNumber)) ? 'REVOKED' : 'GOOD';
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * The validation data for a signature: every certificate of the signer's and the authority's
 * chains (as far as the CMS and the token carry them), and a CRL for each certificate that is not
 * a root, fetched from its CRL distribution points. A CRL that cannot be fetched or does not verify
 * is left out (and logged): the DSS then holds certificates only, and the signature stays B-T.
 */
export async function validationDataOf(cms: Buffer, options: { timeoutMs: number; logger: Logger }): Promise<ValidationData> {
  const { signer, timestamp } = certificatesOfSignature(cms);
  const certificates = unique([...signer, ...timestamp]);
  const pool = certificates.map((der) => new X509Certificate(der));
  const crls: Buffer[] = [];
  // Certificates of one issuer usually share its distribution point: one fetch each, so the DSS
  // carries that CRL once (a CA that signs a fresh CRL per request would otherwise give two).
  const fetched = new Map<string, Buffer>();
  for (const certificate of pool) {
    if (isRoot(certificate)) continue;
    const issuer = issuerOf(certificate, pool);
    if (!issuer) continue;
    for (const url of crlDistributionPoints(certificate.raw)) {
      const known = fetched.get(url);
      if (known && readCrl(known, issuer).signatureValid) break;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const crl = Buffer.from(await response.arrayBuffer());
        if (!readCrl(crl, issuer).signatureValid) throw new Error('the CRL does not verify with its issuer');
        fetched.set(url, crl);
        crls.push(crl);
        break;
      } catch (error) {
        options.logger.warn(
          { url, err: error, certificate: certificate.subject },
          'revocation data unavailable: the signature has no long-term validation data for this certificate',
        );
      }
    }
  }
  return { certificates, crls: unique(crls) };
}

function unique(ders: Buffer[]): Buffer[] {
  return ders.filter((der, index) => ders.findIndex((other) => other.equals(der)) === index);
}

/**
 * Appends to a signed PDF (classic cross-reference table, as the sealing writes it) an incremental
 * update that only adds a DSS: one stream per certificate and CRL, the /DSS dictionary, and the
 * catalog again with /DSS added. The signed bytes are left as they are.
 */
export function appendDss(signed: Buffer, data: ValidationData): Buffer {
  const text = signed.toString('latin1');
  const trailerAt = text.lastIndexOf('trailer');
  const trailer = text.slice(trailerAt, text.indexOf('startxref', trailerAt));
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
  const root = /\/Root\s+(\d+)\s+(\d+)\s+R/.exec(trailer);
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!size || !root || Number.isNaN(previous)) throw new Error('The signed PDF has no classic trailer to update');
  const catalog = objectText(text, Number(root[1]), Number(root[2]), text.length);
  if (!catalog) throw new Error('The signed PDF’s catalog is not a plain object');

  const parts: Buffer[] = [signed, Buffer.from('\n', 'latin1')];
  let offset = signed.length + 1;
  const offsets: number[] = [];
  const write = (content: string | Buffer) => {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
    parts.push(bytes);
    offset += bytes.length;
  };
  const streams = [...data.certificates, ...data.crls];
  streams.forEach((der, index) => {
    offsets.push(offset);
    write(`${size + index} 0 obj\n<< /Length ${der.length} >>\nstream\n`);
    write(der);
    write('\nendstream\nendobj\n');
  });
  const dssNumber = size + streams.length;
  const refs = (from: number, count: number) => Array.from({ length: count }, (_, index) => `${from + index} 0 R`).join(' ');
  offsets.push(offset);
  write(
    `${dssNumber} 0 obj\n<< /Type /DSS /Certs [${refs(size, data.certificates.length)}]${data.crls.length ? ` /CRLs [${refs(size + data.certificates.length, data.crls.length)}]` : ''} >>\nendobj\n`,
  );
  const catalogOffset = offset;
  write(`${root[1]} ${root[2]} obj\n${withDss(catalog, dssNumber)}\nendobj\n`);

  const xrefOffset = offset;
  const entry = (at: number, generation = 0) => `${String(at).padStart(10, '0')} ${String(generation).padStart(5, '0')} n \n`;
  const info = /\/Info\s+\d+\s+\d+\s+R/.exec(trailer)?.[0] ?? '';
  const id = /\/ID\s*\[[^\]]*\]/.exec(trailer)?.[0] ?? '';
  write(
    `xref\n${root[1]} 1\n${entry(catalogOffset, Number(root[2]))}${size} ${offsets.length}\n${offsets.map((at) => entry(at)).join('')}` +
      `trailer\n<< /Size ${dssNumber + 1} /Root ${root[1]} ${root[2]} R ${info} ${id} /Prev ${previous} >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
  );
  return Buffer.concat(parts);
}

/** The catalog dictionary with /DSS pointing at `dss`. */
function withDss(catalog: string, dss: number): string {
  const body = catalog.trim().replace(/\/DSS\s+\d+\s+\d+\s+R/, '');
  return `${body.slice(0, body.lastIndexOf('>>'))}/DSS ${dss} 0 R\n>>`;
}

/** The text between `n g obj` and `endobj` of the last definition of an object before `before`, null when it is not there (e.g. in an object stream). */
function objectText(text: string, number: number, generation: number, before: number): string | null {
  const pattern = new RegExp(`(?:^|[\\r\\n\\s])${number}\\s+${generation}\\s+obj\\b`, 'g');
  let found: RegExpExecArray | null = null;
  for (const match of text.slice(0, before).matchAll(pattern)) found = match;
  if (!found) return null;
  const start = found.index + found[0].length;
  const end = text.indexOf('endobj', start);
  return end === -1 ? null : text.slice(start, end);
}

/** The DSS an update after the signature added. */
export interface DssContents {
  certificates: Buffer[];
  crls: Buffer[];
  ocsps: Buffer[];
}

const DSS_KEYS = new Set(['Type', 'Certs', 'CRLs', 'OCSPs', 'VRI']);
const STREAM_KEYS = new Set(['Length', 'Filter', 'DecodeParms']);
const VRI_KEYS = new Set(['Type', 'Cert', 'CRL', 'OCSP', 'TU', 'TS']);

/**
 * Reads what follows the last signature (from `signedEnd`) as incremental updates that only add
 * a DSS (ETSI EN 319 142-1, 5.4.2): each a classic cross-reference section whose objects are new
 * (numbered from the previous /Size on) streams, the DSS and its VRI dictionaries, and the
 * catalog again, the same as signed but for its /DSS entry. Anything else (another object
 * redefined, an object stream, a freed object, an entry pointing elsewhere, stray bytes): null.
 */
export function readDssUpdate(bytes: Buffer, signedEnd: number): DssContents | null {
  const text = bytes.toString('latin1');
  const signedPart = text.slice(0, signedEnd);
  const rootMatches = [...signedPart.matchAll(/\/Root\s+(\d+)\s+(\d+)\s+R/g)];
  const sizeMatches = [...signedPart.matchAll(/\/Size\s+(\d+)/g)];
  if (!rootMatches.length || !sizeMatches.length) return null;
  const root = { number: Number(rootMatches[rootMatches.length - 1][1]), generation: Number(rootMatches[rootMatches.length - 1][2]) };
  let size = Number(sizeMatches[sizeMatches.length - 1][1]);
  const signedCatalog = objectText(signedPart, root.number, root.generation, signedEnd);
  if (!signedCatalog || !/\/Type\s*\/Catalog\b/.test(signedCatalog)) return null;
  const normal = (dictionary: string) =>
    dictionary
      .replace(/\/DSS\s+\d+\s+\d+\s+R/, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*(<<|>>|\/)\s*/g, '$1')
      .trim();

  const objects = new Map<number, { offset: number; dictionary: string; stream: Buffer | null }>();
  let dssNumber: number | null = null;
  let at = signedEnd;
  while (at < bytes.length) {
    // Objects until the section's cross-reference table.
    const sectionObjects = new Map<number, { offset: number; dictionary: string; stream: Buffer | null }>();
    for (;;) {
      at = skipSpace(text, at);
      const header = /^(\d+)\s+(\d+)\s+obj\b/.exec(text.slice(at, at + 40));
      if (!header) break;
      const number = Number(header[1]);
      const generation = Number(header[2]);
      const bodyStart = at + header[0].length;
      const dictionaryEnd = matchingDictionaryEnd(text, skipSpace(text, bodyStart));
      if (dictionaryEnd === null) return null;
      const dictionary = text.slice(skipSpace(text, bodyStart), dictionaryEnd);
      let cursor = skipSpace(text, dictionaryEnd);
      let stream: Buffer | null = null;
      if (text.startsWith('stream', cursor)) {
        const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary);
        if (!length) return null;
        cursor += 'stream'.length;
        cursor += text.startsWith('\r\n', cursor) ? 2 : text[cursor] === '\n' ? 1 : 0;
        stream = bytes.subarray(cursor, cursor + Number(length[1]));
        cursor = skipSpace(text, cursor + Number(length[1]));
        if (!text.startsWith('endstream', cursor)) return null;
        cursor = skipSpace(text, cursor + 'endstream'.length);
      }
      if (!text.startsWith('endobj', cursor)) return null;
      const isCatalog = number === root.number && generation === root.generation;
      // Only the catalog may be redefined, and only as it was signed plus /DSS.
      if (!isCatalog && (number < size || generation !== 0 || objects.has(number) || sectionObjects.has(number))) return null;
      if (isCatalog) {
        if (stream || normal(dictionary) !== normal(signedCatalog)) return null;
        const dss = /\/DSS\s+(\d+)\s+0\s+R/.exec(dictionary);
        if (!dss) return null;
        dssNumber = Number(dss[1]);
      }
      sectionObjects.set(number, { offset: at, dictionary, stream });
      at = cursor + 'endobj'.length;
    }
    // xref, subsections of in-use entries each pointing at an object of this section, trailer, startxref, %%EOF.
    const section =
      /^xref\s+((?:\d+\s+\d+\s+(?:\d{10}\s\d{5}\s[nf](?:\r\n|\s\n|\s\r))*)+)trailer\s*(<<[\s\S]*?>>)\s*startxref\s+\d+\s+%%EOF[ \t]*(?:\r\n|\r|\n)?/.exec(
        text.slice(at),
      );
    if (!section) return null;
    const listed = new Set<number>();
    for (const subsection of section[1].matchAll(/(\d+)\s+(\d+)\s+((?:\d{10}\s\d{5}\s[nf](?:\r\n|\s\n|\s\r))*)/g)) {
      const entries = [...subsection[3].matchAll(/(\d{10})\s(\d{5})\s([nf])/g)];
      if (entries.length !== Number(subsection[2])) return null;
      for (const [index, [, offset, generation, kind]] of entries.entries()) {
        const number = Number(subsection[1]) + index;
        if (kind === 'f') {
          if (number !== 0 || generation !== '65535') return null;
          continue;
        }
        if (sectionObjects.get(number)?.offset !== Number(offset)) return null;
        listed.add(number);
      }
    }
    if (listed.size !== sectionObjects.size) return null;
    const trailer = section[2];
    const trailerRoot = /\/Root\s+(\d+)\s+(\d+)\s+R/.exec(trailer);
    const trailerSize = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
    if (!trailerRoot || Number(trailerRoot[1]) !== root.number || Number(trailerRoot[2]) !== root.generation || /\/(Encrypt|XRefStm)\b/.test(trailer))
      return null;
    for (const [number, object] of sectionObjects) {
      if (number !== root.number && number >= trailerSize) return null;
      objects.set(number, object);
    }
    size = Math.max(size, trailerSize);
    at += section[0].length;
  }
  if (dssNumber === null) return null;

  // The new objects: the DSS, VRI dictionaries and streams of validation data, nothing else.
  const dss = objects.get(dssNumber);
  if (!dss || dss.stream || !keysWithin(dss.dictionary, DSS_KEYS)) return null;
  for (const [number, object] of objects) {
    if (number === root.number || number === dssNumber) continue;
    const allowed = object.stream ? keysWithin(object.dictionary, STREAM_KEYS) : keysWithin(object.dictionary, VRI_KEYS, true);
    if (!allowed) return null;
  }
  const streamsOf = (key: string): Buffer[] => {
    const array = new RegExp(`/${key}\\s*\\[([^\\]]*)\\]`).exec(dss.dictionary);
    if (!array) return [];
    return [...array[1].matchAll(/(\d+)\s+0\s+R/g)].flatMap(([, number]) => {
      const object = objects.get(Number(number));
      if (!object?.stream) return [];
      return [/\/Filter\s*\/FlateDecode/.test(object.dictionary) ? inflateSync(object.stream) : Buffer.from(object.stream)];
    });
  };
  try {
    return { certificates: streamsOf('Certs'), crls: streamsOf('CRLs'), ocsps: streamsOf('OCSPs') };
  } catch {
    return null;
  }
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && /[\0\t\n\f\r ]/.test(text[at])) at += 1;
  return at;
}

/** Where the dictionary opening at `from` ends (just after its `>>`), null when it is not one. */
function matchingDictionaryEnd(text: string, from: number): number | null {
  if (!text.startsWith('<<', from)) return null;
  let depth = 0;
  for (let at = from; at < text.length - 1; at += 1) {
    if (text[at] === '(' || text[at] === ')') return null;
    if (text.startsWith('<<', at)) {
      depth += 1;
      at += 1;
    } else if (text.startsWith('>>', at)) {
      depth -= 1;
      at += 1;
      if (depth === 0) return at + 1;
    }
  }
  return null;
}

/** The keys of a dictionary's top level, null when it cannot be read (a string, an unbalanced bracket). */
function topLevelKeys(dictionary: string): string[] | null {
  const tokens = dictionary.match(/<<|>>|\[|\]|\/[^\s/<>[\]()%]*|[^\s/<>[\]()%]+|[<>()%]/g) ?? [];
  if (tokens[0] !== '<<' || tokens[tokens.length - 1] !== '>>') return null;
  const keys: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (/^[<>()%]$/.test(token)) return null;
    if (token === '<<' || token === '[') {
      if (depth === 1) expectKey = false;
      depth += 1;
      continue;
    }
    if (token === '>>' || token === ']') {
      depth -= 1;
      if (depth === 1) expectKey = true;
      if (depth < 0) return null;
      continue;
    }
    if (depth !== 1) continue;
    if (expectKey || (keys.length === 0 && index === 1)) {
      if (!token.startsWith('/')) return null;
      keys.push(token.slice(1));
      expectKey = false;
      continue;
    }
    // A value: a name, a number, or a reference `n g R`.
    if (/^\d+$/.test(token) && /^\d+$/.test(tokens[index + 1] ?? '') && tokens[index + 2] === 'R') index += 2;
    expectKey = true;
  }
  return depth === 0 ? keys : null;
}

/** The dictionary's top-level keys are all among `allowed` (or, in a VRI, 40-digit hexadecimal hashes). */
function keysWithin(dictionary: string, allowed: Set<string>, hashes = false): boolean {
  const keys = topLevelKeys(dictionary);
  return keys !== null && keys.every((key) => allowed.has(key) || (hashes && /^[0-9A-Fa-f]{40}$/.test(key)));
}

/**
 * Whether the DSS holds what B-LT needs for these certificates (the signer's and the authority's,
 * as the signature carries them): each certificate of their chains in /Certs, every chain ending
 * at a root (a self-signed CA), and for every certificate but the roots a CRL from its issuer, in
 * /CRLs, that verifies and does not revoke it. A self-signed end-entity certificate (the
 * organization certificate Paraphe makes) has no issuer to vouch for it: never B-LT.
 */
export function hasLongTermValidationData(dss: DssContents, carried: Buffer[]): boolean {
  const pool = unique([...dss.certificates, ...carried]).map((der) => new X509Certificate(der));
  const inDss = (certificate: X509Certificate) => dss.certificates.some((der) => der.equals(certificate.raw));
  for (const start of carried.map((der) => new X509Certificate(der))) {
    let certificate: X509Certificate | undefined = start;
    for (let depth = 0; certificate && depth < 10; depth += 1) {
      if (!inDss(certificate)) return false;
      if (isRoot(certificate)) {
        certificate = undefined;
        break;
      }
      const issuer = issuerOf(certificate, pool);
      if (!issuer || issuer === certificate || revocationStatus(certificate, issuer, dss.crls) !== 'GOOD') return false;
      certificate = issuer;
    }
    if (certificate) return false;
  }
  return carried.length > 0;
}
