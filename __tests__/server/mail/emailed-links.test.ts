import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import documentScreenQuery from '../../../web/src/__generated__/DocumentScreenQuery.graphql';
import { MailCatcher, type CaughtMail } from '../auth/mail-catcher';
import { MAGIC_SIGN_IN, REQUEST_MAGIC_LINK, REQUEST_RESET, RESET_VALID, SIGN_UP, VERIFY_EMAIL, signUpInput } from '../auth/operations';
import { riskyPdf, upload } from '../documents/fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

/*
 * Every link of every mail the product sends is followed against the running app: the address
 * must be a page the app serves, and what the page shows must resolve (the document's page through
 * the query the screen sends, an emailed token through the mutation its screen sends). The id in a
 * document link is also the id REST answers to.
 */
let mail: MailCatcher;
let app: TestApp;
let owner: SignedInUser;
let anna: SignedInUser;
let bruno: SignedInUser;
let apiKey: string;
const webDist = mkdtempSync(join(tmpdir(), 'paraphe-web-'));

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  mail = new MailCatcher();
  app = await startTestApp({ env: { SMTP_URL: await mail.start(), CONTACT_EMAIL: 'team@paraphe.test' }, web: webDist });
  owner = await createSignedInUser(app, { role: 'ADMIN', locale: 'en' });
  anna = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'fr' });
  bruno = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'en' });
  const created = await owner.client.graphql(
    `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on MutationCreateApiKeySuccess { created { key } } } }`,
    { input: { name: 'Links', scopes: ['READ'] } },
  );
  apiKey = created.data!.createApiKey.created.key;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await mail?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

/** Opens the link on the running app as a browser would: the app's page, status 200. */
async function openPage(link: string): Promise<URL> {
  const url = new URL(link);
  expect(url.origin).toBe(new URL(app.config.PUBLIC_URL).origin);
  const response = await fetch(`${app.url}${url.pathname}${url.search}`, { redirect: 'manual' });
  expect({ link, status: response.status }).toEqual({ link, status: 200 });
  expect(await response.text()).toContain('<div id="root">');
  return url;
}

/** The document page's own query (its persisted id, as the browser sends it) with the id of the address. */
async function documentPageShows(client: TestClient, url: URL): Promise<{ id: string; title: string } | null> {
  const [, section, id] = url.pathname.split('/');
  expect(section).toBe('documents');
  const response = await client.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ documentId: documentScreenQuery.params.id, operationName: 'DocumentScreenQuery', variables: { id: decodeURIComponent(id) } }),
  });
  const answer = (await response.json()) as { data?: { node: { __typename: string; id: string; title?: string } | null }; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  const node = answer.data!.node;
  return node?.__typename === 'Document' ? { id: node.id, title: node.title! } : null;
}

/** A pending document of the owner's, by its global id. */
async function pendingDocument(title: string): Promise<string> {
  const uploaded = await upload(owner.client, title, new File([Buffer.from(await riskyPdf(1))], `${title}.pdf`, { type: 'application/pdf' }));
  return uploaded.document.id;
}

const mailsSince = (after: number, to: string) => mail.mails.slice(after).filter((caught) => caught.to.includes(to));

