import { startTestApp, type TestApp } from '../../support/test-app';
import { SIGN_UP, signUpInput } from './operations';

let app: TestApp;

beforeAll(async () => {
  // Nothing listens on port 9: the activity webhook fails, and sign-up must not notice.
  app = await startTestApp({ env: { ACTIVITY_WEBHOOK_URL: 'http://127.0.0.1:9/events' } });
});

afterAll(async () => {
  await app?.stop();
});

describe('embedded run without SMTP or providers', () => {
  it('keeps mails in the development outbox and shows them at /auth/dev/outbox, even when the activity webhook is down', async () => {
    const answer = await app.client().graphql(SIGN_UP, { input: signUpInput('outbox@example.com') });
    expect(answer.data?.signUp.__typename).toBe('MutationSignUpSuccess');
    expect(app.services.mailer.outbox()[0]).toMatchObject({ to: 'outbox@example.com', subject: 'Confirm your Paraphe email address' });
    const page = await app.client().fetch('/auth/dev/outbox');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Confirm your Paraphe email address');
    expect(html).toMatch(/href="http:\/\/localhost:\d+\/auth\/verify\?token=/);
  });

  it('says a provider is not configured, on the query and on its route', async () => {
    expect((await app.client().graphql('{ authProviders { google microsoft } }')).data?.authProviders).toEqual({ google: false, microsoft: false });
    const google = await app.client().fetch('/auth/google?intent=signup');
    expect(google.status).toBe(303);
    expect(google.headers.get('location')).toBe('/auth/signup?error=PROVIDER_NOT_CONFIGURED&provider=google');
    const microsoft = await app.client().fetch('/auth/microsoft?intent=simple');
    expect(microsoft.headers.get('location')).toBe('/simple-auth?error=PROVIDER_NOT_CONFIGURED&provider=microsoft');
  });

  it('keeps answering 404 for unknown server paths under /auth', async () => {
    expect((await app.client().fetch('/auth/nothing-here')).status).toBe(404);
  });
});
