import type { MailProvider } from '../../../server/db/generated/client';
import { sealCredentials } from '../../../server/mail/mail-credentials';
import type { TestApp } from '../../support/test-app';
import type { FakeMailApi } from './fake-mail-apis';

export const ACCOUNTS = `{ mailAccounts { id email provider status lastSyncAt lastError } }`;
export const TEST_CONNECTION = `mutation ($id: ID!) {
  testMailAccountConnection(id: $id) { __typename ... on MutationTestMailAccountConnectionSuccess { result { ok error } } ... on Error { code } }
}`;
export const MESSAGES = `query ($accountId: ID) {
  mailMessages(accountId: $accountId) {
    messageId fromAddress fromName subject receivedAt hasAttachments attachmentNames processed
    documents { title source sender { email } }
  }
}`;

/** A Gmail or Microsoft mailbox as the OAuth callback leaves it: ACTIVE, its tokens sealed, valid for an hour. */
export async function connectOAuthAccount(app: TestApp, userId: string, provider: MailProvider, email: string, api: FakeMailApi) {
  const user = await app.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const now = app.clock.now();
  const credentials = sealCredentials(
    { kind: 'oauth', accessToken: api.accessToken, refreshToken: api.refreshToken, expiresAt: now.getTime() + 3600_000, scope: 'mail' },
    app.config.ENCRYPTION_KEY,
  );
  return app.db.prisma.mailAccount.create({
    data: { organizationId: user.organizationId, userId, email, provider, status: 'ACTIVE', credentials, createdAt: now, updatedAt: now },
  });
}

/** The account row as stored, every column as text. */
export async function storedRow(app: TestApp, accountId: string): Promise<string> {
  const rows = await app.db.sql.query<Record<string, unknown>>(`SELECT * FROM "MailAccount" WHERE id = $1`, [accountId]);
  return JSON.stringify(rows[0], (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

export async function mailDocuments(app: TestApp) {
  return app.db.prisma.document.findMany({
    where: { source: 'MAIL' },
    include: { sender: true },
    orderBy: [{ createdAt: 'asc' }, { originalFilename: 'asc' }],
  });
}
