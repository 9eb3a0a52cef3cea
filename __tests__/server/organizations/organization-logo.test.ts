// Also on PostgreSQL, Redis and S3: logos kept in S3.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { riskyPdf, upload } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { itWith, systemTool } from '../../support/system-tools';
import { jpegWithExif, pngLogo } from './logo-fixtures';

const PDFIMAGES = systemTool('pdfimages', ['-v'], 'apt-get install poppler-utils');

let app: TestApp;
const scratch = mkdtempSync(join(tmpdir(), 'paraphe-logo-'));

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const SET_LOGO = `mutation($file: Upload!) {
  setOrganizationLogo(file: $file) {
    __typename
    ... on MutationSetOrganizationLogoSuccess { organization { logoUrl } }
    ... on Error { code }
  }
}`;
const REMOVE_LOGO = `mutation { removeOrganizationLogo { __typename ... on MutationRemoveOrganizationLogoSuccess { organization { logoUrl } } ... on Error { code } } }`;

const setLogo = (admin: SignedInUser, file: File) => admin.client.upload(SET_LOGO, { file: null }, { file });
const storedLogoPath = async (organizationId: string) =>
  (await app.db.prisma.organization.findUniqueOrThrow({ where: { id: organizationId } })).logoStoragePath;
const isStored = (key: string) => app.services.storage.exists(key);

