import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { verifySignedPdf } from '../../../server/signing/verify-signed-pdf';
import { VERIFY_POLICY } from '../../../server/signing/verify.routes';
import { riskyPdf, upload } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { countersign } from './pades';

const MAX_UPLOAD_BYTES = 1_000_000;
let app: TestApp;
let alice: SignedInUser;
/** Alice's contract, signed in Paraphe, as she downloads it. */
let signed: Buffer;
let documentId: string;

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Uploads a PDF as `user`, approves it (which signs it) and downloads the signed file. */
async function signedPdf(user: SignedInUser, title: string): Promise<{ id: string; bytes: Buffer }> {
  const answer = await upload(user.client, title, new File([Buffer.from(await riskyPdf(1))], `${title}.pdf`, { type: 'application/pdf' }));
  const id = rawId(answer.document.id);
  const approved = await user.client.graphql(
    `mutation($id: ID!) { approveDocument(id: $id) { ... on MutationApproveDocumentSuccess { document { status } } ... on Error { code } } }`,
    {
      id: Buffer.from(`Document:${id}`).toString('base64'),
    },
  );
  expect(approved.data!.approveDocument).toEqual({ document: { status: 'SIGNED' } });
  const response = await user.client.fetch(`/api/documents/${id}/signed-file`);
  expect(response.status).toBe(200);
  return { id, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** POST /api/verify as the web page sends it, without any session. */
function postVerify(bytes: Uint8Array, filename = 'file.pdf') {
  const form = new FormData();
  form.append('file', new File([Buffer.from(bytes)], filename, { type: 'application/pdf' }));
  return fetch(`${app.url}/api/verify`, { method: 'POST', body: form });
}

beforeAll(async () => {
  app = await startTestApp({ env: { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) } });
  alice = await createSignedInUser(app, { role: 'USER', locale: 'en' });
  await app.db.prisma.user.update({ where: { id: alice.userId }, data: { fullName: 'Alice Martin' } });
  await app.db.prisma.organization.update({ where: { id: alice.organizationId }, data: { name: 'Martin & Fils' } });
  ({ id: documentId, bytes: signed } = await signedPdf(alice, 'Supply contract'));
  // Starts the app, makes the organization's key and signs a first document.
}, 120_000);

afterAll(async () => {
  await app.stop();
});

describe('verifying a PDF', () => {
  it('recognizes the exact file Paraphe signed: VALID, with signer, organization, title, date and type', async () => {
    const document = await app.db.prisma.document.findUniqueOrThrow({ where: { id: documentId } });
    const result = await verifySignedPdf(app.services, signed);
    expect(result).toEqual({
      status: 'VALID',
      reason: null,
      modified: false,
      sha256: sha256(signed),
      signer: { name: 'Alice Martin', email: alice.email },
      organization: 'Martin & Fils',
      title: 'Supply contract',
      signedAt: document.signedAt,
      signatureType: 'SIMPLE',
      // The one signer, with their own time and type.
      signers: [{ name: 'Alice Martin', email: alice.email, signedAt: document.signedAt, signatureType: 'SIMPLE' }],
      certificate: { commonName: 'Martin & Fils (Paraphe)', organization: 'Martin & Fils', issuer: 'Martin & Fils (Paraphe)', paraphe: true },
      // Without TSA_URL: no signature timestamp (see timestamp.test.ts).
      timestamp: null,
      level: 'B-B',
      chain: 'ORGANIZATION_SELF_SIGNED',
      // One seal, as its dictionary names the signer.
      signatures: [
        {
          signer: { name: 'Alice Martin', email: alice.email },
          signedAt: expect.any(Date),
          level: 'B-B',
          chain: 'ORGANIZATION_SELF_SIGNED',
          certificate: { commonName: 'Martin & Fils (Paraphe)', organization: 'Martin & Fils', issuer: 'Martin & Fils (Paraphe)', paraphe: true },
          timestamp: null,
        },
      ],
    });
    expect(result.sha256).toBe(document.signedSha256);
  });

  it('finds one changed byte in the signed range: INVALID, content changed, and says nothing of the signer', async () => {
    const changed = Buffer.from(signed);
    const at = changed.indexOf('/Reason (') + '/Reason ('.length;
    changed[at] = changed[at] === 0x58 ? 0x59 : 0x58;
    expect(await verifySignedPdf(app.services, changed)).toMatchObject({
      status: 'INVALID',
      reason: 'CONTENT_CHANGED',
      modified: true,
      sha256: sha256(changed),
      signer: null,
      organization: null,
      title: null,
      signedAt: null,
    });
  });

  it('finds a changed signature: INVALID', async () => {
    const changed = Buffer.from(signed);
    const [, firstLength, secondStart] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)/.exec(signed.toString('latin1'))!.slice(1).map(Number);
    const hex = changed
      .subarray(firstLength + 1, secondStart - 1)
      .toString('latin1')
      .replace(/0+$/, '');
    // A hex digit near the end of the CMS: the RSA signature value.
    const at = firstLength + 1 + hex.length - 10;
    // Hex is case-insensitive: swap for another digit, never the same one in another case.
    changed[at] = changed[at] === 0x30 ? 0x31 : 0x30;
    expect(await verifySignedPdf(app.services, changed)).toMatchObject({ status: 'INVALID', reason: 'SIGNATURE_MISMATCH', modified: true, signer: null });
  });

  it('treats bytes added after the signature (an incremental update) as a change: INVALID, changed after signing', async () => {
    // What a PDF editor appends when it saves on top of a signed file.
    const update = Buffer.from(
      '\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 2 >>\nstartxref\n0\n%%EOF\n',
      'latin1',
    );
    const appended = Buffer.concat([signed, update]);
    const result = await verifySignedPdf(app.services, appended);
    expect(result).toMatchObject({ status: 'INVALID', reason: 'CHANGED_AFTER_SIGNING', modified: true, sha256: sha256(appended), signer: null, title: null });
    // Even a single trailing newline is a different file from the one Paraphe produced.
    expect((await verifySignedPdf(app.services, Buffer.concat([signed, Buffer.from('\n')]))).status).toBe('INVALID');
  });

  it('answers NOT_SIGNED for a valid PDF that was never signed', async () => {
    const plain = await riskyPdf(1);
    expect(await verifySignedPdf(app.services, plain)).toEqual({
      status: 'NOT_SIGNED',
      reason: null,
      modified: false,
      sha256: sha256(plain),
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
    });
  });

  it.each([
    ['garbage bytes', Buffer.from('MZ\x90\x00 this is not a pdf at all'), 'NOT_A_PDF'],
    ['a PDF header with nothing readable after it', Buffer.from('%PDF-1.7 not really a pdf'), 'UNREADABLE_FILE'],
    ['an empty file', Buffer.alloc(0), 'EMPTY_FILE'],
    ['a file over the size limit', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_UPLOAD_BYTES)]), 'FILE_TOO_LARGE'],
  ])('refuses %s with a typed error', async (_name, bytes, code) => {
    await expect(verifySignedPdf(app.services, bytes)).rejects.toMatchObject({ name: 'AppError', code });
  });

  it('answers VALID_UNKNOWN for a valid signature over a file Paraphe did not produce (or no longer knows)', async () => {
    const { id, bytes } = await signedPdf(alice, 'Forgotten');
    await app.db.prisma.document.delete({ where: { id } });
    const result = await verifySignedPdf(app.services, bytes);
    expect(result).toMatchObject({
      status: 'VALID_UNKNOWN',
      modified: false,
      signer: { name: 'Alice Martin', email: alice.email },
      organization: null,
      title: null,
      signatureType: null,
      // Still made with one of Paraphe's organization certificates.
      certificate: { commonName: 'Martin & Fils (Paraphe)', paraphe: true },
    });
    expect(result.signedAt).toBeInstanceOf(Date);
  });

  it('answers VALID_UNKNOWN, certificate not Paraphe’s, for a PDF signed elsewhere with another key', async () => {
    const keys = forge.pki.rsa.generateKeyPair(2048);
    const certificate = forge.pki.createCertificate();
    certificate.publicKey = keys.publicKey;
    certificate.serialNumber = '01';
    certificate.validity.notBefore = new Date(Date.now() - 60_000);
    certificate.validity.notAfter = new Date(Date.now() + 86_400_000);
    const names = [
      { name: 'commonName', value: 'Élodie Tiers' },
      { name: 'organizationName', value: 'Ailleurs SA' },
    ];
    certificate.setSubject(names);
    certificate.setIssuer(names);
    certificate.sign(keys.privateKey, forge.md.sha256.create());
    const p12 = Buffer.from(forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], 'secret', { algorithm: '3des' })).getBytes(), 'binary');
    const pdf = await PDFDocument.load(await riskyPdf(1));
    const signingTime = new Date('2024-05-02T10:00:00Z');
    pdflibAddPlaceholder({
      pdfDoc: pdf,
      reason: 'Agreed',
      contactInfo: 'elodie@ailleurs.test',
      name: 'Élodie Tiers',
      location: 'Nantes',
      signingTime,
      signatureLength: 8192,
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    });
    const bytes = await new SignPdf().sign(Buffer.from(await pdf.save({ useObjectStreams: false })), new P12Signer(p12, { passphrase: 'secret' }), signingTime);
    expect(await verifySignedPdf(app.services, bytes)).toEqual({
      status: 'VALID_UNKNOWN',
      reason: null,
      modified: false,
      sha256: sha256(bytes),
      signer: { name: 'Élodie Tiers', email: 'elodie@ailleurs.test' },
      organization: null,
      title: null,
      signedAt: signingTime,
      signatureType: null,
      // Only Paraphe's records name each signer and their type.
      signers: [],
      certificate: { commonName: 'Élodie Tiers', organization: 'Ailleurs SA', issuer: 'Élodie Tiers', paraphe: false },
      timestamp: null,
      level: null,
      chain: 'UNKNOWN',
      signatures: [
        {
          signer: { name: 'Élodie Tiers', email: 'elodie@ailleurs.test' },
          signedAt: signingTime,
          level: null,
          chain: 'UNKNOWN',
          certificate: expect.objectContaining({ paraphe: false }),
          timestamp: null,
        },
      ],
    });
  });

  it('verifies a file signed by another organization as VALID, revealing only what the file shows', async () => {
    const bob = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    await app.db.prisma.user.update({ where: { id: bob.userId }, data: { fullName: 'Bob Durand' } });
    const { id, bytes } = await signedPdf(bob, 'Bail commercial');
    const organization = await app.db.prisma.organization.findUniqueOrThrow({ where: { id: bob.organizationId } });
    // Alice's session (another organization) and no session at all get the same answer.
    const direct = await verifySignedPdf(app.services, bytes);
    expect(direct).toMatchObject({
      status: 'VALID',
      signer: { name: 'Bob Durand', email: bob.email },
      organization: organization.name,
      title: 'Bail commercial',
      signatureType: 'SIMPLE',
    });
    const response = await postVerify(bytes);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual([
      'certificate',
      'chain',
      'level',
      'modified',
      'organization',
      'reason',
      'sha256',
      'signatureType',
      'signatures',
      'signedAt',
      'signer',
      'signers',
      'status',
      'timestamp',
      'title',
    ]);
    expect(Object.keys(body.signer).sort()).toEqual(['email', 'name']);
    // Each signer as the certificate page lists them, nothing of where they signed from.
    expect(body.signers).toEqual([{ name: 'Bob Durand', email: bob.email, signedAt: expect.stringMatching(/^\d{4}-/), signatureType: 'SIMPLE' }]);
    expect(Object.keys(body.certificate).sort()).toEqual(['commonName', 'issuer', 'organization', 'paraphe']);
    // No ids, storage paths, risk scores or other rows of the organization.
    const text = JSON.stringify(body);
    for (const secret of [id, bob.organizationId, bob.userId, 'signed/', 'riskScore']) expect(text).not.toContain(secret);
  });
});

