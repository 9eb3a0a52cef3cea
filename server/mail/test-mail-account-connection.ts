import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { openCredentials } from './mail-credentials';
import type { MailConnectionSettings } from './mail-provider';
import { mailProviderDriver } from './mail-providers';
import { ownMailAccount } from './own-mail-account';
import { saveMailCredentials } from './sync-mail-account';

export interface ConnectionTestResult {
  ok: boolean;
  /** An error code (MAIL_AUTH_FAILED, MAIL_CONNECTION_FAILED…), null when it worked. */
  error: string | null;
}

/** Tries to sign in to one of the caller's mailboxes with its stored credentials (OAuth tokens refreshed and saved as needed). */
export async function testMailAccountConnection(services: Services, viewer: Viewer | null, accountId: string): Promise<ConnectionTestResult> {
  const caller = assertCan(viewer, 'mailbox.manage');
  const account = await ownMailAccount(services, caller, accountId);
  const driver = mailProviderDriver(account.provider);
  if (!account.credentials) return { ok: false, error: 'MAIL_NOT_CONNECTED' };
  if (!driver) return { ok: false, error: 'MAIL_PROVIDER_NOT_SUPPORTED' };
  try {
    await driver.testConnection(
      services,
      account as MailConnectionSettings,
      openCredentials(account.credentials, services.config.ENCRYPTION_KEY),
      (credentials) => saveMailCredentials(services, account.id, credentials),
    );
    return { ok: true, error: null };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.code };
    services.logger.warn({ accountId: account.id, err: (error as Error)?.message }, 'mail connection test failed');
    return { ok: false, error: 'MAIL_CONNECTION_FAILED' };
  }
}
