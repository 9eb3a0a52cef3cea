import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2) above OWASP's minimum (m = 19 MiB, t = 2, p = 1). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A fixed hash compared against when the account does not exist, so timing reveals nothing. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('paraphe-decoy-password');
  const target = passwordHash ?? (await decoyHash);
  const matches = await verify(target, password).catch(() => false);
  return passwordHash !== null && matches;
}

let commonPasswords: Set<string> | null = null;

/** The most common passwords (lower-cased), refused at sign-up, reset and change. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}
