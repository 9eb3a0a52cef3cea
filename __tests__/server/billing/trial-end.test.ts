import { intakeDocument } from '../../../server/documents/intake-document';
import { DAY_MS, TRIAL } from '../../../server/shared/plans';
import { MailCatcher } from '../auth/mail-catcher';
import { createVerifiedUser } from '../auth/accounts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

let app: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = new MailCatcher();
  app = await startTestApp({ env: { SMTP_URL: await mail.start(), PUBLIC_URL: 'http://paraphe.test' } });
});

afterAll(async () => {
  await app?.stop();
  await mail?.stop();
});

const mailsTo = (address: string) => mail.mails.filter((caught) => caught.to.includes(address));

describe('the end of the free trial', () => {
  it('emails every administrator 7 days and 1 day before, in their own language, and stops once a plan is bought', async () => {
    const owner = await createVerifiedUser(app, `owner-${Date.now()}@example.test`);
    const french = await createSignedInUser(app, { organizationId: owner.organizationId, role: 'ADMIN', locale: 'fr' });
    const member = await createSignedInUser(app, { organizationId: owner.organizationId, role: 'USER', locale: 'en' });
    const buyer = await createVerifiedUser(app, `buyer-${Date.now()}@example.test`);
    const organization = await app.db.prisma.organization.findUniqueOrThrow({ where: { id: owner.organizationId } });
    expect(organization.trialEndsAt!.getTime() - app.clock.now().getTime()).toBe(TRIAL.days * DAY_MS);

    await app.services.jobs.runDueJobs();
    expect(mailsTo(owner.email)).toEqual([]);

    await app.db.prisma.organization.update({ where: { id: buyer.organizationId }, data: { plan: 'TEAM' } });
    app.clock.advance((TRIAL.days - 7) * DAY_MS + 60_000);
    await app.services.jobs.runDueJobs();
    expect(mailsTo(owner.email).map((caught) => caught.subject)).toEqual(['Your Paraphe trial ends in 7 days']);
    expect(mailsTo(french.email).map((caught) => caught.subject)).toEqual(['Votre essai Paraphe se termine dans 7 jours']);
    expect(mailsTo(owner.email)[0].links).toContain('http://paraphe.test/pricing');
    expect(mailsTo(owner.email)[0].raw).toContain('stay readable and downloadable');
    expect(mailsTo(member.email)).toEqual([]);
    expect(mailsTo(buyer.email)).toEqual([]);

    app.clock.advance(6 * DAY_MS);
    await app.services.jobs.runDueJobs();
    expect(mailsTo(owner.email).map((caught) => caught.subject)).toEqual(['Your Paraphe trial ends in 7 days', 'Your Paraphe trial ends tomorrow']);
    expect(mailsTo(french.email).map((caught) => caught.subject)).toEqual([
      'Votre essai Paraphe se termine dans 7 jours',
      'Votre essai Paraphe se termine demain',
    ]);
    expect(mailsTo(buyer.email)).toEqual([]);
  });

  describe('an organization whose trial ended without a plan', () => {
    let admin: SignedInUser;
    let key: string;
    let documentId: string;

    const api = (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${key}`);
      return fetch(`${app.url}/api/v1${path}`, { ...init, headers });
    };
    const upload = () => {
      const form = new FormData();
      form.append('file', new File(['Plain terms.'], 'terms.txt', { type: 'text/plain' }));
      form.append('title', 'Terms');
      return api('/documents/analyze', { method: 'POST', body: form });
    };
    const UPDATE = `mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { __typename ... on Error { code } } }`;

    beforeAll(async () => {
      admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'en' });
      await app.db.prisma.organization.update({
        where: { id: admin.organizationId },
        data: { plan: 'TRIAL', trialEndsAt: new Date(app.clock.now().getTime() + DAY_MS) },
      });
      const created = await admin.client.graphql(
        `mutation { createApiKey(input: { name: "Scanner", scopes: [READ, WRITE] }) { ... on MutationCreateApiKeySuccess { created { key } } } }`,
      );
      key = created.data!.createApiKey.created.key;
      const uploaded = await upload();
      expect(uploaded.status).toBe(201);
      documentId = ((await uploaded.json()) as { id: string }).id;
      app.clock.advance(DAY_MS);
      // A session of the day after (the first one's access token has expired meanwhile).
      admin = await createSignedInUser(app, { organizationId: admin.organizationId, role: 'ADMIN', locale: 'en' });
    });

    it('still reads and downloads its documents, through GraphQL and REST', async () => {
      const listed = await admin.client.graphql(`{ documents(first: 5) { totalCount edges { node { title } } } }`);
      expect(listed.data!.documents).toEqual({ totalCount: 1, edges: [{ node: { title: 'Terms' } }] });
      const page = await api('/documents');
      expect(page.status).toBe(200);
      expect(((await page.json()) as { data: Array<{ id: string }> }).data.map((row) => row.id)).toEqual([documentId]);
      const file = await api(`/documents/${documentId}/file`);
      expect(file.status).toBe(200);
      expect(await file.text()).toBe('Plain terms.');
    });

    it('refuses new documents and changes with TRIAL_ENDED on every door, in the member language', async () => {
      const refusedUpload = await upload();
      expect(refusedUpload.status).toBe(403);
      expect(((await refusedUpload.json()) as { error: { code: string } }).error.code).toBe('TRIAL_ENDED');
      const refusedDecision = await api(`/documents/${documentId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'approved' }),
      });
      expect(refusedDecision.status).toBe(403);
      // Deleting a document changes its data too: refused on REST as deleteDocument is on GraphQL.
      const refusedDeletion = await api(`/documents/${documentId}`, { method: 'DELETE' });
      expect(refusedDeletion.status).toBe(403);
      expect(((await refusedDeletion.json()) as { error: { code: string } }).error.code).toBe('TRIAL_ENDED');
      const graphqlDeletion = await admin.client.graphql(`mutation($id: ID!) { deleteDocument(id: $id) { __typename } }`, {
        id: Buffer.from(`Document:${documentId}`).toString('base64'),
      });
      expect(graphqlDeletion.errors?.map((error) => error.extensions?.code)).toEqual(['TRIAL_ENDED']);
      // Taking access away stays open: removing a webhook subscription is not refused for the trial.
      expect((await api('/webhooks/events/00000000-0000-4000-8000-000000000000', { method: 'DELETE' })).status).toBe(404);

      const globalId = Buffer.from(`Document:${documentId}`).toString('base64');
      const triage = await admin.client.graphql(UPDATE, { input: { id: globalId, priority: 'URGENT' } });
      expect(triage.data).toBeFalsy();
      expect(triage.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([
        [
          'TRIAL_ENDED',
          'Your organization’s free trial or subscription has ended: your documents stay readable and downloadable; choose a plan on the Pricing page to add or process documents.',
        ],
      ]);

      await expect(
        intakeDocument(app.services, {
          organizationId: admin.organizationId,
          title: 'Mailed',
          filename: 'mailed.txt',
          bytes: new TextEncoder().encode('Mailed terms.'),
          source: 'MAIL',
          sender: null,
          uploadedById: admin.userId,
          locale: 'en',
        }),
      ).rejects.toMatchObject({ code: 'TRIAL_ENDED' });
      expect(await app.db.prisma.document.findUniqueOrThrow({ where: { id: documentId } })).toMatchObject({ status: 'PENDING', priority: 'NORMAL' });
      expect(await app.db.prisma.document.count({ where: { organizationId: admin.organizationId } })).toBe(1);
    });

    it('keeps the member own account open: the language can still be changed', async () => {
      const changed = await admin.client.graphql(`mutation { setLanguage(language: en) { __typename } }`);
      expect(changed.errors).toBeUndefined();
    });

    it('lifts the refusal once a plan is paid for', async () => {
      expect((await admin.client.graphql(`{ billing { closed } }`)).data!.billing).toEqual({ closed: true });
      await app.db.prisma.organization.update({ where: { id: admin.organizationId }, data: { plan: 'TEAM' } });
      expect((await admin.client.graphql(`{ billing { closed } }`)).data!.billing).toEqual({ closed: false });
      expect((await upload()).status).toBe(201);
      const globalId = Buffer.from(`Document:${documentId}`).toString('base64');
      const triage = await admin.client.graphql(UPDATE, { input: { id: globalId, priority: 'URGENT' } });
      expect(triage.data!.updateDocument.__typename).toBe('MutationUpdateDocumentSuccess');
    });
  });
});
