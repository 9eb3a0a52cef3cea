import { auditServer } from 'graphql-http';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

type Caller = 'visitor' | 'API key' | 'browser session';

/** The GraphQL-over-HTTP audit of graphql-http, run against the real server as each kind of caller. */
async function audit(app: TestApp, caller: Caller) {
  const headers: Record<string, string> = {};
  if (caller !== 'visitor') {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    if (caller === 'API key') {
      const viewer = {
        userId: admin.userId,
        organizationId: admin.organizationId,
        role: 'ADMIN' as const,
        sessionId: 'audit',
        aal: 1 as const,
        locale: 'en' as const,
      };
      headers.authorization = `Bearer ${(await createApiKey(app.services, viewer, { name: 'audit', scopes: ['read'] })).key}`;
    } else {
      // A browser client of this API sends its cookie and the CSRF header with every request.
      headers.cookie = `paraphe_at=${admin.accessToken}`;
      headers['x-paraphe-csrf'] = '1';
    }
  }
  const fetchFn = (input: RequestInfo | URL, init: RequestInit = {}) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), ...headers } });
  const results = await auditServer({ url: `${app.url}/graphql`, fetchFn });
  return results.filter((result) => result.status !== 'ok').map((result) => `${result.name}: ${result.reason}`);
}

describe.each([
  ['development', {}],
  ['production', { NODE_ENV: 'production', PUBLIC_URL: 'https://paraphe.example' }],
])('the GraphQL-over-HTTP audit in %s', (_mode, env) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it.each<Caller>(['visitor', 'API key', 'browser session'])('passes every MUST and SHOULD as %s', async (caller) => {
    expect(await audit(app, caller)).toEqual([]);
  });
});
