// Also on PostgreSQL, Redis and S3: files in S3, search and folder rules in SQL.
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import JSZip from 'jszip';
import { storedKeys as storedKeysOf } from '../../support/stored-keys';
import { until } from '../../support/until';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { RISKY_CLAUSES } from '../documents/fixtures';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import type { ApiScope } from '../../../server/access/scopes';

const MAX_BYTES = 64 * 1024;
const ERR = '... on Error { code }';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { MAX_CLOUD_UPLOAD_BYTES: String(MAX_BYTES) } });
});
afterAll(async () => {
  await app.stop();
});

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const rowOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1];

/** `review: false` keeps a PDF, Word or text file as a plain stored file (otherwise it is filed as a document to review). */
async function upload(client: TestClient, name: string, bytes: Buffer, folderId?: string, review?: boolean): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const query = new URLSearchParams({ ...(folderId ? { folderId } : {}), ...(review === false ? { review: 'false' } : {}) }).toString();
  return client.fetch(`/api/cloud/files${query ? `?${query}` : ''}`, { method: 'POST', body: form });
}

async function uploaded(member: SignedInUser, name: string, bytes: Buffer = randomBytes(1000), folderId?: string): Promise<{ id: string; name: string }> {
  const response = await upload(member.client, name, bytes, folderId, false);
  expect(response.status).toBe(201);
  return ((await response.json()) as { file: { id: string; name: string } }).file;
}

async function folder(member: SignedInUser, name: string, parentId?: string): Promise<string> {
  const answer = await member.client.graphql(
    `mutation($name: String!, $parentId: ID) { createCloudFolder(name: $name, parentId: $parentId) { __typename ... on MutationCreateCloudFolderSuccess { folder { id } } ${ERR} } }`,
    { name, parentId },
  );
  return answer.data!.createCloudFolder.folder.id as string;
}

const nodes = <T = Record<string, unknown>>(connection: { edges: Array<{ node: T }> }): T[] => connection.edges.map((edge) => edge.node);

/** The objects kept under the organization's prefix of an area, on disk or in the S3 bucket (PARAPHE_TEST_STORAGE=s3). */
const storedKeys = (organizationId: string, area: 'cloud' | 'documents' = 'cloud') => storedKeysOf(app.config, area, organizationId);