async function fetchLogo(member: SignedInUser, url = '/api/organization/logo') {
  const response = await member.client.fetch(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('organization logo', () => {
  it('stores a PNG logo re-encoded within 512 pixels and shows it to the members, kept by their browsers at its versioned address', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const colleague = await createSignedInUser(app, { role: 'USER', organizationId: admin.organizationId });
    const answer = await setLogo(admin, await pngLogo(1600, 400));
    expect(answer.data?.setOrganizationLogo.__typename).toBe('MutationSetOrganizationLogoSuccess');
    const url = answer.data!.setOrganizationLogo.organization.logoUrl as string;
    expect(url).toMatch(/^\/api\/organization\/logo\?v=[0-9a-f-]{36}$/);
    expect((await colleague.client.graphql('{ viewer { organization { logoUrl } } }')).data?.viewer.organization.logoUrl).toBe(url);

    const { response, bytes } = await fetchLogo(colleague, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 512, height: 128 });
    const again = await colleague.client.fetch('/api/organization/logo', { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps none of the metadata of the uploaded image (EXIF description, GPS position)', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const original = await jpegWithExif('Secret site 48.85N');
    expect(Buffer.from(await original.arrayBuffer()).toString('latin1')).toContain('Secret site 48.85N');
    await setLogo(admin, original);
    const { bytes } = await fetchLogo(admin);
    expect(bytes.toString('latin1')).not.toContain('Secret site');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 200, height: 100 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.comments).toBeUndefined();
  });

  it.each([
    [
      'an SVG image',
      async () => new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' }),
      'LOGO_NOT_AN_IMAGE',
    ],
    [
      'an executable renamed .png',
      async () => new File([Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2000, 7)])], 'logo.png', { type: 'image/png' }),
      'LOGO_NOT_AN_IMAGE',
    ],
    [
      'a truncated PNG',
      async () => {
        const whole = Buffer.from(await (await pngLogo(300, 300)).arrayBuffer());
        return new File([whole.subarray(0, Math.floor(whole.length / 2))], 'logo.png', { type: 'image/png' });
      },
      'LOGO_UNREADABLE',
    ],
    [
      'a PNG of 3 MB',
      async () => {
        const png = await sharp(randomBytes(1100 * 1100 * 3), { raw: { width: 1100, height: 1100, channels: 3 } })
          .png({ compressionLevel: 0 })
          .toBuffer();
        return new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' });
      },
      'LOGO_TOO_LARGE',
    ],
    [
      'a small file of 25 million pixels',
      async () =>
        new File(
          [
            new Uint8Array(
              await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#ffffff' } })
                .png()
                .toBuffer(),
            ),
          ],
          'logo.png',
          { type: 'image/png' },
        ),
      'LOGO_TOO_LARGE',
    ],
  ])('refuses %s by its content, keeping the logo it had and storing nothing', async (_what, file, code) => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    await setLogo(admin, await pngLogo());
    const before = await storedLogoPath(admin.organizationId);
    const answer = await setLogo(admin, await file());
    expect(answer.data?.setOrganizationLogo).toEqual({ __typename: 'AppError', code });
    expect(await storedLogoPath(admin.organizationId)).toBe(before);
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: admin.organizationId, action: 'organization.logo_changed' } })).toBe(1);
  });

  it('replaces the previous file and removes the logo without leaving files behind', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    await setLogo(admin, await pngLogo());
    const first = (await storedLogoPath(admin.organizationId))!;
    await setLogo(admin, await pngLogo(80, 80));
    const second = (await storedLogoPath(admin.organizationId))!;
    expect(second).not.toBe(first);
    expect(await isStored(first)).toBe(false);
    expect(await isStored(second)).toBe(true);

    expect((await admin.client.graphql(REMOVE_LOGO)).data?.removeOrganizationLogo).toEqual({
      __typename: 'MutationRemoveOrganizationLogoSuccess',
      organization: { logoUrl: null },
    });
    expect(await isStored(second)).toBe(false);
    expect((await fetchLogo(admin)).response.status).toBe(404);
    const audited = await app.db.prisma.auditEvent.findMany({
      where: { organizationId: admin.organizationId, action: { startsWith: 'organization.logo' } },
      select: { action: true, actorId: true },
    });
    expect(audited.map((entry) => `${entry.action} by ${entry.actorId}`).sort()).toEqual([
      `organization.logo_changed by ${admin.userId}`,
      `organization.logo_changed by ${admin.userId}`,
      `organization.logo_removed by ${admin.userId}`,
    ]);
  });

  it('is changed by administrators only and read by members of its own organization only', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    await setLogo(admin, await pngLogo());
    const manager = await createSignedInUser(app, { role: 'MANAGER', organizationId: admin.organizationId });
    expect((await setLogo(manager, await pngLogo(90, 90))).data?.setOrganizationLogo).toMatchObject({ code: 'FORBIDDEN' });
    expect((await manager.client.graphql(REMOVE_LOGO)).data?.removeOrganizationLogo).toMatchObject({ code: 'FORBIDDEN' });

    const stranger = await createSignedInUser(app, { role: 'ADMIN' });
    expect((await fetchLogo(stranger)).response.status).toBe(404);
    expect(
      (await fetchLogo(stranger, `/api/organization/logo?v=${(await storedLogoPath(admin.organizationId))!.split('/').pop()!.replace('.png', '')}`)).response
        .status,
    ).toBe(404);
    expect((await app.client().fetch('/api/organization/logo')).status).toBe(401);
    expect((await fetchLogo(manager)).response.status).toBe(200);
  });

  itWith(PDFIMAGES)('appears on the certificate page of the signed PDF', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    await setLogo(admin, await pngLogo(240, 80));
    const document = await upload(
      admin.client,
      'Contrat signé avec logo',
      new File([new Uint8Array(await riskyPdf(1))], 'contrat.pdf', { type: 'application/pdf' }),
    );
    const approved = await admin.client.graphql(
      `mutation($id: ID!) { approveDocument(id: $id) { ... on MutationApproveDocumentSuccess { document { status } } ... on Error { code } } }`,
      { id: document.document.id },
    );
    expect(approved.data?.approveDocument).toEqual({ document: { status: 'SIGNED' } });
    const id = Buffer.from(document.document.id, 'base64').toString().split(':')[1];
    const signed = Buffer.from(await (await admin.client.fetch(`/api/documents/${id}/signed-file`)).arrayBuffer());
    const file = join(scratch, 'signed.pdf');
    writeFileSync(file, signed);
    const listing = spawnSync('pdfimages', ['-list', file], { encoding: 'utf8' }).stdout;
    // page 2 is the certificate page; its one image is the 240 × 80 logo.
    expect(
      listing
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .map((line) => line.trim().split(/\s+/).slice(0, 5)),
    ).toEqual([['2', '0', 'image', '240', '80']]);
  });
});
