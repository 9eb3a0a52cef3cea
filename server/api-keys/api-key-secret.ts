import { createHash, randomBytes } from 'node:crypto';

/** Keys read `ppk_<8 characters>_<43 characters>`: the first part is shown in lists, the whole is never stored. */
const KEY_PATTERN = /^ppk_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKeySecret {
  key: string;
  prefix: string;
  keyHash: string;
}

export function newApiKeySecret(): NewApiKeySecret {
  const prefix = `ppk_${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8)}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, keyHash: hashApiKey(key) };
}

/** Keys carry 256 random bits: a plain SHA-256 is enough to store them (no guessing to slow down). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