describe('cloud files', () => {
  it('stores any file streamed to it with its size and SHA-256, lists it beside the documents, and serves byte ranges', async () => {
    const member = await createSignedInUser(app);
    const bytes = randomBytes(5000);
    const file = await uploaded(member, 'plan.xlsx', bytes);
    const row = await app.db.prisma.cloudFile.findUniqueOrThrow({ where: { id: rowOf(file.id) } });
    expect([Number(row.sizeBytes), row.sha256, row.organizationId, row.mimeType]).toEqual([
      5000,
      createHash('sha256').update(bytes).digest('hex'),
      member.organizationId,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const document = await app.db.prisma.document.create({
      data: {
        organizationId: member.organizationId,
        title: 'NDA',
        type: 'PDF',
        storagePath: 'documents/x/y.pdf',
        originalFilename: 'nda.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        sha256: 'x',
        riskScore: 9,
        riskLevel: 'HIGH',
        status: 'SIGNED',
      },
    });

    const list = await member.client.graphql(
      '{ cloudItems { totalCount edges { node { id kind name type sizeBytes riskBand documentStatus downloadUrl } } } cloudStorage { usedBytes quotaBytes } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.cloudItems.totalCount).toBe(2);
    expect(
      nodes<{ name: string; kind: string; type: string }>(list.data!.cloudItems)
        .map((item: { name: string; kind: string; type: string }) => [item.name, item.kind, item.type])
        .sort(),
    ).toEqual([
      ['nda.pdf', 'DOCUMENT', 'PDF'],
      ['plan.xlsx', 'FILE', 'SPREADSHEET'],
    ]);
    expect(list.data!.cloudStorage.usedBytes).toBe(5010);
    const filters = await member.client.graphql(
      '{ signed: cloudItems(statuses: [SIGNED], riskBands: [DANGER]) { edges { node { name } } } sheets: cloudItems(types: [SPREADSHEET]) { edges { node { name } } } search: cloudItems(search: "PLA") { edges { node { name } } } }',
    );
    expect([nodes(filters.data!.signed), nodes(filters.data!.sheets), nodes(filters.data!.search)]).toEqual([
      [{ name: 'nda.pdf' }],
      [{ name: 'plan.xlsx' }],
      [{ name: 'plan.xlsx' }],
    ]);
    expect(document.id).toBeTruthy();

    const range = await member.client.fetch(`/api/cloud/files/${file.id}`, { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('keeps a name written in any script as the browser sent it', async () => {
    const member = await createSignedInUser(app);
    for (const name of ['Photo entrepôt.png', 'Umowa łańcuch dostaw.xlsx', 'Договор.zip', '契約書.csv']) {
      expect((await uploaded(member, name, randomBytes(100))).name).toBe(name);
    }
    const rows = await app.db.prisma.cloudFile.findMany({ where: { organizationId: member.organizationId }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((row) => row.name)).toEqual(['Photo entrepôt.png', 'Umowa łańcuch dostaw.xlsx', 'Договор.zip', '契約書.csv']);
  });

  it('pages a folder of many files in the database, sorted by name or size, and counts the folder', async () => {
    const member = await createSignedInUser(app);
    const folderId = await folder(member, 'Big');
    const rows = Array.from({ length: 250 }, (_, index) => ({
      organizationId: member.organizationId,
      folderId: rowOf(folderId),
      name: `f${String(index).padStart(4, '0')}.txt`,
      mimeType: 'text/plain',
      sizeBytes: BigInt(index),
      sha256: 'x',
      storagePath: `cloud/x/${index}`,
    }));
    await app.db.prisma.cloudFile.createMany({ data: rows });
    const query =
      'query($f: ID, $after: String) { cloudItems(folderId: $f, sort: NAME, first: 100, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } bySize: cloudItems(folderId: $f, sort: SIZE, first: 1) { edges { node { name } } } cloudFolders { name fileCount folderCount } }';
    let page = await member.client.graphql(query, { f: folderId });
    const names: string[] = [];
    for (let pages = 0; ; pages++) {
      expect(page.errors).toBeUndefined();
      names.push(...nodes<{ name: string }>(page.data!.cloudItems).map((node) => node.name));
      if (!page.data!.cloudItems.pageInfo.hasNextPage || pages > 5) break;
      page = await member.client.graphql(query, { f: folderId, after: page.data!.cloudItems.pageInfo.endCursor });
    }
    expect(page.data!.cloudItems.totalCount).toBe(250);
    expect(names).toEqual(rows.map((row) => row.name));
    expect(nodes(page.data!.bySize)).toEqual([{ name: 'f0249.txt' }]);
    expect(page.data!.cloudFolders).toEqual([{ name: 'Big', fileCount: 250, folderCount: 0 }]);
    const tooMany = await member.client.graphql('{ cloudItems(first: 101) { totalCount } }');
    expect(JSON.stringify(tooMany.errors)).toMatch(/TOO_MANY_ITEMS/);
  });

  it.each([['../secret'], ['a/b'], ['a\\b'], ['..'], ['.'], ['bad\u0000name'], ['line\nbreak'], ['   '], ['x'.repeat(201)]])(
    'refuses the folder name %j',
    async (name) => {
      const member = await createSignedInUser(app);
      const answer = await member.client.graphql(
        `mutation($name: String!) { createCloudFolder(name: $name) { __typename ... on ValidationFailed { problems { code } } } }`,
        { name },
      );
      // A NUL never reaches the resolver: the text rule of every door refuses it first.
      if (name.includes('\u0000')) expect(answer.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      else expect(answer.data!.createCloudFolder).toEqual({ __typename: 'ValidationFailed', problems: [{ code: 'CLOUD_NAME_INVALID' }] });
      expect(await app.db.prisma.cloudFolder.count({ where: { organizationId: member.organizationId } })).toBe(0);
    },
  );

  it('refuses a name taken beside it whatever its case, a folder moved into itself or its descendants, and deletes a folder only once empty', async () => {
    const member = await createSignedInUser(app);
    const a = await folder(member, 'Contrats');
    const taken = await member.client.graphql(`mutation { createCloudFolder(name: "CONTRATS") { __typename ${ERR} } }`);
    expect(taken.data!.createCloudFolder).toEqual({ __typename: 'AppError', code: 'CLOUD_NAME_TAKEN' });
    const b = await folder(member, '2026', a);
    const c = await folder(member, 'Mars', b);
    const move = (id: string, parentId: string) =>
      member.client.graphql(`mutation($id: ID!, $p: ID) { moveCloudFolder(id: $id, parentId: $p) { __typename ${ERR} } }`, { id, p: parentId });
    expect((await move(a, a)).data!.moveCloudFolder.code).toBe('CLOUD_FOLDER_CYCLE');
    expect((await move(a, c)).data!.moveCloudFolder.code).toBe('CLOUD_FOLDER_CYCLE');
    expect((await move(c, a)).data!.moveCloudFolder.__typename).toBe('MutationMoveCloudFolderSuccess');

    await uploaded(member, 'note.txt', Buffer.from('hello'), c);
    const remove = (id: string) => member.client.graphql(`mutation($id: ID!) { deleteCloudFolder(id: $id) { __typename ${ERR} } }`, { id });
    expect((await remove(a)).data!.deleteCloudFolder.code).toBe('CLOUD_FOLDER_NOT_EMPTY');
    expect((await remove(b)).data!.deleteCloudFolder.__typename).toBe('MutationDeleteCloudFolderSuccess');
    expect(await app.db.prisma.cloudFolder.count({ where: { organizationId: member.organizationId } })).toBe(2);
  });

  it('keeps a locked file from being renamed, moved or deleted until it is unlocked', async () => {
    const member = await createSignedInUser(app);
    const file = await uploaded(member, 'kbis.pdf');
    const target = await folder(member, 'Legal');
    const call = (mutation: string) =>
      member.client.graphql(
        `mutation($id: ID!${mutation.includes('$f') ? ', $f: ID' : ''}) { ${mutation} { __typename ${ERR} } }`,
        mutation.includes('$f') ? { id: file.id, f: target } : { id: file.id },
      );
    expect((await call('lockCloudFile(id: $id)')).data!.lockCloudFile.__typename).toBe('MutationLockCloudFileSuccess');
    expect((await call('renameCloudFile(id: $id, name: "x.pdf")')).data!.renameCloudFile.code).toBe('CLOUD_FILE_LOCKED');
    expect((await call('moveCloudFiles(ids: [$id], folderId: $f)')).data!.moveCloudFiles.code).toBe('CLOUD_FILE_LOCKED');
    expect((await call('deleteCloudFile(id: $id)')).data!.deleteCloudFile.code).toBe('CLOUD_FILE_LOCKED');
    expect((await call('tagCloudFile(id: $id, tags: ["Confidentiel"])')).data!.tagCloudFile.__typename).toBe('MutationTagCloudFileSuccess');
    expect((await call('unlockCloudFile(id: $id)')).data!.unlockCloudFile.__typename).toBe('MutationUnlockCloudFileSuccess');
    expect((await call('moveCloudFiles(ids: [$id], folderId: $f)')).data!.moveCloudFiles.__typename).toBe('MutationMoveCloudFilesSuccess');
    const confidential = await member.client.graphql('{ cloudItems(everywhere: true, statuses: [CONFIDENTIAL]) { edges { node { name tags folderId } } } }');
    expect(nodes(confidential.data!.cloudItems)).toEqual([{ name: 'kbis.pdf', tags: ['Confidentiel'], folderId: target }]);
    expect((await call('deleteCloudFile(id: $id)')).data!.deleteCloudFile.__typename).toBe('MutationDeleteCloudFileSuccess');
    expect(await storedKeys(member.organizationId)).toEqual([]);
    const actions = await app.db.prisma.auditEvent.findMany({
      where: { organizationId: member.organizationId, action: { startsWith: 'cloud.file' } },
      orderBy: { createdAt: 'asc' },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['cloud.file_uploaded', 'cloud.file_locked', 'cloud.file_unlocked', 'cloud.file_moved', 'cloud.file_deleted']),
    );
  });

  it("never reaches another organization's file: by id, in a ZIP, or as a move target", async () => {
    const owner = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const file = await uploaded(owner, 'secret.txt', Buffer.from('secret'));
    const own = await uploaded(stranger, 'mine.txt', Buffer.from('mine'));
    expect((await stranger.client.fetch(`/api/cloud/files/${file.id}`)).status).toBe(404);
    const rename = await stranger.client.graphql(`mutation($id: ID!) { renameCloudFile(id: $id, name: "x.txt") { __typename ${ERR} } }`, { id: file.id });
    expect(rename.data!.renameCloudFile.code).toBe('NOT_FOUND');
    const zip = await stranger.client.fetch('/api/cloud/archive', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: [own.id, file.id] }),
    });
    expect(zip.status).toBe(404);
    expect(await zip.text()).not.toContain('secret');
    const share = await stranger.client.graphql(`mutation($id: ID!) { createCloudShareLink(fileId: $id) { __typename ${ERR} } }`, { id: file.id });
    expect(share.data!.createCloudShareLink.code).toBe('NOT_FOUND');
    expect(await app.db.prisma.cloudFile.findUniqueOrThrow({ where: { id: rowOf(file.id) } })).toMatchObject({ name: 'secret.txt' });
  });

  it('serves the file doors to an API key as to a session: by its scopes, counted against the plan, never another organization', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const stranger = await createSignedInUser(app, { role: 'ADMIN' });
    const keyOf = async (user: SignedInUser, scopes: ApiScope[]) =>
      (
        await createApiKey(
          app.services,
          { userId: user.userId, organizationId: user.organizationId, role: 'ADMIN', sessionId: 'key', aal: 1, locale: 'en' },
          { name: scopes.join('+'), scopes },
        )
      ).key;
    const [readKey, writeKey, strangerKey] = [await keyOf(admin, ['read']), await keyOf(admin, ['write']), await keyOf(stranger, ['read', 'write'])];
    const call = (key: string, path: string, init: RequestInit = {}) =>
      fetch(`${app.url}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${key}` } });

    // Uploaded with a write key, downloaded with a read key, byte for byte.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(Buffer.from('stored by a script'))], 'script.bin'));
    const stored = await call(writeKey, '/api/cloud/files', { method: 'POST', body: form });
    expect(stored.status).toBe(201);
    expect(stored.headers.get('ratelimit-limit')).toMatch(/^\d+$/);
    const { file } = (await stored.json()) as { file: { id: string } };
    const read = await call(readKey, `/api/cloud/files/${file.id}`);
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('stored by a script');
    expect(Number(read.headers.get('ratelimit-remaining'))).toBeLessThan(Number(read.headers.get('ratelimit-limit')));
    const zip = await call(readKey, '/api/cloud/archive', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: [file.id] }),
    });
    expect(zip.status).toBe(200);

    // The scope decides, another organization's key finds nothing, an unknown key is refused, not a visitor.
    expect((await call(writeKey, `/api/cloud/files/${file.id}`)).status).toBe(403);
    expect((await call(strangerKey, `/api/cloud/files/${file.id}`)).status).toBe(404);
    const unknown = await call('ppk_unknown', `/api/cloud/files/${file.id}`);
    expect([unknown.status, unknown.headers.get('www-authenticate')]).toEqual([401, 'Bearer']);

    // A document's original, as the app's download link serves it.
    const document = await admin.client.fetch('/api/cloud/files', {
      method: 'POST',
      body: (() => {
        const body = new FormData();
        body.append('file', new File([RISKY_CLAUSES.join('\n')], 'terms.txt', { type: 'text/plain' }));
        return body;
      })(),
    });
    expect(document.status).toBe(201);
    const documentId = rowOf(((await document.json()) as { document: { id: string } }).document.id);
    const original = await call(readKey, `/api/documents/${documentId}/file`);
    expect(original.status).toBe(200);
    expect(await original.text()).toContain(RISKY_CLAUSES[0].slice(0, 20));
    expect((await call(strangerKey, `/api/documents/${documentId}/file`)).status).toBe(404);
  });

  it("reads a folder by its id with its path (as the screen's address does), never another organization's, and moves nothing into one", async () => {
    const owner = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const clients = await folder(owner, 'Clients');
    const dupont = await folder(owner, 'Dupont', clients);
    const read = (member: SignedInUser, id: string) =>
      member.client.graphql(`query($id: ID!) { node(id: $id) { __typename ... on CloudFolder { name path { id name } } } }`, { id });
    expect((await read(owner, dupont)).data!.node).toEqual({
      __typename: 'CloudFolder',
      name: 'Dupont',
      path: [
        { id: clients, name: 'Clients' },
        { id: dupont, name: 'Dupont' },
      ],
    });
    expect((await read(stranger, dupont)).data!.node).toBeNull();
    expect((await stranger.client.graphql(`query($id: ID!) { cloudFolders(parentId: $id) { id } }`, { id: clients })).data!.cloudFolders).toEqual([]);

    const own = await uploaded(stranger, 'mine.txt', Buffer.from('mine'));
    const ownFolder = await folder(stranger, 'Mine');
    const moveFiles = await stranger.client.graphql(
      `mutation($ids: [ID!]!, $folderId: ID) { moveCloudFiles(ids: $ids, folderId: $folderId) { __typename ${ERR} } }`,
      {
        ids: [own.id],
        folderId: dupont,
      },
    );
    expect(moveFiles.data!.moveCloudFiles.code).toBe('NOT_FOUND');
    const moveFolder = await stranger.client.graphql(
      `mutation($id: ID!, $parentId: ID) { moveCloudFolder(id: $id, parentId: $parentId) { __typename ${ERR} } }`,
      {
        id: ownFolder,
        parentId: dupont,
      },
    );
    expect(moveFolder.data!.moveCloudFolder.code).toBe('NOT_FOUND');
    expect(await app.db.prisma.cloudFile.findUniqueOrThrow({ where: { id: rowOf(own.id) } })).toMatchObject({ folderId: null });
    expect(await app.db.prisma.cloudFolder.count({ where: { parentId: rowOf(dupont) } })).toBe(0);
  });

  it("lists with a search only the folders whose name holds it, regardless of case and with wildcards taken as typed, never another organization's", async () => {
    const owner = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const clients = await folder(owner, 'Clients');
    for (const name of ['Contrats 2026', 'Factures', 'CONTRATS signés', '100% Contrat_x']) await folder(owner, name, clients);
    await folder(owner, 'Contrats anciens');
    const dupont = await folder(owner, 'Dupont', clients);
    await folder(owner, 'Contrats cachés', dupont);
    await folder(stranger, 'Contrats à moi');
    const list = async (member: SignedInUser, parentId: string | null, search?: string) =>
      (
        (await member.client.graphql(`query($p: ID, $q: String) { cloudFolders(parentId: $p, search: $q) { name } }`, { p: parentId, q: search })).data!
          .cloudFolders as Array<{ name: string }>
      ).map((each) => each.name);

    expect(await list(owner, clients, 'contrat')).toEqual(['100% Contrat_x', 'Contrats 2026', 'CONTRATS signés']);
    expect(await list(owner, clients, '  SIGNÉS ')).toEqual(['CONTRATS signés']);
    expect(await list(owner, clients, '%')).toEqual(['100% Contrat_x']);
    expect(await list(owner, clients, 't_')).toEqual(['100% Contrat_x']);
    expect(await list(owner, null, 'contrat')).toEqual(['Contrats anciens']);
    // Blank or absent: every folder, as before.
    expect(await list(owner, clients, '  ')).toEqual(['100% Contrat_x', 'Contrats 2026', 'CONTRATS signés', 'Dupont', 'Factures']);
    expect(await list(owner, clients)).toHaveLength(5);
    expect(await list(stranger, null, 'contrat')).toEqual(['Contrats à moi']);
    expect(await list(stranger, clients, 'contrat')).toEqual([]);

    // Every level, as a search of the whole area finds files: the parent named, the parent ignored.
    const everywhere = async (member: SignedInUser, search: string) =>
      (
        (await member.client.graphql(`query($q: String) { cloudFolders(parentId: null, everywhere: true, search: $q) { name parentId } }`, { q: search })).data!
          .cloudFolders as Array<{ name: string; parentId: string | null }>
      ).map((each) => [each.name, each.parentId]);
    expect(await everywhere(owner, 'contrat')).toEqual([
      ['100% Contrat_x', clients],
      ['Contrats 2026', clients],
      ['Contrats anciens', null],
      ['Contrats cachés', dupont],
      ['CONTRATS signés', clients],
    ]);
    expect(await everywhere(stranger, 'contrat')).toEqual([['Contrats à moi', null]]);

    // What such a search finds names the folder holding it: a folder its parent, a file its folder.
    const found = await owner.client.graphql(
      '{ cloudFolders(everywhere: true, search: "cachés") { parent { name } } cloudItems(everywhere: true, search: "contrat") { edges { node { name folderName } } } }',
    );
    expect(found.data!.cloudFolders).toEqual([{ parent: { name: 'Dupont' } }]);
    expect(found.data!.cloudItems.edges).toEqual([]);
    const file = await uploaded(owner, 'contrat-dupont.csv', Buffer.from('a;b\n'), dupont);
    const top = await uploaded(owner, 'contrat-haut.csv', Buffer.from('a;b\n'));
    const items = await owner.client.graphql('{ cloudItems(everywhere: true, search: "contrat", sort: NAME) { edges { node { name folderName } } } }');
    expect(items.data!.cloudItems.edges.map((edge: { node: object }) => edge.node)).toEqual([
      { name: 'contrat-dupont.csv', folderName: 'Dupont' },
      { name: 'contrat-haut.csv', folderName: null },
    ]);
    // A mutation's answer names it too.
    const rename = async (id: string, name: string) =>
      (
        await owner.client.graphql(
          `mutation($id: ID!, $name: String!) { renameCloudFile(id: $id, name: $name) { ... on MutationRenameCloudFileSuccess { file { folderName } } } }`,
          { id, name },
        )
      ).data!.renameCloudFile.file.folderName;
    expect(await rename(file.id, 'contrat-dupont-2.csv')).toBe('Dupont');
    expect(await rename(top.id, 'contrat-haut-2.csv')).toBeNull();
  });

  it('downloads chosen files and documents as one ZIP, and refuses an empty or oversized selection', async () => {
    const member = await createSignedInUser(app);
    const one = randomBytes(3000);
    const a = await uploaded(member, 'a.png', one);
    const b = await uploaded(member, 'b.csv', Buffer.from('x;y\n1;2\n'));
    const original = Buffer.from('%PDF-1.4 contract');
    await app.services.storage.put(`documents/${member.organizationId}/zip-test.pdf`, original);
    const document = await app.db.prisma.document.create({
      data: {
        organizationId: member.organizationId,
        title: 'Contract',
        type: 'PDF',
        storagePath: `documents/${member.organizationId}/zip-test.pdf`,
        originalFilename: 'contract.pdf',
        mimeType: 'application/pdf',
        sizeBytes: original.length,
        sha256: 'x',
      },
    });
    const response = await member.client.fetch('/api/cloud/archive', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: [a.id, b.id], documentIds: [gid('Document', document.id)] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual(['a.png', 'b.csv', 'contract.pdf']);
    expect((await zip.file('contract.pdf')!.async('nodebuffer')).equals(original)).toBe(true);
    expect((await zip.file('a.png')!.async('nodebuffer')).equals(one)).toBe(true);
    const empty = await member.client.fetch('/api/cloud/archive', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: [] }),
    });
    expect([empty.status, ((await empty.json()) as { error: { code: string } }).error.code]).toEqual([422, 'VALIDATION_FAILED']);
    const ask = (count: number) =>
      member.client.fetch('/api/cloud/archive', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileIds: Array.from({ length: count }, () => a.id) }),
      });
    const tooMany = await ask(1001);
    expect([tooMany.status, ((await tooMany.json()) as { error: { code: string } }).error.code]).toEqual([400, 'TOO_MANY_ITEMS']);
    const tenThousand = await ask(10_000);
    expect([tenThousand.status, ((await tenThousand.json()) as { error: { code: string } }).error.code]).toEqual([413, 'BODY_TOO_LARGE']);
  });

  it('takes a file of exactly the upload limit and refuses one byte more, leaving no row and no stored file', async () => {
    const member = await createSignedInUser(app);
    await uploaded(member, 'exact.bin', randomBytes(MAX_BYTES));
    const over = await upload(member.client, 'over.bin', randomBytes(MAX_BYTES + 1));
    expect([over.status, ((await over.json()) as { error: { code: string } }).error.code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(await app.db.prisma.cloudFile.count({ where: { organizationId: member.organizationId } })).toBe(1);
    expect(await storedKeys(member.organizationId)).toHaveLength(1);
  });

  it('leaves nothing in the store, not even a partial copy, when the client goes away in the middle of an upload', async () => {
    const member = await createSignedInUser(app);
    const boundary = 'paraphe-boundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cut.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`;
    const url = new URL(`${app.url}/api/cloud/files`);
    const request = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        cookie: member.client.cookieHeader(),
        'x-paraphe-csrf': '1',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + MAX_BYTES / 2),
      },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.alloc(MAX_BYTES / 4, 7));
    // On disk the copy being written shows under a partial name; in S3 a multipart upload is no object until it completes.
    if (app.config.STORAGE === 's3') await new Promise((resolve) => setTimeout(resolve, 500));
    else await until(async () => (await storedKeys(member.organizationId)).length > 0 || null, 5000);
    request.destroy();
    // Written aside under a partial name, which must go with the connection.
    await until(async () => (await storedKeys(member.organizationId)).length === 0 || null, 5000).catch(() => undefined);
    expect(await storedKeys(member.organizationId)).toEqual([]);
    expect(await app.db.prisma.cloudFile.count({ where: { organizationId: member.organizationId } })).toBe(0);
  });

  it('cuts off a streamed upload with no announced size at the limit, long before its end', async () => {
    const member = await createSignedInUser(app);
    const boundary = 'paraphe-boundary';
    const total = 256 * 1024 * 1024;
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 7);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="huge.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`),
        );
      },
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    let status: number | null = null;
    try {
      const response = await member.client.fetch('/api/cloud/files', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      status = response.status;
      await response.body?.cancel();
    } catch {
      // The server may close the connection while the client still sends: the refusal is then only seen by the database and the store.
    }
    if (status !== null) expect(status).toBe(413);
    expect(sent).toBeLessThan(total / 4);
    expect(await app.db.prisma.cloudFile.count({ where: { organizationId: member.organizationId } })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedKeys(member.organizationId)).toEqual([]);
  });

  it("refuses a file the plan's storage quota has no room for, in the transaction that records it, and after the trial ended", async () => {
    const member = await createSignedInUser(app);
    await app.db.prisma.organization.update({ where: { id: member.organizationId }, data: { plan: 'SOLO' } });
    await app.db.prisma.cloudFile.create({
      data: {
        organizationId: member.organizationId,
        name: 'full.bin',
        mimeType: 'application/octet-stream',
        sizeBytes: BigInt(10 * 1024 ** 3 - 100),
        sha256: 'x',
        storagePath: 'cloud/x/full',
      },
    });
    const refused = await upload(member.client, 'more.bin', randomBytes(101));
    expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([403, 'PLAN_STORAGE_LIMIT']);
    expect(await storedKeys(member.organizationId)).toEqual([]);
    await uploaded(member, 'fits.bin', randomBytes(100));

    const ended = await createSignedInUser(app);
    await app.db.prisma.organization.update({
      where: { id: ended.organizationId },
      data: { plan: 'TRIAL', trialEndsAt: new Date(app.clock.now().getTime() - 1000) },
    });
    const late = await upload(ended.client, 'late.txt', Buffer.from('late'), undefined, false);
    expect([late.status, ((await late.json()) as { error: { code: string } }).error.code]).toEqual([403, 'TRIAL_ENDED']);
    const folderAfter = await ended.client.graphql(`mutation { createCloudFolder(name: "X") { __typename ${ERR} } }`);
    expect(JSON.stringify(folderAfter)).toContain('TRIAL_ENDED');
    // Taking access away stays possible: a share link made before the end can still be revoked.
    const kept = await app.db.prisma.cloudFile.create({
      data: { organizationId: ended.organizationId, name: 'old.txt', mimeType: 'text/plain', sizeBytes: 3n, sha256: 'x', storagePath: 'cloud/x/old' },
    });
    const link = await app.db.prisma.cloudShareLink.create({
      data: {
        organizationId: ended.organizationId,
        fileId: kept.id,
        tokenHash: randomBytes(16).toString('hex'),
        expiresAt: new Date(app.clock.now().getTime() + 86_400_000),
      },
    });
    const revoked = await ended.client.graphql(`mutation($id: ID!) { revokeCloudShareLink(id: $id) { __typename ${ERR} } }`, {
      id: gid('CloudShareLink', link.id),
    });
    expect(revoked.data!.revokeCloudShareLink.__typename).toBe('MutationRevokeCloudShareLinkSuccess');
  });
});

