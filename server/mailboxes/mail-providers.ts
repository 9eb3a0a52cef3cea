import type { MailProvider } from '../db/generated/client';
import { imapProvider } from './imap-provider';
import type { MailProviderDriver } from './mail-provider';

/**
 * The providers that can sync. Gmail (Gmail API) and Microsoft (Graph) accounts connect through
 * OAuth already; their drivers plug in here, and the scheduler syncs only providers listed.
 */
const DRIVERS: Partial<Record<MailProvider, MailProviderDriver>> = {
  IMAP: imapProvider,
};

export function mailProviderDriver(provider: MailProvider): MailProviderDriver | null {
  return DRIVERS[provider] ?? null;
}

export function syncedProviders(): MailProvider[] {
  return Object.keys(DRIVERS) as MailProvider[];
}