describe('a file with several signatures', () => {
  it('lists every signature in the order they were made, each with its level and chain; the file is valid as a whole', async () => {
    const countersigned = countersign(signed, 'Zoé Contre');
    const result = await verifySignedPdf(app.services, countersigned);
    expect(result).toMatchObject({ status: 'VALID_UNKNOWN', signer: { name: 'Zoé Contre' }, level: 'B-B', chain: 'UNKNOWN' });
    expect(result.signatures.map((signature) => ({ name: signature.signer.name, level: signature.level, chain: signature.chain }))).toEqual([
      { name: 'Alice Martin', level: 'B-B', chain: 'ORGANIZATION_SELF_SIGNED' },
      { name: 'Zoé Contre', level: 'B-B', chain: 'UNKNOWN' },
    ]);
    const body = await (await postVerify(countersigned)).json();
    expect(body.signatures).toHaveLength(2);
    expect(body.signatures[0]).toMatchObject({
      signer: { name: 'Alice Martin' },
      chain: 'ORGANIZATION_SELF_SIGNED',
      signedAt: expect.stringMatching(/^\d{4}-/),
    });
    // A change to the first signed revision still breaks the file.
    const changed = Buffer.from(countersigned);
    const at = changed.indexOf('/Reason (') + '/Reason ('.length;
    changed[at] = changed[at] === 0x58 ? 0x59 : 0x58;
    expect(await verifySignedPdf(app.services, changed)).toMatchObject({ status: 'INVALID', signatures: [] });
  });
});

