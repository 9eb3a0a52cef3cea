import { spawnSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { verifySignedPdf } from '../../../server/signing/verify-signed-pdf';
import { riskyPdf, upload } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { itWith, systemTool } from '../../support/system-tools';
import { padesFacts } from './pades';
import { TestCa } from './test-ca';
import { TsaTestServer } from './tsa-server';

const PDFSIG = systemTool('pdfsig', ['-v'], 'apt-get install poppler-utils');

let app: TestApp;
let alice: SignedInUser;
let ca: TestCa;
let tsa: TsaTestServer;
const scratch = mkdtempSync(join(tmpdir(), 'paraphe-blt-'));
const derOf = (certificate: forge.pki.Certificate) => Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');

beforeAll(async () => {
  // A configured CA: the installation's signing key (SIGNING_P12_PATH) and the TSA's both issued by a root that publishes a CRL.
  ca = new TestCa();
  await ca.start();
  const signing = ca.issue('Paraphe Signing (CA)');
  const timestamping = ca.issue('Paraphe CA TSA', [
    { name: 'keyUsage', digitalSignature: true },
    { name: 'extKeyUsage', critical: true, timeStamping: true },
  ]);
  tsa = new TsaTestServer('Paraphe CA TSA', { certificate: timestamping.certificate, privateKeyPem: timestamping.privateKeyPem, chain: [ca.root.certificate] });
  const tsaUrl = await tsa.start();
  writeFileSync(join(scratch, 'signing.p12'), ca.p12(signing, 'secret'));
  app = await startTestApp({
    env: { TSA_URL: tsaUrl, TSA_TIMEOUT_MS: '2000', SIGNING_P12_PATH: join(scratch, 'signing.p12'), SIGNING_P12_PASSWORD: 'secret' },
  });
  alice = await createSignedInUser(app, { role: 'USER', locale: 'en' });
});

afterAll(async () => {
  await app?.stop();
  await tsa?.stop();
  await ca?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  ca.available = true;
  ca.revoked.length = 0;
});

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

/** Uploads, approves (which signs) and downloads a document: the signed file. */
async function signedPdf(title: string): Promise<Buffer> {
  const answer = await upload(alice.client, title, new File([Buffer.from(await riskyPdf(1))], `${title}.pdf`, { type: 'application/pdf' }));
  const approved = await alice.client.graphql(
    `mutation($id: ID!) { approveDocument(id: $id) { ... on MutationApproveDocumentSuccess { document { status } } ... on Error { code } } }`,
    { id: answer.document.id },
  );
  expect(approved.data!.approveDocument).toEqual({ document: { status: 'SIGNED' } });
  const response = await alice.client.fetch(`/api/documents/${rawId(answer.document.id)}/signed-file`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The DSS as a PDF reader finds it: the last trailer's catalog, its /DSS, and the streams its arrays name. */
function readDss(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const object = (number: number) => {
    const at = text.lastIndexOf(`\n${number} 0 obj`);
    return text.slice(at, text.indexOf('endobj', at));
  };
  const stream = (number: number) => {
    const body = object(number);
    const length = Number(/\/Length (\d+)/.exec(body)![1]);
    const start = text.lastIndexOf(`\n${number} 0 obj`) + body.indexOf('stream\n') + 'stream\n'.length;
    return pdf.subarray(start, start + length);
  };
  const trailers = [...text.matchAll(/trailer\s*<<([\s\S]*?)>>\s*startxref/g)];
  const root = Number(/\/Root (\d+) 0 R/.exec(trailers[trailers.length - 1][1])![1]);
  const dssRef = /\/DSS (\d+) 0 R/.exec(object(root));
  if (!dssRef) return null;
  const dss = object(Number(dssRef[1]));
  const refs = (key: string) =>
    [...(new RegExp(`/${key} \\[([^\\]]*)\\]`).exec(dss)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map(([, number]) => stream(Number(number)));
  return { dictionary: dss, certificates: refs('Certs'), crls: refs('CRLs') };
}

function pdfsig(pdf: Buffer): string {
  const file = join(scratch, `${createHash('sha1').update(pdf).digest('hex')}.pdf`);
  writeFileSync(file, pdf);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** The signed range's end: where the signed revision stops. */
const signedEnd = (pdf: Buffer) => {
  const ranges = [...pdf.toString('latin1').matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const [, , , secondStart, secondLength] = ranges[ranges.length - 1].map(Number);
  return secondStart + secondLength;
};

describe('PAdES B-LT with a configured CA that publishes a CRL', () => {
  let signed: Buffer;
  beforeAll(async () => {
    signed = await signedPdf('Long-term contract');
  });

  it('adds after the signature a DSS with the signer’s and the TSA’s certificates and the CA’s CRL', () => {
    const dss = readDss(signed)!;
    expect(dss).not.toBeNull();
    expect(dss.dictionary).toMatch(/\/Type \/DSS/);
    const names = dss.certificates.map((der) => /CN=(.*)/.exec(new X509Certificate(der).subject)![1]).sort();
    expect(names).toEqual(['Paraphe CA TSA', 'Paraphe Signing (CA)', 'Paraphe Test Root CA']);
    expect(dss.certificates.some((der) => der.equals(derOf(ca.root.certificate)))).toBe(true);
    expect(dss.crls).toHaveLength(1);
    // The CRL is the root's: OpenSSL verifies it with the root's certificate.
    writeFileSync(join(scratch, 'root.pem'), forge.pki.certificateToPem(ca.root.certificate));
    const crl = spawnSync('openssl', ['crl', '-inform', 'DER', '-CAfile', join(scratch, 'root.pem'), '-noout', '-issuer'], {
      input: dss.crls[0],
      encoding: 'utf8',
    });
    expect(`${crl.stdout}${crl.stderr}`).toMatch(/verify OK/);
    expect(crl.stdout).toMatch(/Paraphe Test Root CA/);
    // The DSS is in an update of its own, after the signed bytes.
    expect(signed.toString('latin1').indexOf('/Type /DSS')).toBeGreaterThan(signedEnd(signed));
  });

  it('is reported B-LT by the verifier and by /api/verify, and the file is the one Paraphe produced', async () => {
    expect(await verifySignedPdf(app.services, signed)).toMatchObject({ status: 'VALID', level: 'B-LT', modified: false, chain: 'CONFIGURED_CA' });
    const body = new FormData();
    body.append('file', new File([new Uint8Array(signed)], 'signed.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${app.url}/api/verify`, { method: 'POST', body });
    expect(await response.json()).toMatchObject({ status: 'VALID', level: 'B-LT' });
  });

  itWith(PDFSIG)('still verifies for pdfsig and for openssl cms -verify', () => {
    const report = pdfsig(signed);
    expect(report).toMatch(/Signature Validation: Signature is Valid/);
    expect(report).toMatch(/Signature Type: ETSI\.CAdES\.detached/);
    expect(padesFacts(signed)).toMatchObject({ opensslVerifies: true, messageDigestMatches: true, signingCertificateMatches: true });
  });

  it('refuses any change after the DSS, and an update that changes more than the DSS', async () => {
    const size = Number(/\/Size (\d+)/g.exec(signed.toString('latin1').slice(signed.toString('latin1').lastIndexOf('trailer')))![1]);
    const later = Buffer.from(
      `\n${size} 0 obj\n<< /Type /Annot /Subtype /Text /Contents (changed) >>\nendobj\nxref\n${size} 1\n${String(signed.length + 1).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} /Root 1 0 R /Prev 0 >>\nstartxref\n${signed.length + 60}\n%%EOF\n`,
      'latin1',
    );
    expect(await verifySignedPdf(app.services, Buffer.concat([signed, later]))).toMatchObject({
      status: 'INVALID',
      reason: 'CHANGED_AFTER_SIGNING',
      modified: true,
    });
    expect(await verifySignedPdf(app.services, Buffer.concat([signed, Buffer.from('\n')]))).toMatchObject({
      status: 'INVALID',
      reason: 'CHANGED_AFTER_SIGNING',
    });

    // The DSS update with the catalog changed otherwise (another /OpenAction): refused.
    const text = signed.toString('latin1');
    const catalogAt = text.lastIndexOf('/DSS ');
    const forged = Buffer.from(`${text.slice(0, catalogAt)}/OpenAction 3 0 R ${text.slice(catalogAt)}`, 'latin1');
    expect(await verifySignedPdf(app.services, forged)).toMatchObject({ status: 'INVALID', reason: 'CHANGED_AFTER_SIGNING' });

    // A DSS update that also redefines an object the signature covers (a page): refused.
    const signedPart = text.slice(0, signedEnd(signed));
    const page = /\n(\d+) 0 obj\n<<\n\/Type \/Page\b/.exec(signedPart)!;
    const pageText = signedPart.slice(page.index + 1, signedPart.indexOf('endobj', page.index) + 'endobj'.length);
    const redefined = Buffer.from(text.replace(/\nxref\n(?![\s\S]*\nxref\n)/, `\n${pageText}\nxref\n`), 'latin1');
    expect(await verifySignedPdf(app.services, redefined)).toMatchObject({ status: 'INVALID', reason: 'CHANGED_AFTER_SIGNING' });
  });

  it('fetches a distribution point once when the signer and the TSA share it, so its CRL is in the DSS once', async () => {
    // The test CA signs a fresh CRL for every request: two fetches would give two different CRLs.
    const before = ca.crlRequests;
    const dss = readDss(await signedPdf('One fetch per distribution point'))!;
    expect(ca.crlRequests - before).toBe(1);
    expect(dss.crls).toHaveLength(1);
  });

  it('stays B-T, with the certificates but no CRL in the DSS, when the CRL cannot be had', async () => {
    ca.available = false;
    const pdf = await signedPdf('No revocation data');
    const dss = readDss(pdf)!;
    expect(dss.certificates).toHaveLength(3);
    expect(dss.crls).toHaveLength(0);
    expect(await verifySignedPdf(app.services, pdf)).toMatchObject({ status: 'VALID', level: 'B-T' });
  });

  it('is not B-LT when the DSS’s CRL revokes the signing certificate', async () => {
    const pdf = await signedPdf('Revoked');
    // What the verifier would say of the same file had the CA revoked the signer by then: its CRL in the DSS.
    const dss = readDss(pdf)!;
    const signer = new X509Certificate(dss.certificates.find((der) => /Signing/.test(new X509Certificate(der).subject))!);
    ca.revoked.push(signer.serialNumber.toLowerCase());
    const revoking = ca.crl();
    const { hasLongTermValidationData, certificatesOfSignature } = await import('../../../server/signing/dss');
    const contents = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(pdf.toString('latin1'))![1];
    const carried = certificatesOfSignature(Buffer.from(contents, 'hex'));
    expect(hasLongTermValidationData({ certificates: dss.certificates, crls: dss.crls, ocsps: [] }, [carried.signer[0], ...carried.timestamp])).toBe(true);
    expect(hasLongTermValidationData({ certificates: dss.certificates, crls: [revoking], ocsps: [] }, [carried.signer[0], ...carried.timestamp])).toBe(false);
  });
});
