import { spawnSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import type { Services } from '../../../server/services';
import { signDocument } from '../../../server/signing/sign-document';
import { verifySignedPdf } from '../../../server/signing/verify-signed-pdf';
import { riskyPdf, upload } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { PADES_OIDS, padesFacts } from './pades';
import { TsaTestServer } from './tsa-server';
import { itWith, systemTool } from '../../support/system-tools';

const PDFSIG = systemTool('pdfsig', ['-v'], 'apt-get install poppler-utils');

let app: TestApp;
let alice: SignedInUser;
let tsa: TsaTestServer;
let tsaUrl: string;
const scratch = mkdtempSync(join(tmpdir(), 'paraphe-tsa-'));

beforeAll(async () => {
  tsa = new TsaTestServer();
  tsaUrl = await tsa.start();
  app = await startTestApp({ env: { TSA_URL: tsaUrl, TSA_TIMEOUT_MS: '2000' } });
  alice = await createSignedInUser(app, { role: 'USER', locale: 'en' });
  await app.db.prisma.user.update({ where: { id: alice.userId }, data: { fullName: 'Alice Martin' } });
});

afterAll(async () => {
  await app?.stop();
  await tsa?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  tsa.mode = 'ok';
});

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];
const viewer = () => ({
  userId: alice.userId,
  organizationId: alice.organizationId,
  role: 'USER' as const,
  sessionId: null,
  aal: 1 as const,
  locale: 'en' as const,
});
const children = (node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] => (node && Array.isArray(node.value) ? node.value : []);
const bytes = (node: forge.asn1.Asn1 | undefined) => (node && typeof node.value === 'string' ? node.value : '');
const oidOf = (node: forge.asn1.Asn1 | undefined) => forge.asn1.derToOid(bytes(node));
const isContext = (node: forge.asn1.Asn1 | undefined, tag: number) => node?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === tag;

async function pendingDocument(title: string): Promise<string> {
  const answer = await upload(alice.client, title, new File([Buffer.from(await riskyPdf(1))], `${title}.pdf`, { type: 'application/pdf' }));
  return rawId(answer.document.id);
}

