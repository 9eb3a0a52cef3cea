// Documents filed before the mail idempotency key named the mailbox address rather than the account.
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../../server/db/database';
import { applyMigrations } from '../../../server/db/migrate';
import { createDatabaseBefore } from '../../support/database';
import { attachmentIdempotencyKey } from '../../../server/mail/sync-mail-account';
import { createOrganizationWithOwner } from '../../../server/onboarding/create-organization';

const MIGRATION = '20261130150000_mail_idempotency_keys_by_address';

/** The key the sync wrote before: the account's id, the message id (hashed when long) and the content. */
function oldKey(accountId: string, messageId: string, content: Buffer): string {
  const id = messageId.length <= 80 ? messageId : createHash('sha256').update(messageId).digest('hex').slice(0, 40);
  return `mail:${accountId}:${id}:${createHash('sha256').update(content).digest('hex')}`;
}

let db: Database;

beforeAll(async () => {
  db = await createDatabaseBefore(MIGRATION);
});

afterAll(async () => {
  await db?.close();
});

test('documents of a connected mailbox get the key a reconnection looks for; the same mailbox of two members keeps one document per key', async () => {
  const now = new Date('2026-11-20T09:00:00Z');
  const { prisma } = db;
  const owner = (email: string) =>
    prisma.$transaction((tx) =>
      createOrganizationWithOwner(tx, { email, fullName: 'Owner', companyName: null, passwordHash: null, locale: 'en', emailVerifiedAt: now }, now, {
        ip: null,
        userAgent: null,
      }),
    );
  const { user } = await owner('alice@paraphe.test');
  const colleague = await prisma.user.create({ data: { organizationId: user.organizationId, email: 'bob@paraphe.test', fullName: 'Bob' } });

  const mailbox = 'Shared@Example.test';
  const filed: Array<{ id: string; messageId: string; content: Buffer; key: string }> = [];
  for (const [index, userId] of [user.id, colleague.id].entries()) {
    const account = await prisma.mailAccount.create({ data: { organizationId: user.organizationId, userId, email: mailbox.toLowerCase(), provider: 'IMAP' } });
    for (const messageId of ['<contract@acme.example>', `imap:1796049038:${index + 7}`, `<${'long'.repeat(30)}@acme.example>`]) {
      const message = await prisma.mailMessage.create({
        data: { accountId: account.id, organizationId: user.organizationId, messageId, receivedAt: now, processed: true },
      });
      const content = Buffer.from(`The content of ${messageId}`);
      // Written in SQL: the client knows columns this older schema does not have yet.
      const [document] = await db.sql.query<{ id: string; idempotencyKey: string }>(
        `INSERT INTO "Document" ("id", "organizationId", "title", "type", "source", "storagePath", "originalFilename", "mimeType", "sizeBytes",
           "sha256", "idempotencyKey", "mailMessageId", "createdAt", "updatedAt")
         VALUES ($1::uuid, $2::uuid, $3, 'Document', 'MAIL', $4, 'contract.txt', 'text/plain', $5, $6, $7, $8::uuid, $9, $9)
         RETURNING "id", "idempotencyKey"`,
        [
          randomUUID(),
          user.organizationId,
          messageId,
          `documents/${index}/${message.id}`,
          content.length,
          createHash('sha256').update(content).digest('hex'),
          oldKey(account.id, messageId, content),
          message.id,
          new Date(now.getTime() + index * 1000),
        ],
      );
      filed.push({ id: document.id, messageId, content, key: document.idempotencyKey });
    }
  }

  await applyMigrations(db.sql);

  const keys = new Map((await prisma.document.findMany()).map((document) => [document.id, document.idempotencyKey]));
  // Alice's documents, the older ones, now carry the new key; Bob's copy of the same message keeps its old one.
  for (const document of filed.slice(0, 3)) expect(keys.get(document.id)).toBe(attachmentIdempotencyKey(mailbox, document.messageId, document.content));
  expect(keys.get(filed[4].id)).toBe(attachmentIdempotencyKey(mailbox, filed[4].messageId, filed[4].content));
  for (const document of [filed[3], filed[5]]) expect(keys.get(document.id)).toBe(document.key);
});
