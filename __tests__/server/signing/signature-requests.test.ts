// Also on PostgreSQL, Redis and S3: signature requests settled in SQL under concurrency.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { extractText } from '../../../server/analysis';
import { documentPagePath } from '../../../server/shared/web-routes';
import { MailCatcher } from '../auth/mail-catcher';
import { riskyPdf, storedFiles, upload } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { itWith, systemTool } from '../../support/system-tools';
import { verifySignedPdf } from '../../../server/signing/verify-signed-pdf';
import { PADES_OIDS, padesFacts } from './pades';

const PDFSIG = systemTool('pdfsig', ['-v'], 'apt-get install poppler-utils');
const PDFTOTEXT = systemTool('pdftotext', ['-v'], 'apt-get install poppler-utils');

let mail: MailCatcher;
let app: TestApp;
let owner: SignedInUser;
let anna: SignedInUser;
let bruno: SignedInUser;
let carla: SignedInUser;
let outsider: SignedInUser;
const scratch = mkdtempSync(join(tmpdir(), 'paraphe-requests-'));

beforeAll(async () => {
  mail = new MailCatcher();
  // Behind a proxy: each signer's address comes from X-Forwarded-For.
  app = await startTestApp({ env: { SMTP_URL: await mail.start(), TRUST_PROXY: 'true' } });
  owner = await createSignedInUser(app, { locale: 'en' });
  anna = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'fr' });
  bruno = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'en' });
  carla = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'en' });
  outsider = await createSignedInUser(app, { locale: 'en' });
  const names: Array<[SignedInUser, string]> = [
    [owner, 'Olivia Owner'],
    [anna, 'Anna Dupont'],
    [bruno, 'Bruno Keller'],
    [carla, 'Carla Ricci'],
    [outsider, 'Oscar Outsider'],
  ];
  for (const [user, fullName] of names) await app.db.prisma.user.update({ where: { id: user.userId }, data: { fullName } });
});

