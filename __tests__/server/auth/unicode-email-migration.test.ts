// Also on PostgreSQL, Redis and S3: the migration decodes in PL/pgSQL.
// Addresses kept before in their ASCII form (xn--…), as a browser's email field hands them over.
import type { Database } from '../../../server/db/database';
import { applyMigrations } from '../../../server/db/migrate';
import { createDatabaseBefore } from '../../support/database';
import { asciiDomain } from './accounts';
import { canonicalEmail } from '../../../server/email/email-address';

const MIGRATION = '20261208000000_email_unicode_domains';

let db: Database;

beforeAll(async () => {
  db = await createDatabaseBefore(MIGRATION);
});

afterAll(async () => {
  await db?.close();
});

test('accounts, invitations, pending address changes and senders kept with an ASCII domain get its Unicode form; one taken already stays', async () => {
  const { prisma } = db;
  const organization = await prisma.organization.create({ data: { name: 'Éclair' }, select: { id: true } });
  const unicode = [
    'jean@éclair.fr',
    'compta@fournisseur-éclair.fr',
    'anna@bücher.de',
    'ivan@пример.испытание',
    'li@例子.测试',
    'zoe@mail.ñandú-crème-brûlée.example',
    'kept@example.test',
  ];
  for (const email of unicode) {
    await prisma.user.create({ data: { organizationId: organization.id, email: asciiDomain(email), fullName: email }, select: { id: true } });
  }
  // Both spellings of one address: the account kept in Unicode keeps it, the other is left as it was.
  await prisma.user.create({ data: { organizationId: organization.id, email: 'twice@éclair.fr', fullName: 'Unicode' }, select: { id: true } });
  await prisma.user.create({ data: { organizationId: organization.id, email: asciiDomain('twice@éclair.fr'), fullName: 'ASCII' }, select: { id: true } });
  const user = await prisma.user.findFirstOrThrow({ where: { email: asciiDomain('jean@éclair.fr') }, select: { id: true } });
  await prisma.invitation.create({
    data: { organizationId: organization.id, email: asciiDomain('paul@bücher.de'), role: 'USER', tokenHash: 'hash-1', expiresAt: new Date('2030-01-01') },
    select: { id: true },
  });
  await prisma.authToken.create({
    data: { userId: user.id, purpose: 'VERIFY_EMAIL', tokenHash: 'hash-2', newEmail: asciiDomain('nouveau@éclair.fr'), expiresAt: new Date('2030-01-01') },
    select: { id: true },
  });

  const domain = asciiDomain('compta@fournisseur-éclair.fr').split('@')[1];
  await prisma.sender.create({ data: { organizationId: organization.id, email: `compta@${domain}`, domain, name: domain }, select: { id: true } });

  await applyMigrations(db.sql);

  const emails = (await prisma.user.findMany({ select: { email: true, fullName: true } })).map((row) => [row.fullName, row.email]);
  expect(emails).toEqual(
    expect.arrayContaining([...unicode.map((email) => [email, email]), ['Unicode', 'twice@éclair.fr'], ['ASCII', 'twice@xn--clair-9ra.fr']]),
  );
  for (const email of unicode) expect(canonicalEmail(asciiDomain(email))).toBe(email);
  expect((await prisma.invitation.findFirstOrThrow({ select: { email: true } })).email).toBe('paul@bücher.de');
  expect((await prisma.authToken.findFirstOrThrow({ select: { newEmail: true } })).newEmail).toBe('nouveau@éclair.fr');
  expect(await prisma.sender.findFirstOrThrow({ select: { email: true, domain: true, name: true } })).toEqual({
    email: 'compta@fournisseur-éclair.fr',
    domain: 'fournisseur-éclair.fr',
    name: 'fournisseur-éclair.fr',
  });
});
