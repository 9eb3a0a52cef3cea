import type { MailProvider } from '../db/generated/client';
import { gmailProvider } from './gmail-provider';
import { imapProvider } from './imap-provider';
import type { MailProviderDriver } from './mail-provider';
import { microsoftProvider } from './microsoft-provider';

/**
 * The providers that can sync: IMAP (imapflow), Gmail (Gmail API) and Microsoft (Graph). The
 * scheduler syncs only providers listed here.
 */
const DRIVERS: Partial<Record<MailProvider, MailProviderDriver>> = {
  IMAP: imapProvider,
  GMAIL: gmailProvider,
  MICROSOFT: microsoftProvider,
};

export function mailProviderDriver(provider: MailProvider): MailProviderDriver | null {
  return DRIVERS[provider] ?? null;
}

export function syncedProviders(): MailProvider[] {
  return Object.keys(DRIVERS) as MailProvider[];
}
