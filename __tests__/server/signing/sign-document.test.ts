// Also on PostgreSQL, Redis and S3: signed files written to S3 in the same step as the row.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { extractText } from '../../../server/analysis';
import { INTERFACE_LANGUAGE_HEADER } from '../../../server/shared/locale';
import { signDocument } from '../../../server/signing/sign-document';
import { riskyPdf, textFile, upload } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { itWith, systemTool } from '../../support/system-tools';
import { readCms } from './pades';

const PDFSIG = systemTool('pdfsig', ['-v'], 'apt-get install poppler-utils');

let app: TestApp;
let alice: SignedInUser;
const scratch = mkdtempSync(join(tmpdir(), 'paraphe-signed-'));

beforeAll(async () => {
  app = await startTestApp();
  alice = await createSignedInUser(app, { role: 'USER', locale: 'en' });
  await app.db.prisma.user.update({ where: { id: alice.userId }, data: { fullName: 'Alice Martin' } });
});

afterAll(async () => {
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The browser of a tablet that signs. */
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A 1 × 1 RGBA PNG, as a drawing pad makes. */
const DRAWN_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The 1 × 1 PNG with other image data, every chunk checksum right. */
function pngWithData(data: Buffer): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const frame = Buffer.alloc(4);
    frame.writeUInt32BE(body.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([frame, typed, checksum]);
  };
  return Buffer.concat([DRAWN_PNG.subarray(0, 33), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

async function uploaded(title: string, file: File) {
  const answer = await upload(alice.client, title, file);
  return rawId(answer.document.id);
}

async function approved(documentId: string) {
  const answer = await alice.client.graphql(
    `mutation($id: ID!) { approveDocument(id: $id) { ... on MutationApproveDocumentSuccess { document { status signedFileUrl signatureType } } ... on Error { code } } }`,
    {
      id: Buffer.from(`Document:${documentId}`).toString('base64'),
    },
  );
  return answer.data!.approveDocument;
}

async function signedFile(documentId: string, client = alice.client) {
  const response = await client.fetch(`/api/documents/${documentId}/signed-file`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

function pdfsig(bytes: Buffer): string {
  const file = join(scratch, `${createHash('sha1').update(bytes).digest('hex')}.pdf`);
  writeFileSync(file, bytes);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** What a verifier does: the CMS signature covers exactly the ByteRange, whose SHA-256 is the signed digest. */
function verifyWithForge(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text)!.slice(1).map(Number);
  const [start, firstLength, secondStart, secondLength] = range;
  const signedBytes = Buffer.concat([pdf.subarray(start, start + firstLength), pdf.subarray(secondStart, secondStart + secondLength)]);
  // The placeholder is padded with zeros after the DER: read one value and leave the padding (a signature may itself end in zero bytes).
  const contentsHex = pdf.subarray(start + firstLength + 1, secondStart - 1).toString('latin1');
  const message = forge.pkcs7.messageFromAsn1(readCms(contentsHex)) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const attributes = message.rawCapture.authenticatedAttributes;
  const digestAttribute = attributes.find(
    (attribute) => forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest,
  )!;
  const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const attributesDigest = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  const certificate = message.certificates[0];
  return {
    coversWholeFile: start === 0 && secondStart + secondLength === pdf.length,
    digestMatches: forge.util.bytesToHex(digest) === createHash('sha256').update(signedBytes).digest('hex'),
    signatureValid: (certificate.publicKey as forge.pki.rsa.PublicKey).verify(attributesDigest.digest().getBytes(), message.rawCapture.signature),
    subject: certificate.subject.getField('CN')?.value as string,
  };
}

describe('signing on approval', () => {
  itWith(PDFSIG)('makes a new signed PDF that pdfsig and node-forge verify, covering the whole file, and keeps the original', async () => {
    const id = await uploaded('Supply contract', new File([Buffer.from(await riskyPdf(2))], 'supply.pdf', { type: 'application/pdf' }));
    const before = await app.db.prisma.document.findUniqueOrThrow({ where: { id } });
    expect(await approved(id)).toEqual({ document: { status: 'SIGNED', signedFileUrl: `/api/documents/${id}/signed-file`, signatureType: 'SIMPLE' } });
    const { response, bytes } = await signedFile(id);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('supply-signed.pdf');
    const report = pdfsig(bytes);
    expect(report).toMatch(/Signature Validation: Signature is Valid/);
    expect(report).toMatch(/Total document signed/);
    expect(report).toMatch(/ETSI\.CAdES\.detached/);
    expect(report).toMatch(/Signer Certificate Common Name: Org .* \(Paraphe\)/);
    expect(verifyWithForge(bytes)).toMatchObject({ coversWholeFile: true, digestMatches: true, signatureValid: true });
    // The original file is untouched.
    const original = await app.services.storage.get(before.storagePath);
    expect(createHash('sha256').update(original).digest('hex')).toBe(before.sha256);
  });

  itWith(PDFSIG)('detects a one-byte change to the signed file', async () => {
    const id = await uploaded('Tampered', new File([Buffer.from(await riskyPdf(1))], 'tampered.pdf', { type: 'application/pdf' }));
    await approved(id);
    const { bytes } = await signedFile(id);
    const changed = Buffer.from(bytes);
    // One letter of the signature's reason, inside the signed byte range.
    const at = changed.indexOf('/Reason (') + '/Reason ('.length;
    expect(at).toBeGreaterThan(20);
    changed[at] = changed[at] === 0x58 ? 0x59 : 0x58;
    expect(pdfsig(changed)).not.toMatch(/Signature is Valid/);
    expect(verifyWithForge(changed).digestMatches).toBe(false);
  });

  it('puts a certificate page with the right hashes, signer and history, and renders a text document first', async () => {
    const text = 'The Supplier may terminate this agreement at any time without notice.';
    const id = await uploaded('Plain terms', textFile(text, 'terms.txt'));
    await approved(id);
    const document = await app.db.prisma.document.findUniqueOrThrow({ where: { id } });
    const { bytes } = await signedFile(id);
    const extracted = (await extractText({ buffer: new Uint8Array(bytes), filename: 'signed.pdf' })).text.replace(/\s+/g, ' ');
    expect(extracted).toContain(text);
    expect(extracted).toContain('Certificate of completion');
    expect(extracted).toContain(document.sha256);
    expect(extracted).toContain(createHash('sha256').update(text).digest('hex'));
    expect(extracted).toContain('Alice Martin');
    expect(extracted).toContain('terms.txt');
    // The review history worded as the document page words it, each field as the language writes it.
    expect(extracted).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d Document received /);
    expect(extracted).not.toContain('document.created');
    expect(extracted).toMatch(/Date \(UTC\): \d{4}-/);
    expect(document.signedSha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });
});

describe("the signed PDF in the reader's language", () => {
  it('is worded in the language the interface shows, whatever the language saved on the account', async () => {
    const reader = await createSignedInUser(app, { organizationId: alice.organizationId, locale: 'fr' });
    const certificateOf = async (headers: Record<string, string>) => {
      const document = (await upload(reader.client, 'Conditions', textFile('Le Prestataire peut résilier à tout moment.', 'conditions.txt'))).document;
      const answer = await reader.client.graphql(`mutation($id: ID!) { approveDocument(id: $id) { __typename } }`, { id: document.id }, headers);
      expect(answer.data!.approveDocument.__typename).toBe('MutationApproveDocumentSuccess');
      const { bytes } = await signedFile(rawId(document.id), reader.client);
      return (await extractText({ buffer: new Uint8Array(bytes), filename: 'signed.pdf' })).text.replace(/\s+/g, ' ');
    };
    expect(await certificateOf({ [INTERFACE_LANGUAGE_HEADER]: 'en' })).toContain('Certificate of completion');
    const french = await certificateOf({});
    expect(french).not.toContain('Certificate of completion');
    expect(french).toContain('Document reçu');
    expect(french).toMatch(/Date \(UTC\) : \d{4}-/);
    expect(french).toContain('Type de signature : Nom saisi');
  });
});

describe('explicit signatures and bad input', () => {
  const viewer = () => ({
    userId: alice.userId,
    organizationId: alice.organizationId,
    role: 'USER' as const,
    sessionId: null,
    aal: 1 as const,
    locale: 'fr' as const,
  });

  itWith(PDFSIG)('signs with a drawn PNG and a location through signDocument; the certificate gives the signer’s type, address and user agent', async () => {
    const id = await uploaded('Drawn', new File([Buffer.from(await riskyPdf(1))], 'drawn.pdf', { type: 'application/pdf' }));
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const answer = await alice.client.graphql(
      `mutation($input: SignDocumentInput!) { signDocument(input: $input) { ... on MutationSignDocumentSuccess { document { status signatureType signatureLocation } } ... on Error { code } } }`,
      {
        input: {
          id: Buffer.from(`Document:${id}`).toString('base64'),
          signatureType: 'DRAWN',
          location: 'Lyon',
          drawnSignature: `data:image/png;base64,${png}`,
        },
      },
      { 'user-agent': TABLET },
    );
    expect(answer.data!.signDocument).toEqual({ document: { status: 'SIGNED', signatureType: 'DRAWN', signatureLocation: 'Lyon' } });
    const { bytes } = await signedFile(id);
    expect(pdfsig(bytes)).toMatch(/Signature is Valid/);
    const text = (await extractText({ buffer: new Uint8Array(bytes), filename: 'signed.pdf' })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Signature type: Drawn signature');
    expect(text).toMatch(/IP address: (::ffff:)?127\.0\.0\.1|IP address: ::1/);
    expect(text).toContain(`User agent: ${TABLET}`);
  });

  const signedFilesOf = (organizationId: string) => {
    const folder = join(app.config.STORAGE_DIR, 'signed', organizationId);
    return existsSync(folder) ? readdirSync(folder).length : 0;
  };

  it.each(
    Object.entries({
      truncated: DRAWN_PNG.subarray(0, DRAWN_PNG.length - 20),
      'with garbled image data': Buffer.concat([DRAWN_PNG.subarray(0, 41), Buffer.from('garbage!'), DRAWN_PNG.subarray(49)]),
      'whose image data does not inflate (checksums right)': pngWithData(Buffer.from('not a zlib stream')),
      'whose image data is short of its announced size': pngWithData(deflateSync(Buffer.alloc(1))),
    }),
  )('refuses a drawn signature PNG %s as INVALID_SIGNATURE_IMAGE through the API, writing nothing', async (_name, png) => {
    const id = await uploaded('Bad drawing', new File([Buffer.from(await riskyPdf(1))], 'x.pdf', { type: 'application/pdf' }));
    const answer = await alice.client.graphql(`mutation($input: SignDocumentInput!) { signDocument(input: $input) { __typename ... on Error { code } } }`, {
      input: {
        id: Buffer.from(`Document:${id}`).toString('base64'),
        signatureType: 'DRAWN',
        drawnSignature: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(answer).toEqual({ data: { signDocument: { __typename: 'AppError', code: 'INVALID_SIGNATURE_IMAGE' } } });
    expect((await app.db.prisma.document.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
  });

  it.each([
    ['an unknown signature type', { signatureType: 'NOTARISED' }, 'UNKNOWN_SIGNATURE_TYPE'],
    [
      'a drawn signature that is not a PNG',
      { signatureType: 'DRAWN', drawnSignature: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
      'INVALID_SIGNATURE_IMAGE',
    ],
    [
      'a drawn signature of 20 MB',
      { signatureType: 'DRAWN', drawnSignature: new Uint8Array(Buffer.concat([DRAWN_PNG.subarray(0, 33), Buffer.alloc(20 * 1024 * 1024)])) },
      'INVALID_SIGNATURE_IMAGE',
    ],
  ])('refuses %s, writing nothing', async (_name, extra, code) => {
    const id = await uploaded('Refused input', new File([Buffer.from(await riskyPdf(1))], 'x.pdf', { type: 'application/pdf' }));
    const files = signedFilesOf(alice.organizationId);
    await expect(signDocument(app.services, viewer(), { documentId: id, ...extra })).rejects.toMatchObject({ code });
    expect((await app.db.prisma.document.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
    expect(signedFilesOf(alice.organizationId)).toBe(files);
  });

  it('signs a 500-page PDF whole: every page kept, the certificate page added, the signature valid', async () => {
    const id = await uploaded('Long contract', new File([Buffer.from(await riskyPdf(500))], 'long.pdf', { type: 'application/pdf' }));
    expect(await approved(id)).toMatchObject({ document: { status: 'SIGNED' } });
    const { bytes } = await signedFile(id);
    expect(pdfsig(bytes)).toMatch(/Signature is Valid/);
    const signed = await PDFDocument.load(bytes);
    expect(signed.getPageCount()).toBe(501);
  }, 120_000);

  it('leaves a document whose stored PDF is corrupt PENDING, with no partial artefact', async () => {
    const id = await uploaded('Broken later', new File([Buffer.from(await riskyPdf(1))], 'broken.pdf', { type: 'application/pdf' }));
    const row = await app.db.prisma.document.findUniqueOrThrow({ where: { id } });
    await app.services.storage.put(row.storagePath, new Uint8Array(Buffer.from('%PDF-1.7 not really a pdf')));
    const files = signedFilesOf(alice.organizationId);
    await expect(signDocument(app.services, viewer(), { documentId: id, signatureType: 'SIMPLE' })).rejects.toMatchObject({ code: 'CORRUPT_FILE' });
    expect(await approved(id)).toEqual({ code: 'CORRUPT_FILE' });
    expect((await app.db.prisma.document.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
    expect(signedFilesOf(alice.organizationId)).toBe(files);
  });

  it('removes the signed copy with the document: no file of a deleted document stays behind', async () => {
    const id = await uploaded('To remove', new File([Buffer.from(await riskyPdf(1))], 'remove.pdf', { type: 'application/pdf' }));
    await approved(id);
    const { storagePath, signedStoragePath } = await app.db.prisma.document.findUniqueOrThrow({ where: { id } });
    expect(signedStoragePath).not.toBeNull();
    expect([await app.services.storage.exists(storagePath), await app.services.storage.exists(signedStoragePath!)]).toEqual([true, true]);
    const manager = await createSignedInUser(app, { role: 'MANAGER', organizationId: alice.organizationId });
    const removal = await manager.client.graphql(`mutation($id: ID!) { deleteDocument(id: $id) { __typename ... on Error { code } } }`, {
      id: Buffer.from(`Document:${id}`).toString('base64'),
    });
    expect(removal.data!.deleteDocument.__typename).toBe('MutationDeleteDocumentSuccess');
    expect([await app.services.storage.exists(storagePath), await app.services.storage.exists(signedStoragePath!)]).toEqual([false, false]);
  });

  it('never signs or serves another organization’s document, nor signs twice', async () => {
    const id = await uploaded('Mine', new File([Buffer.from(await riskyPdf(1))], 'mine.pdf', { type: 'application/pdf' }));
    const mallory = await createSignedInUser(app, { role: 'ADMIN' });
    await expect(
      signDocument(app.services, { ...viewer(), userId: mallory.userId, organizationId: mallory.organizationId }, { documentId: id, signatureType: 'SIMPLE' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await approved(id);
    expect((await signedFile(id, mallory.client)).response.status).toBe(404);
    expect((await signedFile(id, app.client())).response.status).toBe(401);
    await expect(signDocument(app.services, viewer(), { documentId: id, signatureType: 'SIMPLE' })).rejects.toMatchObject({ code: 'ALREADY_DECIDED' });
  });
});

itWith(PDFSIG)('has pdfsig available (poppler-utils)', () => {
  // pdfsig prints its version on stderr.
  const version = spawnSync('pdfsig', ['-v'], { encoding: 'utf8' });
  expect(version.status).toBe(0);
  expect(version.stderr + version.stdout).toMatch(/^pdfsig version \d+\.\d+/m);
});
