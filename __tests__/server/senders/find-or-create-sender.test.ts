// Also on PostgreSQL, Redis and S3: concurrent upserts of one sender.
import type { Database } from '../../../server/db/database';
import { findOrCreateSender, senderAddress } from '../../../server/senders/find-or-create-sender';
import { createTestDatabase } from '../../support/database';

let db: Database;
let orgA: string;
let orgB: string;

beforeAll(async () => {
  db = await createTestDatabase();
  orgA = (await db.prisma.organization.create({ data: { name: 'A' } })).id;
  orgB = (await db.prisma.organization.create({ data: { name: 'B' } })).id;
});
afterAll(() => db.close());

test('creates a sender named after the company, keyed by the domain of the address', async () => {
  const sender = await findOrCreateSender(db.prisma, orgA, senderAddress(' Legal@Acme.EXAMPLE ', 'Acme Legal'));
  expect(sender).toMatchObject({ organizationId: orgA, domain: 'acme.example', email: 'legal@acme.example', name: 'Acme Legal' });
});

test('a second address at the same domain finds the same sender and changes nothing', async () => {
  const first = await findOrCreateSender(db.prisma, orgA, senderAddress('a@globex.example'));
  const again = await findOrCreateSender(db.prisma, orgA, senderAddress('b@GLOBEX.example', 'Other'));
  expect(again.id).toBe(first.id);
  expect(again).toMatchObject({ name: 'globex.example', email: 'a@globex.example' });
  expect(await db.prisma.sender.count({ where: { organizationId: orgA, domain: 'globex.example' } })).toBe(1);
});

test('concurrent arrivals from one domain make one sender', async () => {
  const senders = await Promise.all(Array.from({ length: 5 }, (_, index) => findOrCreateSender(db.prisma, orgA, senderAddress(`n${index}@initech.example`))));
  expect(new Set(senders.map((s) => s.id)).size).toBe(1);
  expect(await db.prisma.sender.count({ where: { organizationId: orgA, domain: 'initech.example' } })).toBe(1);
});

test('each organization has its own sender for the same domain', async () => {
  const a = await findOrCreateSender(db.prisma, orgA, senderAddress('x@shared.example'));
  const b = await findOrCreateSender(db.prisma, orgB, senderAddress('x@shared.example'));
  expect(b.id).not.toBe(a.id);
  expect(b.organizationId).toBe(orgB);
});

test.each(['', 'no-at-sign', 'two@@example.com', 'user@localhost', 'sp ace@example.com'])(
  '%p is refused with a typed error before anything is written',
  async (email) => {
    expect(() => senderAddress(email)).toThrow(expect.objectContaining({ code: 'INVALID_SENDER_EMAIL' }));
  },
);
