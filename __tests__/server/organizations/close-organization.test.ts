// Also on PostgreSQL, Redis and S3: the organization's rows go by PostgreSQL's cascades, its files from the storage in use.
import { randomBytes } from 'node:crypto';
import { STRIPE_CUSTOMER_DELETE_QUEUE } from '../../../server/billing/forget-stripe-customer';
import { StripeTestServer } from '../../support/stripe-server';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { SIGN_IN, STRONG_PASSWORD, VIEWER } from '../auth/operations';
import { decide, pdfFile, upload } from '../documents/fixtures';

const CLOSE = `mutation ($input: CloseOrganizationInput!) {
  closeOrganization(input: $input) { __typename ... on Error { code } ... on ValidationFailed { problems { path code } } ... on RateLimited { retryAfterMinutes } }
}`;
const CREATE_KEY = `mutation { createApiKey(input: { name: "Scanner", scopes: [READ] }) { ... on MutationCreateApiKeySuccess { created { key } } } }`;

let app: TestApp;
let stripe: StripeTestServer;

beforeAll(async () => {
  stripe = new StripeTestServer('sk_test_closing');
  app = await startTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_closing', STRIPE_WEBHOOK_SECRET: 'whsec_closing', STRIPE_API_URL: await stripe.start() } });
});

afterAll(async () => {
  await app?.stop();
  await stripe?.stop();
});

/** An organization in use: an administrator and a manager signed in, a signed document, a cloud file, an API key. */
async function organizationInUse(name: string) {
  const stamp = randomBytes(4).toString('hex');
  const founder = await createVerifiedUser(app, `founder-${stamp}@example.test`);
  await app.db.prisma.organization.update({ where: { id: founder.organizationId }, data: { name, plan: 'TEAM', seats: 5 } });
  const colleague = await createVerifiedUser(app, `colleague-${stamp}@example.test`);
  const emptied = colleague.organizationId;
  await app.db.prisma.user.update({ where: { id: colleague.id }, data: { organizationId: founder.organizationId, role: 'MANAGER', locale: 'fr' } });
  await app.db.prisma.organization.delete({ where: { id: emptied } });
  const admin = await signedInClient(app, founder.email);
  const manager = await signedInClient(app, colleague.email);

  const document = (await upload(admin, 'Contrat', await pdfFile())).document;
  expect((await admin.graphql(decide('approveDocument'), { id: document.id })).data!.approveDocument.document.status).toBe('SIGNED');
  const form = new FormData();
  form.append('file', new File([new Uint8Array(randomBytes(500))], 'photo.bin'));
  expect((await admin.fetch('/api/cloud/files?review=false', { method: 'POST', body: form })).status).toBe(201);
  const key = (await admin.graphql(CREATE_KEY)).data!.createApiKey.created.key as string;
  return { founder, colleague, admin, manager, key };
}

async function filesOf(organizationId: string): Promise<string[]> {
  const [documents, cloudFiles] = await Promise.all([
    app.db.prisma.document.findMany({ where: { organizationId }, select: { storagePath: true, signedStoragePath: true } }),
    app.db.prisma.cloudFile.findMany({ where: { organizationId }, select: { storagePath: true } }),
  ]);
  return [...documents.flatMap((row) => [row.storagePath, row.signedStoragePath]), ...cloudFiles.map((row) => row.storagePath)].filter(
    (path): path is string => path !== null,
  );
}

const stored = async (paths: string[]) => Promise.all(paths.map((path) => app.services.storage.exists(path)));
const close = (client: TestClient, name: string, currentPassword: string | null = STRONG_PASSWORD) =>
  client.graphql(CLOSE, { input: { name, currentPassword } }).then((answer) => answer.data!.closeOrganization);

