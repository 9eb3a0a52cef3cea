import { openSecret, sealSecret } from '../security/secret-box';

/** What a mailbox needs to sign in: never returned by an API nor logged, stored sealed (AES-256-GCM, ENCRYPTION_KEY). */
export type MailCredentials =
  { kind: 'password'; password: string } | { kind: 'oauth'; accessToken: string; refreshToken: string | null; expiresAt: number | null; scope: string | null };

export function sealCredentials(credentials: MailCredentials, encryptionKey: string): string {
  return sealSecret(JSON.stringify(credentials), encryptionKey);
}

export function openCredentials(sealed: string, encryptionKey: string): MailCredentials {
  return JSON.parse(openSecret(sealed, encryptionKey)) as MailCredentials;
}
