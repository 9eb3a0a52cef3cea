// Also on PostgreSQL, Redis and S3: the export streams every stored file from the storage in use.
import JSZip from 'jszip';
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { decide, pdfFile, textFile, upload } from '../documents/fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

async function cloudFolder(member: SignedInUser, name: string, parentId?: string): Promise<string> {
  const answer = await member.client.graphql(
    `mutation($name: String!, $parentId: ID) { createCloudFolder(name: $name, parentId: $parentId) { ... on MutationCreateCloudFolderSuccess { folder { id } } } }`,
    { name, parentId },
  );
  return answer.data!.createCloudFolder.folder.id as string;
}

async function cloudFile(member: SignedInUser, name: string, bytes: Buffer, folderId: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const response = await member.client.fetch(`/api/cloud/files?review=false&folderId=${encodeURIComponent(folderId)}`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
}

describe('exporting an organization', () => {
  it('gives an administrator one ZIP of its documents, signed copies, cloud files in their folders, a table of the documents and the audit log', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'en' });
    const signed = (await upload(admin.client, 'Master agreement', await pdfFile('master.pdf'))).document;
    expect((await admin.client.graphql(decide('approveDocument'), { id: signed.id })).data!.approveDocument.document.status).toBe('SIGNED');
    await upload(admin.client, 'Terms', textFile('The supplier may terminate at any time.', 'terms.txt'));
    // Received later: the second file of the same name is the one renamed.
    app.clock.advance(1000);
    await upload(admin.client, 'Terms again', textFile('Another file with the same name.', 'terms.txt'));
    const archives = await cloudFolder(admin, 'Archives');
    const year = await cloudFolder(admin, '2026', archives);
    const photo = randomBytes(700);
    await cloudFile(admin, 'site.png', photo, year);
    // Another organization's files never appear.
    const stranger = await createSignedInUser(app, { role: 'ADMIN' });
    await upload(stranger.client, 'Their secret', textFile('Not yours.', 'secret.txt'));

    const response = await admin.client.fetch('/api/organization/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; .*paraphe-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    const names = Object.keys(zip.files).filter((name) => !zip.files[name].dir);
    expect(names.sort()).toEqual(
      [
        'audit-log.csv',
        'cloud/Archives/2026/site.png',
        'documents.csv',
        'documents/master-signed.pdf',
        'documents/master.pdf',
        'documents/terms (2).txt',
        'documents/terms.txt',
      ].sort(),
    );
    expect(Buffer.from(await zip.file('cloud/Archives/2026/site.png')!.async('uint8array')).equals(photo)).toBe(true);
    expect((await zip.file('documents/master-signed.pdf')!.async('string')).startsWith('%PDF')).toBe(true);
    expect(await zip.file('documents/terms (2).txt')!.async('string')).toBe('Another file with the same name.');

    // The table names each document's files as the archive does, headers in the reader's language.
    const table = (await zip.file('documents.csv')!.async('string')).trim().split('\n');
    expect(table[0]).toBe('"title","status","risk score","sender","source","received at","decided at","file","signed file"');
    expect(table.find((row) => row.startsWith('"Master agreement"'))).toMatch(
      /^"Master agreement","SIGNED","\d+","","UPLOAD","[^"]+","[^"]+","documents\/master\.pdf","documents\/master-signed\.pdf"$/,
    );
    expect(table.find((row) => row.startsWith('"Terms again"'))).toContain('"documents/terms (2).txt",""');
    const audit = await zip.file('audit-log.csv')!.async('string');
    expect(audit).toContain('"document.signed"');
    // The export is itself on record, in the log it carries.
    expect(audit).toContain('"organization.exported"');
    const all = (await Promise.all(names.map((name) => zip.file(name)!.async('string')))).join('\n');
    expect(all).not.toContain('Their secret');
    expect(all).not.toContain('Not yours.');
  });

  it('is for administrators signed in: a manager, an API key and a visitor are refused', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const manager = await createSignedInUser(app, { organizationId: admin.organizationId, role: 'MANAGER' });
    expect((await manager.client.fetch('/api/organization/export')).status).toBe(403);
    expect((await fetch(`${app.url}/api/organization/export`)).status).toBe(401);
    const key = (
      await admin.client.graphql(
        `mutation { createApiKey(input: { name: "All", scopes: [READ, WRITE, SIGN] }) { ... on MutationCreateApiKeySuccess { created { key } } } }`,
      )
    ).data!.createApiKey.created.key as string;
    // A key opens the API's doors only: here it is no credential at all.
    expect((await fetch(`${app.url}/api/organization/export`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: admin.organizationId, action: 'organization.exported' } })).toBe(0);
  });

  it('is refused past 10 exports an hour per organization, with when to try again, and not for another organization', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
    const other = await createSignedInUser(app, { role: 'ADMIN' });
    for (let export_ = 0; export_ < 10; export_++) {
      const answer = await admin.client.fetch('/api/organization/export');
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
    const refused = await admin.client.fetch('/api/organization/export');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    // Refused before anything is read or audited.
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: admin.organizationId, action: 'organization.exported' } })).toBe(10);
    expect((await other.client.fetch('/api/organization/export')).status).toBe(200);
  });
});
