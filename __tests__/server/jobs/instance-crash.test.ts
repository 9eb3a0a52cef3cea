// Also on PostgreSQL, Redis and S3: two server processes share one PostgreSQL database.
import { request } from 'node:http';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ANALYZE_DOCUMENT_QUEUE, INLINE_ANALYSIS_MAX_CHARS } from '../../../server/documents/intake-document';
import { seedMember, type SeededMember } from '../../support/member-server';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { until } from '../../support/until';
import { UPLOAD, textFile, upload } from '../documents/fixtures';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn('Skipping the instance crash tests: two processes share one PostgreSQL database (DATABASE_URL), as CI sets it.');

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    : [];

// Two instances on one database and one storage folder, killed with SIGKILL (no drain, no cleanup).
(DATABASE_URL ? describe : describe.skip)('an instance killed mid-work (two processes, PostgreSQL)', () => {
  let member: SeededMember;
  let db: pg.Client;
  let storageDir: string;
  const instances: ServerProcess[] = [];
  const startInstance = async () => {
    const instance = await startServerProcess({ ...member.env, STORAGE_DIR: storageDir, JOBS_ENABLED: 'true', JOB_LEASE_S: '3' });
    instances.push(instance);
    return instance;
  };

  beforeAll(async () => {
    member = await seedMember();
    storageDir = join(member.env.DATA_DIR, 'shared-storage');
    db = new pg.Client({ connectionString: member.databaseUrl! });
    await db.connect();
    await Promise.all([startInstance(), startInstance()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    await db?.end();
    await member?.remove();
  });

  it('leaves no document, job or file behind when killed while an upload streams in, and the other instance goes on with its sessions, keys and share links', async () => {
    const [victim, survivor] = instances;
    // An API key made on the instance about to die.
    const created = await member
      .clientOf(victim)
      .graphql(`mutation { createApiKey(input: { name: "Scanner", scopes: [READ] }) { ... on MutationCreateApiKeySuccess { created { key } } } }`);
    const apiKey: string = created.data!.createApiKey.created.key;
    // And a share link to a file stored through it.
    const form = new FormData();
    form.append('file', new File(['Minutes of the board, shared.'], 'minutes.txt'));
    const stored = await member.clientOf(victim).fetch('/api/cloud/files?review=false', { method: 'POST', body: form });
    const { file } = (await stored.json()) as { file: { id: string } };
    const shared = await member
      .clientOf(victim)
      .graphql(`mutation($id: ID!) { createCloudShareLink(fileId: $id) { ... on MutationCreateCloudShareLinkSuccess { share { url } } } }`, { id: file.id });
    const sharePath = new URL(shared.data!.createCloudShareLink.share.url as string).pathname;
    const filesBefore = filesUnder(storageDir);
    const boundary = 'paraphe-crash-boundary';
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: UPLOAD, variables: { input: { title: 'Cut off', file: null } } })}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.input.file'] })}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="cut-off.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    ].join('');
    const client = member.clientOf(victim);
    const sending = request(`${victim.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': 4_000_000,
        cookie: client.cookieHeader(),
        'x-paraphe-csrf': '1',
      },
    });
    const ended = new Promise((resolve) => sending.once('error', resolve).once('response', resolve));
    sending.write(head);
    sending.write('The Supplier may terminate this agreement at any time. '.repeat(20_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await victim.stop('SIGKILL');
    await ended;

    const documents = await db.query(`SELECT id FROM "Document" WHERE title = 'Cut off'`);
    expect(documents.rows).toEqual([]);
    expect((await db.query(`SELECT id FROM "Job"`)).rows).toEqual([]);
    expect(filesUnder(storageDir)).toEqual(filesBefore);
    // The other instance serves the same member as before, and the key made on the dead one.
    const { document } = await upload(member.clientOf(survivor), 'After the crash', textFile('The Supplier may terminate at any time.'));
    expect(document.analysisStatus).toBe('DONE');
    const listed = await fetch(`${survivor.url}/api/v1/documents`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { data: { title: string }[] }).data.map((row) => row.title)).toEqual(['After the crash']);
    const download = await fetch(`${survivor.url}${sharePath}/download`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('Minutes of the board, shared.');
    instances.splice(0, 1);
  }, 60_000);

  it('runs a job again on the other instance when the one running it is killed, once its lease runs out', async () => {
    await startInstance();
    const [first] = instances;
    // Longer than what is analysed during the request: the analysis is a job, long enough to be caught running.
    const clause = 'The Supplier may terminate this agreement at any time without notice and without compensation. ';
    const { document } = await upload(
      member.clientOf(first),
      'Long contract',
      textFile(clause.repeat(Math.ceil((4 * INLINE_ANALYSIS_MAX_CHARS) / clause.length))),
    );
    expect(document.analysisStatus).toBe('QUEUED');
    const documentId = Buffer.from(document.id, 'base64').toString().split(':')[1];
    const jobOf = async () =>
      (
        await db.query<{ status: string; lockedBy: string | null; attempts: number }>(
          `SELECT status, "lockedBy", attempts FROM "Job" WHERE queue = $1 AND payload->>'documentId' = $2`,
          [ANALYZE_DOCUMENT_QUEUE, documentId],
        )
      ).rows[0];
    const running = await until(
      async () => {
        const job = await jobOf();
        return job?.status === 'RUNNING' ? job : undefined;
      },
      20_000,
      10,
    );
    const runnerPid = Number(running.lockedBy!.split(':')[1]);
    const runner = instances.find((instance) => instance.child.pid === runnerPid)!;
    expect(runner).toBeDefined();
    await runner.stop('SIGKILL');
    instances.splice(instances.indexOf(runner), 1);

    const finished = await until(
      async () => {
        const job = await jobOf();
        return job?.status === 'DONE' ? job : undefined;
      },
      40_000,
      10,
    );
    // A second claim, made by the instance still alive: the first ended with its process.
    expect(finished.attempts).toBe(2);
    const analysed = await db.query(`SELECT "analysisStatus", "riskScore" FROM "Document" WHERE id = $1`, [documentId]);
    expect(analysed.rows[0]).toMatchObject({ analysisStatus: 'DONE', riskScore: expect.any(Number) });
  }, 90_000);
});