async function signedFile(documentId: string) {
  const response = await alice.client.fetch(`/api/documents/${documentId}/signed-file`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const signedFilesOf = (organizationId: string) => {
  const folder = join(app.config.STORAGE_DIR, 'signed', organizationId);
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

function pdfsig(pdf: Buffer): string {
  const file = join(scratch, `${createHash('sha1').update(pdf).digest('hex')}.pdf`);
  writeFileSync(file, pdf);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** The PDF's CMS signature read back with node-forge: the SignerInfo's signature value and its timestamp token, taken apart. */
function readSignature(pdf: Buffer) {
  const [start, firstLength, secondStart] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'))!.slice(1).map(Number);
  const hex = pdf.subarray(start + firstLength + 1, secondStart - 1).toString('latin1');
  const contentInfo = (forge.asn1.fromDer as unknown as (der: string, options: object) => forge.asn1.Asn1)(forge.util.hexToBytes(hex), {
    parseAllBytes: false,
    decodeBitStrings: false,
  });
  const signedData = children(children(children(contentInfo)[1])[0]);
  const signerInfo = children(children(signedData[signedData.length - 1])[0]);
  const signedAttributes = signerInfo.find((node) => isContext(node, 0))!;
  const signatureValue = Buffer.from(bytes(signerInfo[signerInfo.indexOf(signedAttributes) + 2]), 'binary');
  const unsigned = children(signerInfo.find((node) => isContext(node, 1)));
  const attribute = unsigned.find((node) => oidOf(children(node)[0]) === '1.2.840.113549.1.9.16.2.14');
  if (!attribute) return { signatureValue, token: null };
  const token = children(children(attribute)[1])[0];
  const [tokenType, tokenContent] = children(token);
  const tokenSignedData = children(children(tokenContent)[0]);
  const [eContentType, eContent] = children(tokenSignedData[2]);
  const tstInfo = children(forge.asn1.fromDer(bytes(children(eContent)[0])));
  const [, , imprint, , genTime] = tstInfo;
  const [imprintAlgorithm, hashed] = children(imprint);
  const certificates = children(tokenSignedData.find((node) => isContext(node, 0))).map(
    (node) => new X509Certificate(Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary')),
  );
  return {
    signatureValue,
    token: {
      contentType: oidOf(tokenType),
      eContentType: oidOf(eContentType),
      imprintAlgorithm: oidOf(children(imprintAlgorithm)[0]),
      imprint: Buffer.from(bytes(hashed), 'binary'),
      genTime: forge.asn1.generalizedTimeToDate(bytes(genTime)),
      certificates: certificates.map((certificate) => /CN=(.*)/.exec(certificate.subject)?.[1]),
    },
  };
}

/** Uploads and approves (which signs) a document; its id. */
async function signedDocument(title: string): Promise<string> {
  const documentId = await pendingDocument(title);
  const approved = await alice.client.graphql(
    `mutation($id: ID!) { approveDocument(id: $id) { ... on MutationApproveDocumentSuccess { document { status } } ... on Error { code } } }`,
    {
      id: Buffer.from(`Document:${documentId}`).toString('base64'),
    },
  );
  expect(approved.data!.approveDocument).toEqual({ document: { status: 'SIGNED' } });
  return documentId;
}

/** `pdf` with the timestamp token of `other`'s signature in place of its own (unsigned attributes: the signature still holds). */
function withTokenOf(pdf: Buffer, other: Buffer): Buffer {
  const cmsOf = (file: Buffer) => {
    const [start, firstLength, secondStart] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(file.toString('latin1'))!.slice(1).map(Number);
    const from = start + firstLength + 1;
    const contentInfo = (forge.asn1.fromDer as unknown as (der: string, options: object) => forge.asn1.Asn1)(
      forge.util.hexToBytes(file.subarray(from, secondStart - 1).toString('latin1')),
      { parseAllBytes: false, decodeBitStrings: false },
    );
    const signedData = children(children(contentInfo)[1])[0];
    const signerInfo = children(children(signedData)[children(signedData).length - 1])[0];
    const attribute = children(children(signerInfo).find((node) => isContext(node, 1)))[0];
    return { contentInfo, from, length: secondStart - 1 - from, tokenSet: children(attribute)[1] };
  };
  const mine = cmsOf(pdf);
  const theirs = cmsOf(other);
  mine.tokenSet.value = theirs.tokenSet.value;
  const hex = forge.util.bytesToHex(forge.asn1.toDer(mine.contentInfo).getBytes());
  expect(hex.length).toBeLessThanOrEqual(mine.length);
  const changed = Buffer.from(pdf);
  changed.write(hex.padEnd(mine.length, '0'), mine.from, 'latin1');
  return changed;
}

/** The DER of the PDF's timestamp token and the TSA certificate it carries (PEM). */
function tokenParts(pdf: Buffer) {
  const [start, firstLength, secondStart] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'))!.slice(1).map(Number);
  const contentInfo = (forge.asn1.fromDer as unknown as (der: string, options: object) => forge.asn1.Asn1)(
    forge.util.hexToBytes(pdf.subarray(start + firstLength + 1, secondStart - 1).toString('latin1')),
    { parseAllBytes: false, decodeBitStrings: false },
  );
  const signedData = children(children(contentInfo)[1])[0];
  const signerInfo = children(children(signedData)[children(signedData).length - 1])[0];
  const token = children(children(children(children(signerInfo).find((node) => isContext(node, 1)))[0])[1])[0];
  const certificate = children(children(children(children(token)[1])[0]).find((node) => isContext(node, 0)))[0];
  return {
    tokenDer: Buffer.from(forge.asn1.toDer(token).getBytes(), 'binary'),
    tsaCertificatePem: forge.pem.encode({ type: 'CERTIFICATE', body: forge.asn1.toDer(certificate).getBytes() }),
  };
}

describe('signing with a time-stamping authority (TSA_URL)', () => {
  let signed: Buffer;
  let documentId: string;

  beforeAll(async () => {
    documentId = await signedDocument('Timestamped contract');
    signed = await signedFile(documentId);
  });

  it('asks the TSA with an RFC 3161 request: version 1, SHA-256 imprint of the signature value, a nonce, certReq', () => {
    const request = tsa.requests[tsa.requests.length - 1];
    expect(request).toMatchObject({ contentType: 'application/timestamp-query', version: 1, hashAlgorithm: '2.16.840.1.101.3.4.2.1', certReq: true });
    expect(request.nonce).toMatch(/^[0-9a-f]{16}$/);
    expect(request.imprint.equals(createHash('sha256').update(readSignature(signed).signatureValue).digest())).toBe(true);
    // A nonce per request.
    expect(new Set(tsa.requests.map((each) => each.nonce)).size).toBe(tsa.requests.length);
  });

  it('puts the token in the SignerInfo as id-aa-signatureTimeStampToken, over the signature value, with a genTime', () => {
    const { signatureValue, token } = readSignature(signed);
    expect(token).not.toBeNull();
    expect(token!.contentType).toBe('1.2.840.113549.1.7.2');
    expect(token!.eContentType).toBe('1.2.840.113549.1.9.16.1.4');
    expect(token!.imprintAlgorithm).toBe('2.16.840.1.101.3.4.2.1');
    expect(token!.imprint.toString('hex')).toBe(createHash('sha256').update(signatureValue).digest('hex'));
    expect(token!.genTime.getTime()).toBe(tsa.lastGenTime!.getTime());
    expect(token!.certificates).toEqual(['Paraphe Test TSA']);
  });

  itWith(PDFSIG)('is still a valid signature for pdfsig, which sees the file signed up to the DSS update that follows it', () => {
    const report = pdfsig(signed);
    expect(report).toMatch(/Signature Validation: Signature is Valid/);
    // B-LT's validation data comes after the signature, in its own incremental update.
    const [, , secondStart, secondLength] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(signed.toString('latin1'))!.slice(1).map(Number);
    expect(report).toMatch(/Not total document signed/);
    expect(signed.subarray(secondStart + secondLength).toString('latin1')).toMatch(
      /^\n\d+ 0 obj\n<< \/Length \d+ >>\nstream\n[\s\S]*\/Type \/DSS[\s\S]*%%EOF\n$/,
    );
    expect(report).toMatch(/ETSI\.CAdES\.detached/);
  });

  it('is PAdES B-T: the B-B signed attributes, the signature timestamp as the only unsigned attribute, and openssl verifies the CMS', () => {
    expect(padesFacts(signed)).toEqual({
      subFilter: 'ETSI.CAdES.detached',
      modified: true,
      signedAttributes: [PADES_OIDS.contentType, PADES_OIDS.messageDigest, PADES_OIDS.signingCertificateV2].sort(),
      unsignedAttributes: [PADES_OIDS.signatureTimeStampToken],
      messageDigestMatches: true,
      signingCertificateMatches: true,
      opensslVerifies: true,
    });
  });

  const openssl = spawnSync('openssl', ['version']).status === 0;
  (openssl ? it : it.skip)('holds for OpenSSL too: `openssl ts -verify` accepts the token over the signature value with the TSA certificate', () => {
    const { signatureValue } = readSignature(signed);
    const { tokenDer, tsaCertificatePem } = tokenParts(signed);
    const data = join(scratch, 'signature-value.bin');
    const token = join(scratch, 'token.der');
    const ca = join(scratch, 'tsa.pem');
    writeFileSync(data, signatureValue);
    writeFileSync(token, tokenDer);
    writeFileSync(ca, tsaCertificatePem);
    const run = spawnSync('openssl', ['ts', '-verify', '-data', data, '-in', token, '-token_in', '-CAfile', ca, '-untrusted', ca], { encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toMatch(/Verification: OK/);
  });

  it('is reported by the verifier and by /api/verify: genTime, imprint matching the signature, token signature valid', async () => {
    const result = await verifySignedPdf(app.services, signed);
    expect(result.status).toBe('VALID');
    expect(result.level).toBe('B-T');
    expect(result.timestamp).toEqual({ timestampedAt: tsa.lastGenTime, imprintMatches: true, signatureValid: true, authority: 'Paraphe Test TSA' });
    const form = new FormData();
    form.append('file', new File([new Uint8Array(signed)], 'signed.pdf', { type: 'application/pdf' }));
    const body = await (await fetch(`${app.url}/api/verify`, { method: 'POST', body: form })).json();
    expect(body).toMatchObject({
      status: 'VALID',
      level: 'B-T',
      timestamp: { timestampedAt: tsa.lastGenTime!.toISOString(), imprintMatches: true, signatureValid: true },
    });
  });

  it('says when the token timestamps another signature: the signature holds, the imprint does not match', async () => {
    const other = await signedFile(await signedDocument('Second timestamped contract'));
    const swapped = withTokenOf(signed, other);
    const result = await verifySignedPdf(app.services, swapped);
    expect(result.status).toBe('VALID_UNKNOWN');
    expect(result.timestamp).toMatchObject({ imprintMatches: false, signatureValid: true });
    // A timestamp over another signature proves nothing of this one: B-B, not B-T.
    expect(result.level).toBe('B-B');
  });
});

describe('when the timestamp cannot be had', () => {
  async function expectTimestampFailure(services: Services) {
    const id = await pendingDocument('Untimestamped');
    const files = signedFilesOf(alice.organizationId);
    await expect(signDocument(services, viewer(), { documentId: id, signatureType: 'SIMPLE' })).rejects.toMatchObject({
      name: 'AppError',
      code: 'TIMESTAMP_FAILED',
    });
    const row = await app.db.prisma.document.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'PENDING', signedStoragePath: null, signedSha256: null, signedAt: null });
    expect(signedFilesOf(alice.organizationId)).toBe(files);
  }

  it.each([
    ['answers with a wrong nonce', 'wrong-nonce'],
    ['timestamps another imprint', 'wrong-imprint'],
    ['rejects the request', 'rejected'],
    ['answers HTTP 503', 'http-error'],
  ] as const)('fails with TIMESTAMP_FAILED and leaves the document PENDING when the TSA %s', async (_name, mode) => {
    tsa.mode = mode;
    await expectTimestampFailure(app.services);
  });

  it('fails the approval mutation the same way', async () => {
    tsa.mode = 'rejected';
    const id = await pendingDocument('Refused by TSA');
    const answer = await alice.client.graphql(
      `mutation($id: ID!) { approveDocument(id: $id) { ... on MutationApproveDocumentSuccess { document { status } } ... on Error { code } } }`,
      {
        id: Buffer.from(`Document:${id}`).toString('base64'),
      },
    );
    expect(answer.data!.approveDocument).toEqual({ code: 'TIMESTAMP_FAILED' });
    expect((await app.db.prisma.document.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
  });

  it('fails when the TSA does not answer in TSA_TIMEOUT_MS', async () => {
    tsa.mode = 'slow';
    const started = Date.now();
    await expectTimestampFailure({ ...app.services, config: { ...app.services.config, TSA_TIMEOUT_MS: 300 } });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('fails when the TSA is down', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    await expectTimestampFailure({ ...app.services, config: { ...app.services.config, TSA_URL: `http://127.0.0.1:${port}/tsa` } });
  });
});

describe('without TSA_URL', () => {
  itWith(PDFSIG)('signs with no timestamp and asks no TSA', async () => {
    const id = await pendingDocument('No timestamp');
    const before = tsa.requests.length;
    await signDocument({ ...app.services, config: { ...app.services.config, TSA_URL: undefined } }, viewer(), { documentId: id, signatureType: 'SIMPLE' });
    expect(tsa.requests.length).toBe(before);
    const pdf = await signedFile(id);
    expect(readSignature(pdf).token).toBeNull();
    expect((await verifySignedPdf(app.services, pdf)).timestamp).toBeNull();
    expect(pdfsig(pdf)).toMatch(/Signature is Valid/);
  });
});