describe('POST /api/verify', () => {
  it('takes a multipart file without any session and answers the JSON verdict', async () => {
    const response = await postVerify(signed, 'supply-signed.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const document = await app.db.prisma.document.findUniqueOrThrow({ where: { id: documentId } });
    expect(await response.json()).toMatchObject({
      status: 'VALID',
      signer: { name: 'Alice Martin', email: alice.email },
      organization: 'Martin & Fils',
      title: 'Supply contract',
      signedAt: document.signedAt!.toISOString(),
      signatureType: 'SIMPLE',
      sha256: sha256(signed),
      level: 'B-B',
    });
  });

  it('works for a signed-in browser too (cookie and CSRF header)', async () => {
    const form = new FormData();
    form.append('file', new File([Buffer.from(await riskyPdf(1))], 'plain.pdf', { type: 'application/pdf' }));
    const response = await alice.client.fetch('/api/verify', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe('NOT_SIGNED');
  });

  it('answers 422 for a missing file or a file that is not a PDF, 413 over the size limit', async () => {
    const missing = await fetch(`${app.url}/api/verify`, { method: 'POST', body: new FormData() });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.code).toBe('VALIDATION_FAILED');
    const json = await fetch(`${app.url}/api/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(422);
    const garbage = await postVerify(Buffer.from('hello, not a pdf'));
    expect(garbage.status).toBe(422);
    expect((await garbage.json()).error).toEqual({ code: 'NOT_A_PDF', message: "Ce fichier n'est pas un PDF" });
    const huge = await postVerify(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_UPLOAD_BYTES + 10)]));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatchObject({ code: 'FILE_TOO_LARGE', details: { maxBytes: MAX_UPLOAD_BYTES } });
  });

  it(`answers 429 with Retry-After past ${VERIFY_POLICY.limit} verifications a minute from one address, then again after the wait`, async () => {
    const plain = await PDFDocument.create();
    plain.addPage();
    const bytes = await plain.save();
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let i = 0; i < VERIFY_POLICY.limit + 1 && !refused; i += 1) {
      const response = await postVerify(bytes);
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(refused).not.toBeNull();
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(VERIFY_POLICY.limit);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused!.json()).error.code).toBe('RATE_LIMITED');
    app.clock.advance(VERIFY_POLICY.blockMs + 1000);
    expect((await postVerify(bytes)).status).toBe(200);
  });
});