async function nextMails(after: number, to: string, count: number): Promise<CaughtMail[]> {
  await mail.next(to, after);
  const deadline = Date.now() + 5000;
  while (mailsSince(after, to).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return mailsSince(after, to);
}

describe('account mails', () => {
  it('the verification link opens /auth/verify and its token verifies the address', async () => {
    const email = `new-${Date.now()}@example.test`;
    const after = mail.mails.length;
    await app.client().graphql(SIGN_UP, { input: signUpInput(email) });
    const [message] = await nextMails(after, email, 1);
    expect(message.links.length).toBeGreaterThan(0);
    for (const link of message.links) {
      const url = await openPage(link);
      expect(url.pathname).toBe('/auth/verify');
      const answer = await app.client().graphql(VERIFY_EMAIL, { token: url.searchParams.get('token') });
      expect(answer.data!.verifyEmail.__typename).toBe('MutationVerifyEmailSuccess');
    }
    // A second sign-up with the same address: the "you already have an account" mail.
    const again = mail.mails.length;
    await app.client().graphql(SIGN_UP, { input: signUpInput(email) });
    const [exists] = await nextMails(again, email, 1);
    for (const link of exists.links) expect((await openPage(link)).pathname).toBe('/auth/signin');
  });

  it('the magic link opens /auth/callback and its token signs in', async () => {
    const after = mail.mails.length;
    await app.client().graphql(REQUEST_MAGIC_LINK, { input: { email: owner.email } });
    const [message] = await nextMails(after, owner.email, 1);
    for (const link of message.links) {
      const url = await openPage(link);
      const answer = await app.client().graphql(MAGIC_SIGN_IN, { token: url.searchParams.get('magic_token') });
      expect(answer.data!.signInWithMagicLink.__typename).toBe('MutationSignInWithMagicLinkSuccess');
    }
  });

  it('the reset link opens /auth/reset-password with a valid pair of tokens', async () => {
    const after = mail.mails.length;
    await app.client().graphql(REQUEST_RESET, { email: bruno.email });
    const [message] = await nextMails(after, bruno.email, 1);
    expect(message.links.length).toBeGreaterThan(0);
    for (const link of message.links) {
      const url = await openPage(link);
      const answer = await app.client().graphql(RESET_VALID, { a: url.searchParams.get('access_token'), r: url.searchParams.get('refresh_token') });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.passwordResetLinkValid).toBe(true);
    }
  });

  it('the address change link opens /auth/confirm-email and its token moves the account; the old address is pointed to /contact', async () => {
    const mover = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'en' });
    const newEmail = `moved-${Date.now()}@example.test`;
    let after = mail.mails.length;
    const asked = await mover.client.graphql(`mutation($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { __typename } }`, {
      input: { newEmail },
    });
    expect(asked.data!.requestEmailChange.__typename).toBe('MutationRequestEmailChangeSuccess');
    const [message] = await nextMails(after, newEmail, 1);
    expect(message.links).toHaveLength(1);
    const url = await openPage(message.links[0]);
    expect(url.pathname).toBe('/auth/confirm-email');
    after = mail.mails.length;
    const answer = await app
      .client()
      .graphql(`mutation($token: String!) { confirmEmailChange(token: $token) { __typename ... on MutationConfirmEmailChangeSuccess { email } } }`, {
        token: url.searchParams.get('token'),
      });
    expect(answer.data!.confirmEmailChange).toEqual({ __typename: 'MutationConfirmEmailChangeSuccess', email: newEmail });
    const [notice] = await nextMails(after, mover.email, 1);
    expect(notice.links.length).toBeGreaterThan(0);
    for (const link of notice.links) expect((await openPage(link)).pathname).toBe('/contact');
  });
});