afterAll(async () => {
  await app.stop();
  await mail.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const rawId = (id: string) => Buffer.from(id, 'base64').toString().split(':')[1];

async function pendingDocument(title: string) {
  const answer = await upload(owner.client, title, new File([Buffer.from(await riskyPdf(1))], `${title}.pdf`, { type: 'application/pdf' }));
  return rawId(answer.document.id);
}

const REQUEST = `mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) {
  __typename ... on Error { code }
  ... on MutationRequestSignaturesSuccess { document { status signatureRequest { mode status signers { position status user { fullName email } } } } } } }`;
const SIGN = `mutation($input: SignAsRequestedInput!) { signAsRequested(input: $input) {
  __typename ... on Error { code }
  ... on MutationSignAsRequestedSuccess { document { status signedFileUrl signatureRequest { status signers { status signedAt } } } } } }`;
const REFUSE = `mutation($input: RefuseSignatureInput!) { refuseSignature(input: $input) {
  __typename ... on Error { code }
  ... on MutationRefuseSignatureSuccess { document { status signatureRequest { status refusedReason signers { status refusedReason } } } } } }`;

async function request(documentId: string, signers: SignedInUser[], mode: 'SEQUENTIAL' | 'PARALLEL', by = owner) {
  const answer = await by.client.graphql(REQUEST, {
    input: { id: globalId('Document', documentId), signerIds: signers.map((user) => globalId('User', user.userId)), mode },
  });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.requestSignatures;
}

async function sign(
  documentId: string,
  user: SignedInUser,
  signatureType = 'SIMPLE',
  location: string | null = null,
  extra: { drawnSignature?: string; headers?: Record<string, string> } = {},
) {
  const answer = await user.client.graphql(
    SIGN,
    { input: { id: globalId('Document', documentId), signatureType, location, drawnSignature: extra.drawnSignature } },
    extra.headers,
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.signAsRequested;
}

async function refuse(documentId: string, user: SignedInUser, reason: string) {
  const answer = await user.client.graphql(REFUSE, { input: { id: globalId('Document', documentId), reason } });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.refuseSignature;
}

/** The member's "your turn to sign" notifications about the document still unread in their bell. */
async function asksToSign(user: SignedInUser, documentId: string): Promise<number> {
  const answer = await user.client.graphql(`{ notificationCentre { latest(first: 50) { type documentId read } } }`);
  const latest = answer.data!.notificationCentre.latest as Array<{ type: string; documentId: string | null; read: boolean }>;
  return latest.filter((row) => row.type === 'SIGNATURE_REQUESTED' && row.documentId === globalId('Document', documentId) && !row.read).length;
}

const mailsTo = (user: SignedInUser, after: number) => mail.mails.slice(after).filter((caught) => caught.to.includes(user.email));

function saved(bytes: Buffer): string {
  const file = join(scratch, `${createHash('sha1').update(bytes).digest('hex')}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

function pdfsig(bytes: Buffer): string {
  const run = spawnSync('pdfsig', [saved(bytes)], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** The words of each page as poppler's pdftotext places them: the page's width and each word's right edge. */
function wordBoxes(bytes: Buffer): Array<{ width: number; words: Array<{ text: string; xMax: number }> }> {
  const html = spawnSync('pdftotext', ['-bbox', saved(bytes), '-'], { encoding: 'utf8' }).stdout;
  return [...html.matchAll(/<page width="([\d.]+)"[^>]*>([\s\S]*?)<\/page>/g)].map(([, width, body]) => ({
    width: Number(width),
    words: [...body.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map(([, xMax, text]) => ({
      text,
      xMax: Number(xMax),
    })),
  }));
}

describe('several signers in order and in parallel', () => {
  itWith(PDFSIG)(
    'SEQUENTIAL: the second cannot sign before the first, emails go out in order, the last signature makes one signed PDF listing both',
    async () => {
      const id = await pendingDocument('Partnership');
      const before = mail.mails.length;
      const asked = await request(id, [anna, bruno], 'SEQUENTIAL');
      expect(asked.document).toEqual({
        status: 'PENDING',
        signatureRequest: {
          mode: 'SEQUENTIAL',
          status: 'OPEN',
          signers: [
            { position: 1, status: 'WAITING', user: { fullName: 'Anna Dupont', email: anna.email } },
            { position: 2, status: 'WAITING', user: { fullName: 'Bruno Keller', email: bruno.email } },
          ],
        },
      });
      // Only the first signer is emailed, in her language, with a link to the page.
      const first = await mail.next(anna.email, before);
      expect(first.subject).toBe('Signature demandée : Partnership');
      expect(mail.linkTo(first, documentPagePath(globalId('Document', id))).origin).toBe(new URL(app.config.PUBLIC_URL).origin);
      expect(mailsTo(bruno, before)).toHaveLength(0);

      expect(await sign(id, bruno)).toEqual({ __typename: 'AppError', code: 'NOT_YOUR_TURN' });
      expect(await sign(id, carla)).toEqual({ __typename: 'AppError', code: 'NOT_A_SIGNER' });

      const afterFirst = mail.mails.length;
      const one = await sign(id, anna, 'SIMPLE', 'Lyon');
      expect(one.document.status).toBe('PENDING');
      expect(one.document.signatureRequest.signers.map((signer: { status: string }) => signer.status)).toEqual(['SIGNED', 'WAITING']);
      expect(await sign(id, anna)).toEqual({ __typename: 'AppError', code: 'ALREADY_SIGNED' });
      const second = await mail.next(bruno.email, afterFirst);
      expect(second.subject).toBe('Signature requested: Partnership');
      // Who asked is the request's author, not the signer before him.
      const words = second.raw.replace(/=\r?\n/g, '');
      expect(words).toContain('Olivia Owner asks you to sign');
      expect(words).not.toContain('Anna Dupont asks');
      expect(mail.linkTo(second, documentPagePath(globalId('Document', id))).origin).toBe(new URL(app.config.PUBLIC_URL).origin);

      const two = await sign(id, bruno, 'CERTIFIED', 'Geneva');
      expect(two.document).toMatchObject({ status: 'SIGNED', signedFileUrl: `/api/documents/${id}/signed-file`, signatureRequest: { status: 'COMPLETED' } });
      const document = await app.db.prisma.document.findUniqueOrThrow({ where: { id } });
      const response = await owner.client.fetch(`/api/documents/${id}/signed-file`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(document.signedSha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      const report = pdfsig(bytes);
      expect(report).toMatch(/Signature Validation: Signature is Valid/);
      expect(report).toMatch(/Total document signed/);
      expect(report.match(/Signature #/g)).toHaveLength(1);
      expect(padesFacts(bytes)).toMatchObject({
        subFilter: 'ETSI.CAdES.detached',
        modified: true,
        unsignedAttributes: [],
        messageDigestMatches: true,
        signingCertificateMatches: true,
        opensslVerifies: true,
      });
      expect(padesFacts(bytes).signedAttributes).not.toContain(PADES_OIDS.signingTime);
      const text = (await extractText({ buffer: new Uint8Array(bytes), filename: 'signed.pdf' })).text.replace(/\s+/g, ' ');
      expect(text).toContain('Anna Dupont');
      expect(text).toContain('Bruno Keller');
      expect(text).toContain(anna.email);
      expect(text).toContain('Geneva');
      const events = await app.db.prisma.auditEvent.findMany({ where: { entityId: id }, orderBy: { createdAt: 'asc' } });
      expect(events.map((event) => event.action)).toEqual(
        expect.arrayContaining(['document.signatures_requested', 'document.signature_added', 'document.signed']),
      );
      // Each entry names the document, so the audit log reads without opening it.
      for (const event of events.filter((entry) => entry.action !== 'document.created')) expect(event.data).toMatchObject({ title: document.title });
    },
  );

  itWith(PDFSIG && PDFTOTEXT)(
    'the certificate names each signer with their own time, signature type, IP address and user agent, as each signed; /verify gives each their type',
    async () => {
      const phone =
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36';
      // A long desktop User-Agent (extensions and corporate tokens), one token longer than the value column.
      const desktop = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51 ${'CorporateProxyAgent/'.padEnd(120, 'x')} OfficeAddin/16.0.17531`;
      const drawn = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
      const id = await pendingDocument('Lease');
      await request(id, [bruno, carla], 'SEQUENTIAL');

      const first = await sign(id, bruno, 'DRAWN', null, {
        drawnSignature: `data:image/png;base64,${drawn}`,
        headers: { 'user-agent': phone, 'x-forwarded-for': '203.0.113.7' },
      });
      expect(first.document.status).toBe('PENDING');
      // Recorded with his signature when he signs, not when the file is made.
      expect(await app.db.prisma.signatureRequestSigner.findFirstOrThrow({ where: { userId: bruno.userId, request: { documentId: id } } })).toMatchObject({
        status: 'SIGNED',
        signatureType: 'DRAWN',
        signedIp: '203.0.113.7',
        signedUserAgent: phone,
      });
      const second = await sign(id, carla, 'CERTIFIED', null, { headers: { 'user-agent': desktop, 'x-forwarded-for': '198.51.100.23' } });
      expect(second.document.status).toBe('SIGNED');

      const bytes = Buffer.from(await (await owner.client.fetch(`/api/documents/${id}/signed-file`)).arrayBuffer());
      const report = pdfsig(bytes);
      expect(report).toMatch(/Signature Validation: Signature is Valid/);
      expect(report).toMatch(/Total document signed/);

      const pages = spawnSync('pdftotext', [saved(bytes), '-'], { encoding: 'utf8' }).stdout.split('\f');
      const certificate = pages.filter((page) => page.includes('Certificate of completion')).join('\n');
      const text = certificate.replace(/\s+/g, ' ');
      const [before, after] = text.split('Signer 2');
      expect(after).toBeDefined();
      // Signer 1: Bruno, drawn, from the phone; signer 2: Carla, certified, from the desktop.
      expect(before).toContain('Bruno Keller');
      expect(before).toContain('Signature type: Drawn signature');
      expect(before).toContain('IP address: 203.0.113.7');
      expect(before).toContain(`User agent: ${phone}`);
      expect(before).not.toContain('198.51.100.23');
      expect(after).toContain('Carla Ricci');
      expect(after).toContain('Signature type: Certified');
      expect(after).toContain('IP address: 198.51.100.23');
      expect(after).not.toContain('203.0.113.7');
      expect(after).not.toContain('Android');
      // The long user agent wraps inside the page: every word of it is there, none runs past the right margin.
      expect(certificate.replace(/\s+/g, '')).toContain(`Useragent:${desktop.replace(/\s+/g, '')}`);
      for (const page of wordBoxes(bytes).filter((box) => box.words.some((word) => word.text === 'Certificate')))
        for (const word of page.words) expect({ word: word.text, fits: word.xMax <= page.width - 40 }).toEqual({ word: word.text, fits: true });

      const verified = await verifySignedPdf(app.services, bytes);
      expect(verified).toMatchObject({ status: 'VALID', signatureType: null });
      expect(verified.signers).toEqual([
        { name: 'Bruno Keller', email: bruno.email, signedAt: expect.any(Date), signatureType: 'DRAWN' },
        { name: 'Carla Ricci', email: carla.email, signedAt: expect.any(Date), signatureType: 'CERTIFIED' },
      ]);
      const form = new FormData();
      form.append('file', new File([bytes], 'lease-signed.pdf', { type: 'application/pdf' }));
      const body = await (await fetch(`${app.url}/api/verify`, { method: 'POST', body: form })).json();
      expect(body.signers.map((signer: { name: string; signatureType: string }) => [signer.name, signer.signatureType])).toEqual([
        ['Bruno Keller', 'DRAWN'],
        ['Carla Ricci', 'CERTIFIED'],
      ]);
      expect(body.signers[0].signedAt).toMatch(/^\d{4}-/);
      // The public answer names the signers and their types, never where they signed from.
      for (const secret of ['203.0.113.7', '198.51.100.23', 'Android', 'Edg/']) expect(JSON.stringify(body)).not.toContain(secret);
    },
  );

  it('PARALLEL: everyone is emailed at once, signs in any order, SIGNED after the last', async () => {
    const id = await pendingDocument('Board minutes');
    const before = mail.mails.length;
    await request(id, [anna, bruno, carla], 'PARALLEL');
    await Promise.all([anna, bruno, carla].map((user) => mail.next(user.email, before)));
    expect([await asksToSign(anna, id), await asksToSign(bruno, id), await asksToSign(carla, id)]).toEqual([1, 1, 1]);
    expect((await sign(id, carla)).document.status).toBe('PENDING');
    // The signer's own ask is answered; the others' still stand.
    expect([await asksToSign(anna, id), await asksToSign(bruno, id), await asksToSign(carla, id)]).toEqual([1, 1, 0]);
    expect((await sign(id, anna)).document.status).toBe('PENDING');
    const last = await sign(id, bruno);
    expect(last.document.status).toBe('SIGNED');
    expect([await asksToSign(anna, id), await asksToSign(bruno, id), await asksToSign(carla, id)]).toEqual([0, 0, 0]);
    expect(
      last.document.signatureRequest.signers.every((signer: { status: string; signedAt: string | null }) => signer.status === 'SIGNED' && signer.signedAt),
    ).toBe(true);
    expect(await sign(id, bruno)).toMatchObject({ code: 'NO_SIGNATURE_REQUEST' });
  });

  it('a refusal stops the flow with its reason, and the others are emailed', async () => {
    const id = await pendingDocument('Loan');
    const other = await pendingDocument('Loan annex');
    await request(id, [anna, bruno], 'SEQUENTIAL');
    expect(await refuse(id, bruno, 'Not mine yet')).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(await refuse(id, anna, '  ')).toMatchObject({ code: 'VALIDATION_FAILED' });
    await request(other, [carla, bruno], 'PARALLEL');
    expect([await asksToSign(anna, id), await asksToSign(bruno, other)]).toEqual([1, 1]);
    const before = mail.mails.length;
    const refused = await refuse(id, anna, 'The penalty clause is unacceptable');
    // Anna answered; Bruno's turn will never come on this one (his ask on the other document stands).
    expect([await asksToSign(anna, id), await asksToSign(bruno, id), await asksToSign(bruno, other)]).toEqual([0, 0, 1]);
    expect(refused.document).toEqual({
      status: 'REFUSED',
      signatureRequest: {
        status: 'REFUSED',
        refusedReason: 'The penalty clause is unacceptable',
        signers: [
          { status: 'REFUSED', refusedReason: 'The penalty clause is unacceptable' },
          { status: 'WAITING', refusedReason: null },
        ],
      },
    });
    const notice = await mail.next(bruno.email, before);
    expect(notice.subject).toBe('Signature refused: Loan');
    expect(notice.raw).toContain('penalty clause');
    await mail.next(owner.email, before);
    expect(await sign(id, bruno)).toMatchObject({ code: 'NO_SIGNATURE_REQUEST' });
    const event = await app.db.prisma.auditEvent.findFirstOrThrow({ where: { entityId: id, action: 'document.refused' } });
    expect(event.data).toMatchObject({ reason: 'The penalty clause is unacceptable' });
  });

  it('refuses bad signer lists, a second request, foreign organizations and a bypass by approval', async () => {
    const id = await pendingDocument('Guarded');
    expect(await request(id, [anna, outsider], 'PARALLEL')).toMatchObject({ code: 'INVALID_SIGNERS' });
    expect(await request(id, [anna, anna], 'PARALLEL')).toMatchObject({ code: 'INVALID_SIGNERS' });
    expect(await request(id, [], 'PARALLEL')).toMatchObject({ code: 'INVALID_SIGNERS' });
    expect(await app.db.prisma.signatureRequest.count({ where: { documentId: id } })).toBe(0);
    // Another organization cannot ask for signatures on it, see it, or sign it.
    expect(await request(id, [outsider], 'PARALLEL', outsider)).toMatchObject({ code: 'NOT_FOUND' });

    await request(id, [anna], 'PARALLEL');
    expect(await request(id, [bruno], 'PARALLEL')).toMatchObject({ code: 'SIGNATURE_REQUEST_EXISTS' });
    expect(await sign(id, outsider)).toMatchObject({ code: 'NOT_FOUND' });
    const seen = await outsider.client.graphql(`query($id: ID!) { node(id: $id) { ... on Document { signatureRequest { status } } } }`, {
      id: globalId('Document', id),
    });
    expect(seen.data!.node).toBeNull();
    const members = await owner.client.graphql(`{ members { fullName email } }`);
    expect(members.data!.members.map((member: { email: string }) => member.email).sort()).toEqual([owner, anna, bruno, carla].map((user) => user.email).sort());

    const approve = await owner.client.graphql(`mutation($id: ID!) { approveDocument(id: $id) { __typename ... on Error { code } } }`, {
      id: globalId('Document', id),
    });
    expect(approve.data!.approveDocument).toMatchObject({ code: 'SIGNATURE_REQUEST_OPEN' });
    const signPlain = await anna.client.graphql(`mutation($input: SignDocumentInput!) { signDocument(input: $input) { __typename ... on Error { code } } }`, {
      input: { id: globalId('Document', id), signatureType: 'SIMPLE' },
    });
    expect(signPlain.data!.signDocument).toMatchObject({ code: 'SIGNATURE_REQUEST_OPEN' });
    for (const decision of ['refuseDocument', 'requestDocumentCorrection']) {
      const answer = await owner.client.graphql(`mutation($id: ID!) { ${decision}(id: $id) { __typename ... on Error { code } } }`, {
        id: globalId('Document', id),
      });
      expect(answer.data![decision]).toMatchObject({ code: 'SIGNATURE_REQUEST_OPEN' });
    }
    expect((await app.db.prisma.document.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
  });

  it('its author or a manager withdraws a request: the document stays pending, the waiting signers are told, and it can be decided again', async () => {
    const CANCEL = `mutation($id: ID!) { cancelSignatureRequest(id: $id) { __typename ... on Error { code } ... on MutationCancelSignatureRequestSuccess { document { status signatureRequest { status } } } } }`;
    const cancel = async (id: string, by: SignedInUser) => (await by.client.graphql(CANCEL, { id: globalId('Document', id) })).data!.cancelSignatureRequest;
    const id = await pendingDocument('Withdrawn');
    await request(id, [anna, bruno], 'SEQUENTIAL');
    await sign(id, anna);
    // Neither a signer who is not its author, another organization, nor anyone once it has ended.
    expect(await cancel(id, carla)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await cancel(id, outsider)).toMatchObject({ code: 'NOT_FOUND' });
    const before = mail.mails.length;
    expect(await cancel(id, owner)).toEqual({
      __typename: 'MutationCancelSignatureRequestSuccess',
      document: { status: 'PENDING', signatureRequest: { status: 'CANCELLED' } },
    });
    // Bruno had not signed yet: he is told, in English; Anna had signed already.
    const notice = await mail.next(bruno.email, before);
    expect(notice.subject).toBe('Signature request cancelled: Withdrawn');
    expect(notice.raw).toContain('Olivia Owner');
    expect(mail.mails.slice(before).some((sent) => sent.to.includes(anna.email))).toBe(false);
    expect(await asksToSign(bruno, id)).toBe(0);
    expect(await cancel(id, owner)).toMatchObject({ code: 'NO_SIGNATURE_REQUEST' });
    expect(await sign(id, bruno)).toMatchObject({ code: 'NO_SIGNATURE_REQUEST' });
    expect(await app.db.prisma.auditEvent.count({ where: { entityId: id, action: 'document.signatures_cancelled', actorId: owner.userId } })).toBe(1);
    expect(await app.db.prisma.document.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'PENDING', signedStoragePath: null });

    // A new request may follow, and a manager may withdraw one they did not make.
    await request(id, [carla], 'PARALLEL');
    const manager = await createSignedInUser(app, { organizationId: owner.organizationId, role: 'MANAGER' });
    expect(await cancel(id, manager)).toMatchObject({ document: { status: 'PENDING', signatureRequest: { status: 'CANCELLED' } } });
    const approved = await owner.client.graphql(`mutation($id: ID!) { approveDocument(id: $id) { __typename ... on Error { code } } }`, {
      id: globalId('Document', id),
    });
    expect(approved.data!.approveDocument.__typename).toBe('MutationApproveDocumentSuccess');
  });

  it('withdraws a request waiting on a member who is removed, tells its author and the signers still waiting, and tells a removed author nothing', async () => {
    const REMOVE = `mutation($id: ID!) { removeMember(id: $id) { __typename ... on Error { code } } }`;
    const admin = await createSignedInUser(app, { organizationId: owner.organizationId, role: 'ADMIN' });
    const leaving = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'en' });
    const later = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'fr' });
    await app.db.prisma.user.update({ where: { id: leaving.userId }, data: { fullName: 'Lena Leaving' } });
    const id = await pendingDocument('Lease');
    const untouched = await pendingDocument('Untouched');
    await request(id, [anna, leaving, later], 'SEQUENTIAL');
    await request(untouched, [anna], 'PARALLEL');
    await sign(id, anna);

    const before = mail.mails.length;
    expect((await admin.client.graphql(REMOVE, { id: globalId('User', leaving.userId) })).data!.removeMember.__typename).toBe('MutationRemoveMemberSuccess');
    const row = await app.db.prisma.document.findUniqueOrThrow({ where: { id }, include: { signatureRequest: true } });
    expect(row).toMatchObject({ status: 'PENDING', signedStoragePath: null, signatureRequest: { status: 'CANCELLED' } });
    expect((await app.db.prisma.signatureRequest.findFirstOrThrow({ where: { documentId: untouched } })).status).toBe('OPEN');
    expect(await app.db.prisma.auditEvent.findFirst({ where: { entityId: id, action: 'document.signatures_withdrawn' } })).toMatchObject({
      actorId: admin.userId,
      data: { signer: 'Lena Leaving', signerId: leaving.userId },
    });
    // Its author in English, the signer still waiting in French, each with the document's page; Anna had signed, Lena left.
    const toAuthor = await mail.next(owner.email, before);
    expect(toAuthor.subject).toBe('Signature request withdrawn: Lease');
    expect(toAuthor.raw).toContain('Lena Leaving no longer belongs to the organization');
    expect(mail.linkTo(toAuthor, documentPagePath(globalId('Document', id))).origin).toBe(app.config.PUBLIC_URL);
    const toLater = await mail.next(later.email, before);
    expect(toLater.subject).toBe('Demande de signature retirée : Lease');
    expect(mail.mails.slice(before).filter((sent) => sent.to.includes(anna.email) || sent.to.includes(leaving.email))).toEqual([]);
    expect(await sign(id, later)).toMatchObject({ code: 'NO_SIGNATURE_REQUEST' });
    // Asked again of the members who remain, it completes.
    await request(id, [later], 'PARALLEL');
    expect((await sign(id, later)).document.status).toBe('SIGNED');

    // An author who leaves does not stop the request; the signed document's news is not mailed to them.
    const author = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'en' });
    const theirs = await pendingDocument('Authored');
    await request(theirs, [carla], 'PARALLEL', author);
    expect((await admin.client.graphql(REMOVE, { id: globalId('User', author.userId) })).data!.removeMember.__typename).toBe('MutationRemoveMemberSuccess');
    const mark = mail.mails.length;
    expect((await sign(theirs, carla)).document.status).toBe('SIGNED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.mails.slice(mark).filter((sent) => sent.to.includes(author.email))).toEqual([]);
  });

  it('a refusal and a signature request sent at the same moment never both take effect', async () => {
    for (let round = 0; round < 8; round += 1) {
      const id = await pendingDocument(`Race ${round}`);
      const [refused, requested] = await Promise.all([
        owner.client.graphql(`mutation($id: ID!) { refuseDocument(id: $id) { __typename ... on Error { code } } }`, { id: globalId('Document', id) }),
        owner.client.graphql(REQUEST, { input: { id: globalId('Document', id), signerIds: [globalId('User', anna.userId)], mode: 'PARALLEL' } }),
      ]);
      const refusedWon = refused.data!.refuseDocument.__typename === 'MutationRefuseDocumentSuccess';
      const requestWon = requested.data!.requestSignatures.__typename === 'MutationRequestSignaturesSuccess';
      const row = await app.db.prisma.document.findUniqueOrThrow({ where: { id }, include: { signatureRequest: true } });
      // Exactly one wins, and the row says which.
      expect([refusedWon, requestWon]).toContainEqual(true);
      expect(refusedWon && requestWon).toBe(false);
      expect(row.status).toBe(refusedWon ? 'REFUSED' : 'PENDING');
      expect(row.signatureRequest?.status ?? null).toBe(requestWon ? 'OPEN' : null);
    }
  });

  it('a failure at the last signature leaves nothing half-written and no file', async () => {
    const id = await pendingDocument('Fragile');
    await request(id, [anna, bruno], 'PARALLEL');
    await sign(id, anna);
    const filesBefore = storedFiles(app).length;
    const eventsBefore = await app.db.prisma.auditEvent.count({ where: { entityId: id } });
    // Every write of the last signature runs, then the commit fails: all of it must roll back.
    const prisma = app.services.db.prisma;
    const original = prisma.$transaction.bind(prisma) as (fn: (tx: unknown) => Promise<unknown>) => Promise<unknown>;
    const spy = jest.spyOn(prisma, '$transaction').mockImplementationOnce(((fn: (tx: unknown) => Promise<unknown>) =>
      original(async (tx) => {
        await fn(tx);
        throw new Error('commit failed');
      })) as never);
    try {
      const failed = await bruno.client.graphql(SIGN, { input: { id: globalId('Document', id), signatureType: 'SIMPLE' } });
      // A failed commit is unexpected: masked, with nothing of the signature returned.
      expect(failed.data?.signAsRequested ?? null).toBeNull();
      expect(failed.errors?.map((error) => error.message)).toEqual(['Unexpected error.']);
    } finally {
      spy.mockRestore();
    }
    const document = await app.db.prisma.document.findUniqueOrThrow({
      where: { id },
      include: { signatureRequest: { include: { signers: { orderBy: { position: 'asc' } } } } },
    });
    expect(document.status).toBe('PENDING');
    expect(document.signedStoragePath).toBeNull();
    expect(document.signatureRequest!.status).toBe('OPEN');
    expect(document.signatureRequest!.signers.map((signer) => signer.status)).toEqual(['SIGNED', 'WAITING']);
    expect(await app.db.prisma.auditEvent.count({ where: { entityId: id } })).toBe(eventsBefore);
    expect(storedFiles(app).length).toBe(filesBefore);
    // And it can then be finished.
    expect((await sign(id, bruno)).document.status).toBe('SIGNED');
  });
});
