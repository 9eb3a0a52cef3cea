import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { riskyPdf, upload } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

describe('a file that is two formats at once', () => {
  it.each([
    ['a Windows executable', [0x4d, 0x5a, 0x90, 0x00]],
    ['an ELF binary', [0x7f, 0x45, 0x4c, 0x46]],
    ['a shell script', [...Buffer.from('#!/bin/sh\nrm -rf /\n')]],
    ['a ZIP archive', [0x50, 0x4b, 0x03, 0x04]],
  ])('is refused when %s comes before the PDF, and nothing is kept', async (_name, header) => {
    const member = await createSignedInUser(app);
    const bytes = Buffer.concat([Buffer.from(header), Buffer.alloc(60, 0x20), Buffer.from(await riskyPdf(1))]);
    const answer = await upload(member.client, 'Invoice', new File([bytes], 'invoice.pdf', { type: 'application/pdf' }));
    expect(answer).toMatchObject({ __typename: 'AppError', code: 'FILE_TYPE_MISMATCH' });
    expect(await app.db.prisma.document.count({ where: { organizationId: member.organizationId } })).toBe(0);
    const folder = join(app.config.STORAGE_DIR, 'documents', member.organizationId);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it('still accepts a PDF with a few bytes of padding before its header, as PDF readers do', async () => {
    const member = await createSignedInUser(app);
    const bytes = Buffer.concat([Buffer.from('\r\n  '), Buffer.from(await riskyPdf(1))]);
    const answer = await upload(member.client, 'Padded', new File([bytes], 'padded.pdf', { type: 'application/pdf' }));
    expect(answer.__typename).toBe('MutationUploadDocumentSuccess');
  });
});
