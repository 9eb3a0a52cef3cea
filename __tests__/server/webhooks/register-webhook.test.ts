import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

const REGISTER = `mutation($url: String!) {
  registerWebhook(url: $url, events: ["document.created"]) {
    __typename
    ... on ValidationFailed { problems { path message } }
  }
}`;

let app: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  // Production's outbound rule: public addresses only.
  app = await startTestApp({ env: { ALLOW_PRIVATE_FETCH: 'false' } });
  admin = await createSignedInUser(app, { role: 'ADMIN' });
});

afterAll(async () => {
  await app?.stop();
});

describe('a webhook address', () => {
  it('is refused in plain http, where deliveries would carry documents in clear, and nothing is kept', async () => {
    const refused = await admin.client.graphql(REGISTER, { url: 'http://hooks.example.com/paraphe' });
    expect(refused.data!.registerWebhook).toEqual({
      __typename: 'ValidationFailed',
      problems: [{ path: 'url', message: 'A webhook address starts with https://' }],
    });
    await expect(app.db.prisma.webhookSubscription.count({ where: { organizationId: admin.organizationId } })).resolves.toBe(0);
  });

  it('is accepted in https', async () => {
    const accepted = await admin.client.graphql(REGISTER, { url: 'https://hooks.example.com/paraphe' });
    expect(accepted.data!.registerWebhook.__typename).toBe('MutationRegisterWebhookSuccess');
  });
});
