import { createApiKey } from '../../../server/api-keys/create-api-key';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { riskyPdf } from '../documents/fixtures';
import reference from '../../../web/src/screens/api-docs/api-reference.json';
import { idVariable, javascriptExample, type SampleOperation } from '../../../web/src/screens/api-docs/code-samples';

/**
 * The /api page's JavaScript sample of each REST operation, run as a reader would paste it: with
 * their key in `process.env.PARAPHE_API_KEY`, the id it names, and a file to send. A sample that
 * sends no body where one is needed, or reads a 204 or a PDF as JSON, throws here.
 */
let app: TestApp;
let admin: SignedInUser;
let key: string;
let pdf: Uint8Array;

beforeAll(async () => {
  app = await startTestApp();
  pdf = await riskyPdf();
  admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'en' });
  const viewer = {
    userId: admin.userId,
    organizationId: admin.organizationId,
    role: 'ADMIN' as const,
    sessionId: 'samples',
    aal: 1 as const,
    locale: 'en' as const,
  };
  key = (await createApiKey(app.services, viewer, { name: 'samples', scopes: ['read', 'write', 'sign'] })).key;
});
afterAll(() => app.stop());

const operations = Object.entries(reference.openapi.paths as Record<string, Record<string, SampleOperation & { operationId: string }>>).flatMap(
  ([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

const sampleOf = (operationId: string) => {
  const found = operations.find(({ operation }) => operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<unknown>;

/** Runs the sample of `operationId` against the app; answers the status it got and what it read. */
async function runSample(operationId: string, ids: Record<string, string> = {}): Promise<{ status: number; read: unknown }> {
  const { path, method, operation } = sampleOf(operationId);
  const code = javascriptExample(`${app.url}/api/v1`, method, path, operation);
  let status = 0;
  const recordingFetch = async (input: string, init?: RequestInit) => {
    const response = await fetch(input, init);
    status = response.status;
    return response;
  };
  const file = new Blob([Buffer.from(pdf)], { type: 'application/pdf' });
  const names = ['fetch', 'process', 'file', 'documentId', 'senderId', 'webhookId'];
  const run = new AsyncFunction(...names, `${code}\nreturn typeof body !== 'undefined' ? body : typeof bytes !== 'undefined' ? bytes : undefined;`);
  const read = await run(recordingFetch, { env: { PARAPHE_API_KEY: key } }, file, ids.documentId, ids.senderId, ids.webhookId);
  return { status, read };
}

describe('the JavaScript samples of the API reference page', () => {
  const ran = new Set<string>();
  const sample = async (operationId: string, ids?: Record<string, string>) => {
    ran.add(operationId);
    return runSample(operationId, ids);
  };

  it('files, reads, decides, signs and deletes documents as written', async () => {
    const first = await sample('analyzeDocument');
    expect(first.status).toBe(201);
    const second = await sample('analyzeDocument');
    const documentId = (first.read as { id: string }).id;
    const otherId = (second.read as { id: string }).id;

    expect((await sample('listDocuments')).read).toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ id: documentId })]) });
    expect((await sample('getDocument', { documentId })).read).toMatchObject({ id: documentId, title: 'Supplier terms' });
    const original = await sample('getDocumentFile', { documentId });
    expect(Buffer.from(original.read as Uint8Array).equals(Buffer.from(pdf))).toBe(true);

    expect((await sample('decideDocument', { documentId })).read).toMatchObject({ id: documentId, status: 'signed' });
    expect((await sample('signDocument', { documentId: otherId })).read).toMatchObject({ id: otherId, status: 'signed' });
    const signed = await sample('getSignedDocumentFile', { documentId: otherId });
    expect(
      Buffer.from(signed.read as Uint8Array)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    expect(await sample('deleteDocument', { documentId })).toEqual({ status: 204, read: undefined });
  });

  it('reads senders and figures, and adds and removes a webhook', async () => {
    const senders = (await sample('listSenders')).read as { data: Array<{ id: string }> };
    const sender = await app.services.db.prisma.sender.create({
      data: { organizationId: admin.organizationId, name: 'Globex', domain: 'globex.example' },
    });
    expect(senders.data).toEqual([]);
    expect((await sample('getSender', { senderId: sender.id })).read).toMatchObject({ id: sender.id, name: 'Globex' });
    expect((await sample('getAnalyticsSummary')).status).toBe(200);

    const webhook = (await sample('registerWebhook')).read as { id: string; secret: string };
    expect(webhook.secret).toEqual(expect.any(String));
    expect((await sample('listWebhooks')).read).toEqual({ data: [expect.objectContaining({ id: webhook.id })] });
    expect(await sample('removeWebhook', { webhookId: webhook.id })).toEqual({ status: 204, read: undefined });
  });

  it('has run the sample of every operation', () => {
    expect([...ran].sort()).toEqual(operations.map(({ operation }) => operation.operationId).sort());
    // Each `{id}` is named after what it identifies.
    expect(operations.filter(({ path }) => path.includes('{id}')).map(({ path }) => idVariable(path))).toEqual(
      expect.arrayContaining(['documentId', 'senderId', 'webhookId']),
    );
  });
});