describe('closing an organization', () => {
  it('asks its name and the password again, and closes nothing otherwise', async () => {
    const { founder, admin, manager } = await organizationInUse('Atelier Nord');
    expect(await close(admin, 'Atelier Sud')).toMatchObject({
      __typename: 'ValidationFailed',
      problems: [{ path: 'input.name', code: 'ORGANIZATION_NAME_MISMATCH' }],
    });
    expect(await close(admin, 'Atelier Nord', 'not-the-password')).toEqual({ __typename: 'AppError', code: 'WRONG_PASSWORD' });
    expect(await close(manager, 'Atelier Nord')).toMatchObject({ code: 'FORBIDDEN' });
    await app.db.prisma.organization.update({ where: { id: founder.organizationId }, data: { stripeSubscriptionId: `sub_${founder.id}` } });
    expect(await close(admin, 'Atelier Nord')).toEqual({ __typename: 'AppError', code: 'SUBSCRIPTION_ACTIVE' });

    expect(await app.db.prisma.organization.count({ where: { id: founder.organizationId } })).toBe(1);
    expect(await app.db.prisma.user.count({ where: { organizationId: founder.organizationId } })).toBe(2);
    expect(await stored(await filesOf(founder.organizationId))).toEqual([true, true, true]);
  });

  it('deletes its rows, its files and its members’ accounts, ends every session and key at once, tells each member, and touches no other organization', async () => {
    const { founder, colleague, admin, manager, key } = await organizationInUse('Atelier Est');
    const bystander = await createSignedInUser(app, { role: 'ADMIN' });
    const kept = (await upload(bystander.client, 'Autre', await pdfFile())).document;
    const keptFiles = await filesOf(bystander.organizationId);
    const files = await filesOf(founder.organizationId);
    const mailsBefore = app.services.mailer.outbox().length;

    expect(await close(admin, '  Atelier Est ')).toEqual({ __typename: 'MutationCloseOrganizationSuccess' });

    expect(await app.db.prisma.organization.count({ where: { id: founder.organizationId } })).toBe(0);
    expect(await app.db.prisma.user.count({ where: { id: { in: [founder.id, colleague.id] } } })).toBe(0);
    expect(await app.db.prisma.document.count({ where: { organizationId: founder.organizationId } })).toBe(0);
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: founder.organizationId } })).toBe(0);
    expect(await stored(files)).toEqual([false, false, false]);
    // Access tokens still in browsers and the key stop now, not when they expire.
    expect(admin.cookies.get('paraphe_at')).toBeFalsy();
    expect((await manager.graphql(VIEWER)).data?.viewer).toBeNull();
    expect((await fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect((await app.client().graphql(SIGN_IN, { input: { email: founder.email, password: STRONG_PASSWORD } })).data!.signIn.code).toBe('INVALID_CREDENTIALS');

    // Each member is told, in their own language.
    // The outbox holds the newest first.
    const outbox = app.services.mailer.outbox();
    const notices = outbox.slice(0, outbox.length - mailsBefore);
    expect(notices.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [founder.email, 'Atelier Est is closed on Paraphe'],
        [colleague.email, 'Atelier Est est fermée sur Paraphe'],
      ].sort(),
    );
    expect(notices.find((mail) => mail.to === colleague.email)!.text).toContain('Test User a fermé Atelier Est sur Paraphe le');

    // Another organization keeps all it had.
    expect(await app.db.prisma.document.count({ where: { organizationId: bystander.organizationId } })).toBe(1);
    expect((await bystander.client.graphql(`{ documents(first: 5) { edges { node { id } } } }`)).data!.documents.edges).toEqual([{ node: { id: kept.id } }]);
    expect(await stored(keptFiles)).toEqual(keptFiles.map(() => true));
  });

  it('deletes its customer at Stripe once its subscription has ended, retried while Stripe cannot be reached', async () => {
    const { founder, admin } = await organizationInUse('Atelier Ouest');
    const customer = `cus_${founder.id.slice(0, 8)}`;
    await app.db.prisma.organization.update({ where: { id: founder.organizationId }, data: { stripeCustomerId: customer, stripeSubscriptionId: null } });
    stripe.down = true;
    expect(await close(admin, 'Atelier Ouest')).toEqual({ __typename: 'MutationCloseOrganizationSuccess' });
    const job = await app.db.prisma.job.findFirstOrThrow({
      where: { queue: STRIPE_CUSTOMER_DELETE_QUEUE, payload: { path: ['customerId'], equals: customer } },
    });
    expect(job.organizationId).toBeNull();

    await app.services.jobs.runDueJobs();
    expect(await app.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(stripe.deletedCustomers.has(customer)).toBe(false);

    stripe.down = false;
    app.clock.advance(31_000);
    await app.services.jobs.runDueJobs();
    expect(await app.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: 'DONE' });
    expect(stripe.deletedCustomers.has(customer)).toBe(true);
    expect(stripe.calls.filter((call) => call.method === 'DELETE' && call.path === `/v1/customers/${customer}`).length).toBeGreaterThan(1);
  });
});
