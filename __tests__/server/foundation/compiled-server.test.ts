import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../../server/analysis';
import { startServerWithMember, type MemberServer } from '../../support/member-server';
import { textFile, upload } from '../documents/fixtures';

const root = join(import.meta.dirname, '../../..');
const compiledTree = join(root, 'server-dist');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

// The production image's process: `npm run build:server`, then `node server-dist/main.js`, no tsx.
describe('the compiled server (server-dist)', () => {
  let member: MemberServer;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
    member = await startServerWithMember({ JOBS_ENABLED: 'true' }, { compiled: true });
  }, 120_000);

  afterAll(() => member?.stop());

  it('holds JavaScript only, and runs without a TypeScript loader', () => {
    expect(filesUnder(compiledTree).filter((file) => file.endsWith('.ts'))).toEqual([]);
    expect(readFileSync(`/proc/${member.server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1)).toEqual(['server-dist/main.js']);
  });

  it('serves the web app and is ready, its migrations found', async () => {
    const landing = await member.client.fetch('/');
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-type')).toContain('text/html');
    expect(await landing.text()).toContain('Paraphe');
    expect(await (await member.client.fetch('/readyz')).json()).toMatchObject({ status: 'ready', checks: { migrations: 'ok' } });
  });

  it('analyses an upload in its worker threads, signs it with its fonts, and answers errors in the lang files’ words', async () => {
    const text = 'The Supplier may terminate this agreement at any time without notice. Łódź, Αθήνα.';
    const { document } = await upload(member.client, 'Compiled contract', textFile(text));
    expect(document.analysisStatus).toBe('DONE');
    expect(document.riskScore).toBeGreaterThanOrEqual(1);
    expect(document.findings.length).toBeGreaterThan(0);

    const approved = await member.client.graphql(`mutation($id: ID!) { approveDocument(id: $id) { __typename } }`, { id: document.id });
    expect(approved.data!.approveDocument.__typename).toBe('MutationApproveDocumentSuccess');
    const rawId = Buffer.from(document.id, 'base64').toString().split(':')[1];
    const signed = await member.client.fetch(`/api/documents/${rawId}/signed-file`);
    expect(signed.status).toBe(200);
    const signedText = (await extractText({ buffer: new Uint8Array(await signed.arrayBuffer()), filename: 'signed.pdf' })).text.replace(/\s+/g, ' ');
    expect(signedText).toContain('Łódź, Αθήνα.');

    const refused = await member.client.fetch(`/auth/signin?next=${encodeURIComponent('/x\u0000')}`, { headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(400);
    const english = JSON.parse(readFileSync(join(root, 'lang/en.json'), 'utf8')) as { errors: Record<string, string> };
    expect(await refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: english.errors.INVALID_TEXT } });
  }, 60_000);
});
