import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_ROUTES, isWebRoute } from '../../../server/shared/web-routes';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';
import { textFile, upload } from '../documents/fixtures';

const INDEX = '<!doctype html><title>Paraphe</title><div id="root"></div>';

describe('the screens the server knows', () => {
  it('include every path of the web router', () => {
    const router = readFileSync(join(import.meta.dirname, '../../../web/src/routes/router.tsx'), 'utf8');
    const paths = [...router.matchAll(/path: '([^']+)'/g), ...router.matchAll(/comingSoon\('([^']+)'/g)]
      .map((match) => match[1])
      .filter((path) => path !== '*');
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(WEB_ROUTES).toContain(path);
  });

  it.each([
    ['/', true],
    ['/api', true],
    ['/documents/7d3c1f5e-2b1a-4c61-9a0e-1234567890ab', true],
    ['/cloud', true],
    ['/cloud/Q2xvdWRGb2xkZXI6N2QzYzFmNWUtMmIxYS00YzYxLTlhMGUtMTIzNDU2Nzg5MGFi', true],
    ['/cloud/a/b', false],
    ['/pricing/', true],
    ['/api/v1/documents', false],
    ['/documents/a/b', false],
    ['/nowhere', false],
  ])('%s is a screen: %p', (path, expected) => {
    expect(isWebRoute(path)).toBe(expected);
  });
});

describe('the server in front of the web app', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'paraphe-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    app = await startTestApp({ web: webDist });
  });

  afterAll(async () => {
    await app.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the API documentation screen at /api, loaded directly', async () => {
    const response = await fetch(`${app.url}/api`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it('answers an unknown path with the app and a 404 status', async () => {
    const response = await fetch(`${app.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(INDEX);
    expect((await fetch(`${app.url}/documents/some-id`)).status).toBe(200);
  });

  it('answers a document page 404 when the document does not exist or is not the caller’s, with the app all the same', async () => {
    const owner = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const uploaded = await upload(owner.client, 'Bail commercial', textFile('Le preneur paie le loyer le premier de chaque mois.'));
    const { id } = uploaded.document as { id: string };
    const rowId = Buffer.from(id, 'base64').toString().split(':')[1]!;
    const page = (path: string, accessToken?: string) => fetch(`${app.url}${path}`, { headers: accessToken ? { cookie: `paraphe_at=${accessToken}` } : {} });

    expect((await page(`/documents/${encodeURIComponent(id)}`, owner.accessToken)).status).toBe(200);
    expect((await page(`/documents/${rowId}`, owner.accessToken)).status).toBe(200);
    for (const [path, caller] of [
      [`/documents/${encodeURIComponent(id)}`, stranger.accessToken],
      [`/documents/${rowId}`, stranger.accessToken],
      ['/documents/7d3c1f5e-2b1a-4c61-9a0e-1234567890ab', owner.accessToken],
      ['/documents/not-an-id', owner.accessToken],
    ] as const) {
      const response = await page(path, caller);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toBe(INDEX);
    }
    // A visitor without a session is asked to sign in by the app: the page says nothing of the document.
    expect((await page(`/documents/${encodeURIComponent(id)}`)).status).toBe(200);
  });

  it('keeps unknown /api and /auth endpoints for the server', async () => {
    for (const path of ['/api/v1/nothing', '/api/nothing', '/auth/nothing']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Aucun point d’accès à cette adresse' } });
    }
  });
});
