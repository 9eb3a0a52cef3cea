import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLInputType,
} from 'graphql';
import { schema } from '../../../server/graphql/schema';
import { textFile } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { storedKeys } from '../../support/stored-keys';

let app: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createSignedInUser(app, { role: 'ADMIN' });
});

afterAll(async () => {
  await app.stop();
});

const CONTRACT = 'The Supplier may terminate this agreement at any time without notice.';
const globalId = (id: string) => Buffer.from(`Document:${id}`).toString('base64');

async function pendingDocument(): Promise<string> {
  const answer = await admin.client.upload(
    `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { ... on MutationUploadDocumentSuccess { document { id } } } }`,
    { input: { title: 'Pending', file: null } },
    { 'input.file': textFile(CONTRACT) },
  );
  return answer.data!.uploadDocument.document.id;
}

describe('mutations answered with a minimal selection', () => {
  it('files an upload once and says so when only __typename is asked', async () => {
    const before = await app.db.prisma.document.count({ where: { organizationId: admin.organizationId } });
    const answer = await admin.client.upload(
      `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { __typename } }`,
      { input: { title: 'Minimal', file: null } },
      { 'input.file': textFile(CONTRACT) },
    );
    expect(answer).toEqual({ data: { uploadDocument: { __typename: 'MutationUploadDocumentSuccess' } } });
    expect(await app.db.prisma.document.count({ where: { organizationId: admin.organizationId } })).toBe(before + 1);
  });

  it.each([['approveDocument', 'SIGNED'] as const, ['refuseDocument', 'REFUSED'] as const, ['requestDocumentCorrection', 'CORRECTING'] as const])(
    '%s answers success to { __typename } and to the error branch alone',
    async (mutation, status) => {
      const id = await pendingDocument();
      expect(await admin.client.graphql(`mutation($id: ID!) { ${mutation}(id: $id) { __typename } }`, { id })).toEqual({
        data: { [mutation]: { __typename: `Mutation${mutation[0].toUpperCase()}${mutation.slice(1)}Success` } },
      });
      const row = await app.db.prisma.document.findFirstOrThrow({ where: { organizationId: admin.organizationId, status } });
      expect(row.status).toBe(status);
      const again = await admin.client.graphql(`mutation($id: ID!) { ${mutation}(id: $id) { ... on Error { code } } }`, { id });
      expect(again).toEqual({ data: { [mutation]: { code: 'ALREADY_DECIDED' } } });
    },
  );

  it('never answers "Unexpected error." to any mutation of the schema asked for __typename only', async () => {
    const mutations = Object.values(schema.getMutationType()!.getFields()).filter((field) => field.name !== 'uploadDocument');
    const sample = (type: GraphQLInputType): unknown => {
      if (isNonNullType(type)) return sample(type.ofType);
      if (isListType(type)) return [sample(type.ofType)];
      const named = getNamedType(type);
      if (isEnumType(named)) return named.getValues()[0].value;
      if (isInputObjectType(named))
        return Object.fromEntries(
          Object.values(named.getFields())
            .filter((field) => isNonNullType(field.type))
            .map((field) => [field.name, sample(field.type)]),
        );
      if (isScalarType(named))
        return named.name === 'ID'
          ? globalId('00000000-0000-4000-8000-000000000000')
          : named.name === 'Int' || named.name === 'Float'
            ? 1
            : named.name === 'Boolean'
              ? true
              : named.name === 'DateTime'
                ? new Date(0).toISOString()
                : 'x';
      return null;
    };
    // A caller of its own: the walk signs out, changes passwords and revokes keys.
    const walker = await createSignedInUser(app, { role: 'ADMIN' });
    const unexpected: string[] = [];
    for (const field of mutations) {
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type)]));
      const signature = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const returned = getNamedType(field.type);
      const selection = isObjectType(returned) || isUnionType(returned) ? '{ __typename }' : '';
      const query = `mutation${signature ? `(${signature})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selection} }`;
      const answer = await walker.client.graphql(query, variables);
      if (answer.errors?.some((error) => error.message === 'Unexpected error.')) unexpected.push(field.name);
    }
    expect(mutations.length).toBeGreaterThan(15);
    expect(unexpected).toEqual([]);
  });
});

describe('idempotent uploads', () => {
  const UPLOAD = `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { ... on MutationUploadDocumentSuccess { document { id title } } ... on Error { code } } }`;
  const send = (user: SignedInUser, key: string, title = 'Retried') =>
    user.client.upload(UPLOAD, { input: { title, file: null, idempotencyKey: key } }, { 'input.file': textFile(CONTRACT) });

  it('returns the first document to a retry with the same key', async () => {
    const first = await send(admin, 'retry-1');
    const retry = await send(admin, 'retry-1', 'Another title');
    expect(retry.data!.uploadDocument.document).toEqual(first.data!.uploadDocument.document);
    expect(await app.db.prisma.document.count({ where: { organizationId: admin.organizationId, idempotencyKey: 'retry-1' } })).toBe(1);
  });

  it('refuses a key sent again with another file, and files nothing', async () => {
    const first = await send(admin, 'retry-2');
    const other = await admin.client.upload(
      UPLOAD,
      { input: { title: 'Retried', file: null, idempotencyKey: 'retry-2' } },
      { 'input.file': textFile(`${CONTRACT}\nAnnexe 2.`) },
    );
    expect(other.data!.uploadDocument).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const rows = await app.db.prisma.document.findMany({ where: { organizationId: admin.organizationId, idempotencyKey: 'retry-2' }, select: { id: true } });
    expect(rows).toHaveLength(1);
    // The first document still answers a retry with its own file.
    expect((await send(admin, 'retry-2')).data!.uploadDocument.document).toEqual(first.data!.uploadDocument.document);
  });

  it('files one document for concurrent retries with the same key, and leaves no orphan file', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(admin, 'burst-1')));
    const ids = new Set(answers.map((answer) => answer.data!.uploadDocument.document.id));
    expect(ids.size).toBe(1);
    const rows = await app.db.prisma.document.findMany({ where: { organizationId: admin.organizationId, idempotencyKey: 'burst-1' } });
    expect(rows).toHaveLength(1);
    const stored = await storedKeys(app.config, 'documents', admin.organizationId);
    const referenced = new Set(
      (await app.db.prisma.document.findMany({ where: { organizationId: admin.organizationId }, select: { storagePath: true } })).map((row) =>
        row.storagePath.split('/').pop(),
      ),
    );
    expect(stored.filter((name) => !referenced.has(name))).toEqual([]);
  });

  it('keeps keys apart between organizations', async () => {
    const other = await createSignedInUser(app, { role: 'ADMIN' });
    const mine = await send(admin, 'shared-key');
    const theirs = await send(other, 'shared-key');
    expect(theirs.data!.uploadDocument.document.id).not.toBe(mine.data!.uploadDocument.document.id);
  });

  it('honours the Idempotency-Key header on the REST door', async () => {
    const { createApiKey } = await import('../../../server/api-keys/create-api-key');
    const { key } = await createApiKey(
      app.services,
      { userId: admin.userId, organizationId: admin.organizationId, role: 'ADMIN', sessionId: null, aal: 1, locale: 'fr' },
      { name: 'idem', scopes: ['read', 'write'] },
    );
    const post = () => {
      const form = new FormData();
      form.append('file', textFile(CONTRACT), 'contract.txt');
      return fetch(`${app.url}/api/v1/documents/analyze`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'idempotency-key': 'rest-1' },
        body: form,
      }).then((response) => response.json());
    };
    const first = await post();
    const second = await post();
    expect(second.id).toBe(first.id);
    const form = new FormData();
    form.append('file', textFile(`${CONTRACT}\nAnnexe 2.`), 'contract.txt');
    const reused = await fetch(`${app.url}/api/v1/documents/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'idempotency-key': 'rest-1' },
      body: form,
    });
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
