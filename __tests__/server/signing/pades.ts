import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { padesSignature } from '../../../server/signing/cms';

const OIDS = {
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
};

const children = (node: forge.asn1.Asn1 | undefined) => (node && Array.isArray(node.value) ? node.value : []);
const bytes = (node: forge.asn1.Asn1 | undefined) => Buffer.from(node && typeof node.value === 'string' ? node.value : '', 'binary');
const oidOf = (node: forge.asn1.Asn1 | undefined) => forge.asn1.derToOid(bytes(node).toString('binary'));

/** The CMS ContentInfo of a signature's /Contents (hex, padded with zeros after the DER), its certificates' keys decoded. */
export function readCms(contentsHex: string): forge.asn1.Asn1 {
  const fromDer = forge.asn1.fromDer as unknown as (der: string, options: object) => forge.asn1.Asn1;
  return fromDer(forge.util.hexToBytes(contentsHex), { parseAllBytes: false, strict: true, decodeBitStrings: true });
}

/**
 * What a PAdES validator looks at in a signed PDF's last signature: the dictionary's SubFilter and
 * /M, the signed and unsigned attributes of the CMS, whether signing-certificate-v2 names the
 * signer's certificate (by its SHA-256), and whether `openssl cms -verify` accepts the signature
 * over the signed byte range.
 */
export function padesFacts(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const match = matches[matches.length - 1];
  const [start, firstLength, secondStart, secondLength] = match.slice(1).map(Number);
  const dictionary = text.slice(text.lastIndexOf(' obj', match.index), text.indexOf('endobj', match.index));
  const contentsHex = pdf.subarray(start + firstLength + 1, secondStart - 1).toString('latin1');
  const contentInfo = readCms(contentsHex);
  const signedData = children(children(children(contentInfo)[1])[0]);
  const certificateDer = Buffer.from(
    forge.asn1.toDer(children(signedData.find((node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0))[0]).getBytes(),
    'binary',
  );
  const signerInfo = children(children(signedData[signedData.length - 1])[0]);
  const attributesOf = (tag: number) => children(signerInfo.find((node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === tag));
  const signed = attributesOf(0);
  const valueOf = (oid: string) => children(children(signed.find((node) => oidOf(children(node)[0]) === oid))[1])[0];
  // SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash (SHA-256 by default), issuerSerial } }
  const essCertId = children(children(children(valueOf(OIDS.signingCertificateV2))[0])[0]);

  const folder = mkdtempSync(join(tmpdir(), 'paraphe-pades-'));
  let opensslVerifies: boolean;
  try {
    writeFileSync(
      join(folder, 'signed-range'),
      Buffer.concat([pdf.subarray(start, start + firstLength), pdf.subarray(secondStart, secondStart + secondLength)]),
    );
    writeFileSync(join(folder, 'signature.der'), Buffer.from(forge.asn1.toDer(contentInfo).getBytes(), 'binary'));
    const run = spawnSync(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(folder, 'signature.der'),
        '-content',
        join(folder, 'signed-range'),
        '-noverify',
        '-out',
        '/dev/null',
      ],
      { encoding: 'utf8' },
    );
    opensslVerifies = run.status === 0 && /Verification successful/.test(run.stderr);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    subFilter: /\/SubFilter\s*\/([\w.]+)/.exec(dictionary)?.[1] ?? null,
    modified: /\/M\s*\(D:\d{14}/.test(dictionary),
    signedAttributes: signed.map((node) => oidOf(children(node)[0])).sort(),
    unsignedAttributes: attributesOf(1).map((node) => oidOf(children(node)[0])),
    messageDigestMatches: bytes(valueOf(OIDS.messageDigest)).equals(
      createHash('sha256')
        .update(Buffer.concat([pdf.subarray(start, start + firstLength), pdf.subarray(secondStart, secondStart + secondLength)]))
        .digest(),
    ),
    signingCertificateMatches: essCertId.length > 0 && bytes(essCertId[0]).equals(createHash('sha256').update(certificateDer).digest()),
    opensslVerifies,
  };
}

export const PADES_OIDS = OIDS;

/**
 * Appends to a signed PDF an incremental update holding a second signature dictionary (PAdES B-B,
 * a fresh self-signed certificate naming `name`) over the whole file so far: what a counter-signing
 * tool adds, so that the file carries two signatures.
 */
export function countersign(pdf: Buffer, name: string): Buffer {
  const text = pdf.toString('latin1');
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)![1]);
  const root = /\/Root\s+\d+\s+\d+\s+R/.exec(trailer)![0];
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = '0a1b2c3d';
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 86_400_000);
  certificate.setSubject([{ name: 'commonName', value: name }]);
  certificate.setIssuer([{ name: 'commonName', value: name }]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const placeholder = '0'.repeat(16384);
  const field = '0000000000';
  const object = `${size} 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /Name (${name}) /M (D:20261127120000Z) /ByteRange [0 ${field} ${field} ${field}] /Contents <${placeholder}> >>\nendobj\n`;
  const objectAt = pdf.length + 1;
  const xrefAt = objectAt + object.length;
  const update = `\n${object}xref\n${size} 1\n${String(objectAt).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} ${root} /Prev ${previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const contentsStart = objectAt + object.indexOf('/Contents <') + '/Contents '.length;
  const contentsEnd = contentsStart + placeholder.length + 2;
  const total = pdf.length + update.length;
  const range = [contentsStart, contentsEnd, total - contentsEnd].map((value) => String(value).padEnd(10, ' '));
  const file = Buffer.concat([pdf, Buffer.from(update.replace(`[0 ${field} ${field} ${field}]`, `[0 ${range.join(' ')}]`), 'latin1')]);
  const covered = Buffer.concat([file.subarray(0, contentsStart), file.subarray(contentsEnd)]);
  const cms = padesSignature(covered, {
    privateKeyPem: forge.pki.privateKeyToPem(keys.privateKey),
    certificates: [Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary')],
  });
  file.write(cms.toString('hex').padEnd(placeholder.length, '0'), contentsStart + 1, 'latin1');
  return file;
}