describe('signature mails', () => {
  const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

  async function run(user: SignedInUser, mutation: string, input: Record<string, unknown>) {
    const answer = await user.client.graphql(
      `mutation($input: ${mutation[0].toUpperCase()}${mutation.slice(1)}Input!) { ${mutation}(input: $input) { __typename ... on Error { code } } }`,
      { input },
    );
    expect(answer.data?.[mutation].__typename).toBe(`Mutation${mutation[0].toUpperCase()}${mutation.slice(1)}Success`);
  }

  /** Each link of the recipient's mails opens the document's page, which shows the document; REST knows the same id. */
  async function expectLinksOpen(messages: CaughtMail[], reader: SignedInUser, documentId: string, title: string) {
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message.links.length).toBeGreaterThan(0);
      for (const link of message.links) {
        const url = await openPage(link);
        expect(await documentPageShows(reader.client, url)).toEqual({ id: documentId, title });
        const rest = await fetch(`${app.url}/api/v1${url.pathname}`, { headers: { authorization: `Bearer ${apiKey}` } });
        expect(rest.status).toBe(200);
        expect(((await rest.json()) as { title: string }).title).toBe(title);
      }
    }
  }

  it('asking, taking turns and completing: each mail opens the document', async () => {
    const id = await pendingDocument('Bail commercial');
    let after = mail.mails.length;
    await run(owner, 'requestSignatures', { id, signerIds: [globalId('User', anna.userId), globalId('User', bruno.userId)], mode: 'SEQUENTIAL' });
    await expectLinksOpen(await nextMails(after, anna.email, 1), anna, id, 'Bail commercial');
    after = mail.mails.length;
    await run(anna, 'signAsRequested', { id, signatureType: 'SIMPLE' });
    await expectLinksOpen(await nextMails(after, bruno.email, 1), bruno, id, 'Bail commercial');
    after = mail.mails.length;
    await run(bruno, 'signAsRequested', { id, signatureType: 'SIMPLE' });
    await expectLinksOpen(await nextMails(after, owner.email, 1), owner, id, 'Bail commercial');
  });

  it('a refusal and a withdrawal: each mail opens the document', async () => {
    const refused = await pendingDocument('Contrat refusé');
    await run(owner, 'requestSignatures', { id: refused, signerIds: [globalId('User', anna.userId)], mode: 'PARALLEL' });
    let after = mail.mails.length;
    await run(anna, 'refuseSignature', { id: refused, reason: 'Clause abusive' });
    await expectLinksOpen(await nextMails(after, owner.email, 1), owner, refused, 'Contrat refusé');

    const withdrawn = await pendingDocument('Contrat retiré');
    await run(owner, 'requestSignatures', { id: withdrawn, signerIds: [globalId('User', bruno.userId)], mode: 'PARALLEL' });
    after = mail.mails.length;
    const cancel = await owner.client.graphql(`mutation($id: ID!) { cancelSignatureRequest(id: $id) { __typename } }`, { id: withdrawn });
    expect(cancel.data!.cancelSignatureRequest.__typename).toBe('MutationCancelSignatureRequestSuccess');
    await expectLinksOpen(await nextMails(after, bruno.email, 1), bruno, withdrawn, 'Contrat retiré');
  });
});

describe('one document, one id on every door', () => {
  it('REST, the page query and the decisions take the web id and the row id alike', async () => {
    const id = await pendingDocument('Accord de confidentialité');
    const rowId = Buffer.from(id, 'base64').toString().split(':')[1];
    const rest = async (documentId: string) =>
      (await fetch(`${app.url}/api/v1/documents/${encodeURIComponent(documentId)}`, { headers: { authorization: `Bearer ${apiKey}` } })).json();
    expect((await rest(id)).id).toBe(rowId);
    expect((await rest(rowId)).id).toBe(rowId);
    // The row id REST and webhooks give opens the document's page too.
    expect(await documentPageShows(owner.client, await openPage(`${app.config.PUBLIC_URL}/documents/${rowId}`))).toEqual({
      id,
      title: 'Accord de confidentialité',
    });
    const refused = await owner.client.graphql(`mutation($id: ID!) { refuseDocument(id: $id) { __typename } }`, { id: rowId });
    expect(refused.data!.refuseDocument.__typename).toBe('MutationRefuseDocumentSuccess');
    // Another organization's document stays unknown in either spelling.
    const stranger = await createSignedInUser(app, { role: 'ADMIN' });
    expect(await documentPageShows(stranger.client, new URL(`${app.url}/documents/${rowId}`))).toBeNull();
  });
});

describe('contact mails', () => {
  it('the acknowledgement and the forwarded message link only to pages the app serves', async () => {
    const after = mail.mails.length;
    const answer = await app.client().graphql(`mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { __typename } }`, {
      input: { name: 'Camille Martin', email: 'camille@example.test', company: 'Acme', subject: 'DEMO', message: 'Une démonstration, s’il vous plaît.' },
    });
    expect(answer.data!.sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
    const messages = [...(await nextMails(after, 'camille@example.test', 1)), ...(await nextMails(after, 'team@paraphe.test', 1))];
    for (const link of messages.flatMap((message) => message.links)) await openPage(link);
  });
});
