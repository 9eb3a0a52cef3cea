import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

/*
 * What the screens state before anyone acts (the largest files, how often mailboxes are read) is the
 * server's configured settings, and a refused upload names the limit that applied: the documents'
 * one when the cloud area files a document for review, the cloud's one when it keeps a file as is.
 */
const DOCUMENT_MAX = 4096;
const CLOUD_MAX = 64 * 1024;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: { MAX_UPLOAD_BYTES: String(DOCUMENT_MAX), MAX_CLOUD_UPLOAD_BYTES: String(CLOUD_MAX), MAIL_SYNC_INTERVAL_MS: String(10 * 60_000) },
  });
});
afterAll(() => app?.stop());

async function upload(client: TestClient, name: string, bytes: number, review: boolean) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes).fill(0x61)], name));
  const response = await client.fetch(`/api/cloud/files${review ? '' : '?review=false'}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as { error?: { code: string; details?: { maxBytes?: number } } } };
}

test('serviceSettings gives the configured settings, to a visitor too', async () => {
  const { data, errors } = await app.client().graphql('{ serviceSettings { documentMaxBytes cloudFileMaxBytes mailSyncIntervalMinutes } }');
  expect(errors).toBeUndefined();
  expect(data!.serviceSettings).toEqual({ documentMaxBytes: DOCUMENT_MAX, cloudFileMaxBytes: CLOUD_MAX, mailSyncIntervalMinutes: 10 });
});

test('a mailbox interval under a minute is told as one minute, not zero', async () => {
  const fast = await startTestApp({ env: { MAIL_SYNC_INTERVAL_MS: '20000' } });
  try {
    const { data } = await fast.client().graphql('{ serviceSettings { mailSyncIntervalMinutes } }');
    expect(data!.serviceSettings).toEqual({ mailSyncIntervalMinutes: 1 });
  } finally {
    await fast.stop();
  }
});

test('a refused upload names the limit that applied to it', async () => {
  const member = await createSignedInUser(app);
  // A text file over the documents' limit, filed for review: refused at that limit; kept as is, accepted.
  expect(await upload(member.client, 'notes.txt', DOCUMENT_MAX + 1, true)).toMatchObject({
    status: 413,
    body: { error: { code: 'FILE_TOO_LARGE', details: { maxBytes: DOCUMENT_MAX } } },
  });
  expect((await upload(member.client, 'notes.txt', DOCUMENT_MAX + 1, false)).status).toBe(201);
  // Any file over the cloud's limit.
  expect(await upload(member.client, 'archive.bin', CLOUD_MAX + 1, false)).toMatchObject({
    status: 413,
    body: { error: { code: 'FILE_TOO_LARGE', details: { maxBytes: CLOUD_MAX } } },
  });
  // A document over the limit through GraphQL is refused with the same code.
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation($file: Upload!) { uploadDocument(input: { title: "Big", file: $file }) { __typename ... on Error { code } ... on FileTooLarge { maxBytes } } }',
      variables: { file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new File([new Uint8Array(DOCUMENT_MAX + 1).fill(0x61)], 'big.txt'));
  const answer = (await (await member.client.fetch('/graphql', { method: 'POST', body: form })).json()) as { data: { uploadDocument: unknown } };
  expect(answer.data.uploadDocument).toEqual({ __typename: 'FileTooLarge', code: 'FILE_TOO_LARGE', maxBytes: DOCUMENT_MAX });
});