describe('documents uploaded in the cloud area', () => {
  const CONTRACT = Buffer.from(RISKY_CLAUSES.join('\n'));
  const ITEMS = `query($folderId: ID) { cloudItems(folderId: $folderId) { edges { node { id kind name riskBand documentStatus } } } }`;
  const move = (member: SignedInUser, ids: string[], folderId: string | null) =>
    member.client.graphql(
      `mutation($ids: [ID!]!, $folderId: ID) { moveCloudFiles(ids: $ids, folderId: $folderId) { __typename ... on MutationMoveCloudFilesSuccess { files { id kind folderId } } ${ERR} } }`,
      { ids, folderId },
    );

  it('files a PDF, Word or text file in the chosen folder as a document to review, analysed and in /documents', async () => {
    const member = await createSignedInUser(app);
    const contracts = await folder(member, 'Contrats');
    const response = await upload(member.client, 'Contrat fournisseur.txt', CONTRACT, contracts);
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as { document: { id: string; name: string; analysisStatus: string; riskScore: number } };
    expect(document).toMatchObject({ name: 'Contrat fournisseur.txt', analysisStatus: 'DONE' });
    expect(document.riskScore).toBeGreaterThanOrEqual(1);
    const row = await app.db.prisma.document.findUniqueOrThrow({ where: { id: rowOf(document.id) } });
    expect([row.organizationId, row.cloudFolderId, row.source, row.title, row.uploadedById]).toEqual([
      member.organizationId,
      rowOf(contracts),
      'UPLOAD',
      'Contrat fournisseur',
      member.userId,
    ]);
    expect(await app.db.prisma.cloudFile.count({ where: { organizationId: member.organizationId } })).toBe(0);

    // In the review queue, in its folder (not at the top level), counted by the folder.
    const queue = await member.client.graphql('{ documents(first: 10) { edges { node { id title status } } } }');
    expect(nodes(queue.data!.documents)).toEqual([{ id: document.id, title: 'Contrat fournisseur', status: 'PENDING' }]);
    const inFolder = await member.client.graphql(ITEMS, { folderId: contracts });
    expect(nodes(inFolder.data!.cloudItems)).toEqual([
      expect.objectContaining({ id: document.id, kind: 'DOCUMENT', name: 'Contrat fournisseur.txt', documentStatus: 'PENDING' }),
    ]);
    expect(nodes((await member.client.graphql(ITEMS, { folderId: null })).data!.cloudItems)).toEqual([]);
    const counts = await member.client.graphql('{ cloudFolders { fileCount documentCount folderCount } }');
    expect(counts.data!.cloudFolders).toEqual([{ fileCount: 0, documentCount: 1, folderCount: 0 }]);
    const remove = () => member.client.graphql(`mutation($id: ID!) { deleteCloudFolder(id: $id) { __typename ${ERR} } }`, { id: contracts });
    expect((await remove()).data!.deleteCloudFolder.code).toBe('CLOUD_FOLDER_NOT_EMPTY');

    // Moved with a stored file to the top level, the folder is empty again.
    const sheet = await uploaded(member, 'budget.csv', Buffer.from('a,b\n1,2\n'), contracts);
    const moved = await move(member, [document.id, sheet.id], null);
    expect(moved.data!.moveCloudFiles.files).toEqual([
      { id: sheet.id, kind: 'FILE', folderId: null },
      { id: document.id, kind: 'DOCUMENT', folderId: null },
    ]);
    expect(await app.db.prisma.auditEvent.count({ where: { action: 'cloud.document_moved', entityId: rowOf(document.id) } })).toBe(1);
    expect((await remove()).data!.deleteCloudFolder.__typename).toBe('MutationDeleteCloudFolderSuccess');
  });

  it('keeps the file as a plain stored file with review=false, and stores other kinds without analysing them', async () => {
    const member = await createSignedInUser(app);
    const kept = await uploaded(member, 'brochure.pdf', randomBytes(2000));
    const image = await upload(member.client, 'logo.png', randomBytes(500));
    expect(image.status).toBe(201);
    expect(Object.keys((await image.json()) as object)).toEqual(['file']);
    expect(await app.db.prisma.cloudFile.count({ where: { organizationId: member.organizationId } })).toBe(2);
    expect(await app.db.prisma.document.count({ where: { organizationId: member.organizationId } })).toBe(0);
    expect(rowOf(kept.id)).toBeTruthy();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(CONTRACT)], 'contrat.txt'));
    const unclear = await member.client.fetch('/api/cloud/files?review=maybe', { method: 'POST', body: form });
    expect([unclear.status, ((await unclear.json()) as { error: { code: string } }).error.code]).toEqual([422, 'VALIDATION_FAILED']);
    expect(await app.db.prisma.document.count({ where: { organizationId: member.organizationId } })).toBe(0);
  });

  it('counts a signed PDF with its original in the storage used', async () => {
    const member = await createSignedInUser(app, { role: 'ADMIN' });
    const response = await upload(member.client, 'accord.txt', CONTRACT);
    const { document } = (await response.json()) as { document: { id: string } };
    const used = async () => (await member.client.graphql('{ cloudStorage { usedBytes } }')).data!.cloudStorage.usedBytes as number;
    expect(await used()).toBe(CONTRACT.length);
    const approved = await member.client.graphql(
      `mutation($id: ID!) { approveDocument(id: $id) { ... on MutationApproveDocumentSuccess { document { status } } ${ERR} } }`,
      { id: document.id },
    );
    expect(approved.data!.approveDocument).toEqual({ document: { status: 'SIGNED' } });
    const signed = await member.client.fetch(`/api/documents/${rowOf(document.id)}/signed-file`);
    const signedBytes = (await signed.arrayBuffer()).byteLength;
    expect(signedBytes).toBeGreaterThan(1000);
    expect(await used()).toBe(CONTRACT.length + signedBytes);
  });

  it('refuses a document that is not what its name says, or a folder of another organization, leaving no row and no stored file', async () => {
    const member = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const theirs = await folder(stranger, 'Privé');
    const intoTheirs = await upload(member.client, 'contrat.txt', CONTRACT, theirs);
    expect(intoTheirs.status).toBe(404);
    expect(((await intoTheirs.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    const fake = await upload(member.client, 'scan.pdf', randomBytes(3000));
    expect([fake.status, ((await fake.json()) as { error: { code: string } }).error.code]).toEqual([422, 'FILE_TYPE_MISMATCH']);
    expect(await app.db.prisma.document.count({ where: { organizationId: member.organizationId } })).toBe(0);
    expect(await storedKeys(member.organizationId, 'documents')).toEqual([]);
    expect(await app.db.prisma.document.count({ where: { cloudFolderId: rowOf(theirs) } })).toBe(0);

    // Nor can a member move another organization's document.
    const response = await upload(stranger.client, 'nda.txt', CONTRACT);
    const { document } = (await response.json()) as { document: { id: string } };
    expect((await move(member, [document.id], null)).data!.moveCloudFiles.code).toBe('NOT_FOUND');
    expect((await app.db.prisma.document.findUniqueOrThrow({ where: { id: rowOf(document.id) } })).cloudFolderId).toBeNull();
  });
});

describe('share links', () => {
  async function shared(member: SignedInUser, variables: Record<string, unknown> = {}) {
    const bytes = randomBytes(2048);
    const file = await uploaded(member, 'rapport annuel.pdf', bytes);
    const answer = await member.client.graphql(
      `mutation($id: ID!, $days: Int, $password: String) { createCloudShareLink(fileId: $id, expiresInDays: $days, password: $password) { __typename ... on MutationCreateCloudShareLinkSuccess { share { url link { id hasPassword } } } ${ERR} } }`,
      { id: file.id, ...variables },
    );
    const { url, link } = answer.data!.createCloudShareLink.share as { url: string; link: { id: string; hasPassword: boolean } };
    return { bytes, file, link, path: new URL(url).pathname };
  }

  it('opens with an unguessable token kept only as a hash, shows the file in the visitor language, and counts and audits each download', async () => {
    const member = await createSignedInUser(app);
    const { bytes, link, path } = await shared(member);
    const token = path.split('/').pop()!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await app.db.prisma.cloudShareLink.findUniqueOrThrow({ where: { id: rowOf(link.id) } });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const visitor = app.client();
    const english = await fetch(`${app.url}${path}`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    const page = await english.text();
    expect(english.status).toBe(200);
    expect(page).toContain('Shared file');
    expect(page).toContain('rapport annuel.pdf');
    // Sizes written as the app writes them.
    expect(page).toMatch(/Size: 2\skB</);
    const french = await (await fetch(`${app.url}${path}`, { headers: { 'accept-language': 'fr-FR' } })).text();
    expect(french).toContain('Télécharger');
    expect(french).toMatch(/Taille : 2\sko</);

    const download = await visitor.fetch(`${path}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('rapport annuel.pdf'));
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await app.db.prisma.cloudShareLink.findUniqueOrThrow({ where: { id: row.id } })).downloadCount).toBe(1);
    const actions = await app.db.prisma.auditEvent.findMany({
      where: { organizationId: member.organizationId, entityType: 'CloudShareLink' },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action).sort()).toEqual(['cloud.share_created', 'cloud.share_downloaded']);
  });

  it('answers an unknown, expired or revoked link with a translated page and no file', async () => {
    const member = await createSignedInUser(app);
    const unknown = await fetch(`${app.url}/s/${randomBytes(32).toString('base64url')}`, { headers: { 'accept-language': 'en' } });
    expect([unknown.status, (await unknown.text()).includes('does not exist')]).toEqual([404, true]);

    const revoked = await shared(member);
    const revoke = await member.client.graphql(`mutation($id: ID!) { revokeCloudShareLink(id: $id) { __typename ${ERR} } }`, { id: revoked.link.id });
    expect(revoke.data!.revokeCloudShareLink.__typename).toBe('MutationRevokeCloudShareLinkSuccess');
    const gone = await fetch(`${app.url}${revoked.path}/download`, { headers: { 'accept-language': 'fr' } });
    expect([gone.status, (await gone.text()).includes('révoqué')]).toEqual([410, true]);

    const expiring = await shared(member, { days: 1 });
    app.clock.advance(86_400_000 + 1000);
    const expired = await fetch(`${app.url}${expiring.path}`, { headers: { 'accept-language': 'en' } });
    expect([expired.status, (await expired.text()).includes('expired')]).toEqual([410, true]);
  });

  it('asks for the password, refuses a wrong one, and blocks the link after 5 wrong ones even with the right one', async () => {
    const member = await createSignedInUser(app);
    const { bytes, link, path } = await shared(member, { password: 'correct horse' });
    expect(link.hasPassword).toBe(true);
    const post = (password?: string) =>
      fetch(`${app.url}${path}/download`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        body: password === undefined ? '' : new URLSearchParams({ password }).toString(),
      });
    expect((await fetch(`${app.url}${path}/download`)).status).toBe(401);
    const right = await post('correct horse');
    expect([right.status, Buffer.from(await right.arrayBuffer()).equals(bytes)]).toEqual([200, true]);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await post('wrong guess')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await post('correct horse');
    expect([blocked.status, (await blocked.text()).includes('Too many wrong passwords')]).toEqual([429, true]);
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: member.organizationId, action: 'cloud.share_password_failed' } })).toBe(5);
  });
});

describe('moving folders and files together', () => {
  const MOVE = `mutation($ids: [ID!]!, $folderId: ID) {
    moveCloudItems(ids: $ids, folderId: $folderId) {
      __typename
      ... on MutationMoveCloudItemsSuccess { moved { folders { id name path { name } } items { id kind folderId folderName } } }
      ${ERR}
    }
  }`;
  const move = (member: SignedInUser, ids: string[], folderId: string | null) => member.client.graphql(MOVE, { ids, folderId });
  /** Where each folder and file of the organization is, by name (null: the top level). */
  async function places(organizationId: string): Promise<Record<string, string | null>> {
    const [folders, files, documents] = await Promise.all([
      app.db.prisma.cloudFolder.findMany({ where: { organizationId }, include: { parent: true } }),
      app.db.prisma.cloudFile.findMany({ where: { organizationId }, include: { folder: true } }),
      app.db.prisma.document.findMany({ where: { organizationId }, include: { cloudFolder: true } }),
    ]);
    return Object.fromEntries([
      ...folders.map((each) => [each.name, each.parent?.name ?? null]),
      ...files.map((each) => [each.name, each.folder?.name ?? null]),
      ...documents.map((each) => [each.originalFilename, each.cloudFolder?.name ?? null]),
    ]);
  }

  it('moves folders (with what they hold), stored files and documents into a folder in one go, each audited', async () => {
    const member = await createSignedInUser(app);
    const archives = await folder(member, 'Archives');
    const rh = await folder(member, 'RH');
    const paie = await folder(member, 'Paie', rh);
    const legal = await folder(member, 'Juridique');
    await uploaded(member, 'bulletin.csv', Buffer.from('a;b\n'), paie);
    const budget = await uploaded(member, 'budget.csv', Buffer.from('c;d\n'));
    const response = await upload(member.client, 'Contrat.txt', Buffer.from(RISKY_CLAUSES.join('\n')), legal);
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as { document: { id: string } };

    const answer = await move(member, [rh, legal, budget.id, document.id], archives);
    expect(answer.data!.moveCloudItems).toEqual({
      __typename: 'MutationMoveCloudItemsSuccess',
      moved: {
        folders: [
          { id: rh, name: 'RH', path: [{ name: 'Archives' }, { name: 'RH' }] },
          { id: legal, name: 'Juridique', path: [{ name: 'Archives' }, { name: 'Juridique' }] },
        ],
        items: [
          { id: budget.id, kind: 'FILE', folderId: archives, folderName: 'Archives' },
          { id: document.id, kind: 'DOCUMENT', folderId: archives, folderName: 'Archives' },
        ],
      },
    });
    expect(await places(member.organizationId)).toEqual({
      Archives: null,
      RH: 'Archives',
      Paie: 'RH',
      Juridique: 'Archives',
      'bulletin.csv': 'Paie',
      'budget.csv': 'Archives',
      'Contrat.txt': 'Archives',
    });
    const actions = await app.db.prisma.auditEvent.findMany({
      where: { organizationId: member.organizationId, action: { endsWith: '_moved' } },
      select: { action: true },
    });
    expect(actions.map((each) => each.action).sort()).toEqual(['cloud.document_moved', 'cloud.file_moved', 'cloud.folder_moved', 'cloud.folder_moved']);

    // And back to the top level, what a folder holds going with it.
    const back = await move(member, [rh, budget.id], null);
    expect(back.data!.moveCloudItems.__typename).toBe('MutationMoveCloudItemsSuccess');
    expect(back.data!.moveCloudItems.moved.items).toEqual([{ id: budget.id, kind: 'FILE', folderId: null, folderName: null }]);
    expect(await places(member.organizationId)).toMatchObject({ RH: null, 'budget.csv': null, Paie: 'RH' });
  });

  it('refuses a folder moved into itself or one of its own folders, and then moves nothing of the rest', async () => {
    const member = await createSignedInUser(app);
    const clients = await folder(member, 'Clients');
    const dupont = await folder(member, 'Dupont', clients);
    const factures = await folder(member, 'Factures', dupont);
    const other = await folder(member, 'Divers');
    const file = await uploaded(member, 'devis.csv', Buffer.from('a;b\n'));
    const before = await places(member.organizationId);

    for (const [ids, to] of [
      [[other, file.id, clients], factures],
      [[file.id, clients], clients],
      [[other, dupont], dupont],
    ] as const) {
      expect((await move(member, [...ids], to)).data!.moveCloudItems).toEqual({ __typename: 'AppError', code: 'CLOUD_FOLDER_CYCLE' });
      expect(await places(member.organizationId)).toEqual(before);
    }

    // A refusal found after a first move has been made undoes it too: all or nothing.
    await uploaded(member, 'devis.csv', Buffer.from('c;d\n'), factures);
    expect((await move(member, [other, file.id], factures)).data!.moveCloudItems).toEqual({ __typename: 'AppError', code: 'CLOUD_NAME_TAKEN' });
    expect(await places(member.organizationId)).toMatchObject({ Divers: null });
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: member.organizationId, action: { endsWith: '_moved' } } })).toBe(0);
  });

  /** A chain of folders, each in the one before (the first in `parentId`, or at the top level), named prefix1, prefix2… */
  async function chain(member: SignedInUser, prefix: string, length: number, parentId?: string): Promise<string[]> {
    const ids: string[] = [];
    for (let level = 1; level <= length; level += 1) ids.push(await folder(member, `${prefix}${level}`, ids[ids.length - 1] ?? parentId));
    return ids;
  }

  it('judges depth on the tree as it will be after the whole move: a deep folder taken out of a moved one fits, an over-deep one moves nothing', async () => {
    const member = await createSignedInUser(app);
    // A1/A2/…/A17: 17 levels. D1/…/D5: a destination 5 deep, under which 15 levels fit (at most 20).
    const a = await chain(member, 'A', 17);
    const d = await chain(member, 'D', 5);
    const file = await uploaded(member, 'devis.csv', Buffer.from('a;b\n'));
    const before = await places(member.organizationId);

    // A2 and what it holds (16 levels) would end 21 deep under D5, even though A1 holds only itself then.
    expect((await move(member, [a[0], a[1], file.id], d[4])).data!.moveCloudItems).toEqual({ __typename: 'AppError', code: 'CLOUD_FOLDER_TOO_DEEP' });
    // A3 (15 levels) under D6 would be 21 deep too.
    const d6 = await folder(member, 'D6', d[4]);
    expect((await move(member, [a[0], a[2], file.id], d6)).data!.moveCloudItems).toEqual({ __typename: 'AppError', code: 'CLOUD_FOLDER_TOO_DEEP' });
    expect(await places(member.organizationId)).toEqual({ ...before, D6: 'D5' });
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: member.organizationId, action: { endsWith: '_moved' } } })).toBe(0);

    // A1 then holds A1/A2 (2 levels) and A3 goes beside it with its 15: 5 + 15 = 20 deep, which fits.
    const answer = await move(member, [a[0], a[2], file.id], d[4]);
    expect(answer.data!.moveCloudItems.__typename).toBe('MutationMoveCloudItemsSuccess');
    expect(await places(member.organizationId)).toMatchObject({ A1: 'D5', A2: 'A1', A3: 'D5', A4: 'A3', A17: 'A16', 'devis.csv': 'D5' });
    const deepest = await member.client.graphql(`query($id: ID!) { node(id: $id) { ... on CloudFolder { path { name } } } }`, { id: a[16] });
    expect(deepest.data!.node.path).toHaveLength(20);
  });

  it('still refuses every loop when the folders it runs through move in the same call', async () => {
    const member = await createSignedInUser(app);
    const a = await chain(member, 'A', 5);
    const other = await folder(member, 'Divers');
    const before = await places(member.organizationId);
    for (const [ids, to] of [
      // A3 into A4, which A3 holds: A2 moving too changes nothing to that.
      [[a[1], a[2]], a[3]],
      // A5 into itself, beside A3 into it.
      [[a[2], a[4]], a[4]],
      // The destination's own parent moving into it.
      [[other, a[3]], a[4]],
    ] as const) {
      expect((await move(member, [...ids], to)).data!.moveCloudItems).toEqual({ __typename: 'AppError', code: 'CLOUD_FOLDER_CYCLE' });
      expect(await places(member.organizationId)).toEqual(before);
    }
  });

  it("refuses another organization's folders, files and destination without moving anything", async () => {
    const owner = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const theirs = await folder(owner, 'Confidentiel');
    const theirFile = await uploaded(owner, 'salaires.csv', Buffer.from('a;b\n'));
    const mine = await folder(stranger, 'Mine');
    const target = await folder(stranger, 'Cible');
    const myFile = await uploaded(stranger, 'mine.csv', Buffer.from('c;d\n'));
    const [ownerBefore, strangerBefore] = await Promise.all([places(owner.organizationId), places(stranger.organizationId)]);

    for (const [ids, to] of [
      [[mine, theirs], target],
      [[myFile.id, theirFile.id], target],
      [[mine, myFile.id], theirs],
    ] as const) {
      expect((await move(stranger, [...ids], to)).data!.moveCloudItems).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    }
    expect(await places(owner.organizationId)).toEqual(ownerBefore);
    expect(await places(stranger.organizationId)).toEqual(strangerBefore);
    expect(await app.db.prisma.cloudFolder.count({ where: { parentId: rowOf(theirs) } })).toBe(0);
  });
});
