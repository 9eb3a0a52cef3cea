import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '../db/generated/client';

/** Claims of the short-lived access token carried in the httpOnly `paraphe_at` cookie. */
export interface AccessClaims {
  sub: string;
  org: string;
  role: Role;
  sid: string;
  aal: 1 | 2;
  locale: 'fr' | 'en';
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The organization requires a second factor the member has not enrolled yet: enrolment is all this session may do. */
  enrol?: true;
}

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function sign(purpose: string, body: string, secret: string): string {
  return createHmac('sha256', secret).update(`paraphe.${purpose}.${body}`).digest('base64url');
}

/** A compact HMAC-signed claim set; `purpose` keeps one kind of token from being used as another. */
export function signClaims<T extends { exp: number }>(purpose: string, claims: T, secret: string): string {
  const body = encode(JSON.stringify(claims));
  return `${body}.${sign(purpose, body, secret)}`;
}

/** Returns the claims of a well-signed, unexpired token, otherwise null. */
export function verifyClaims<T extends { exp: number }>(purpose: string, token: string, secret: string, nowMs: number): T | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(purpose, body, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    return typeof claims.exp === 'number' && claims.exp * 1000 > nowMs ? claims : null;
  } catch {
    return null;
  }
}

export function signAccessToken(claims: AccessClaims, secret: string): string {
  return signClaims('at', claims, secret);
}

export function verifyAccessToken(token: string, secret: string, nowMs = Date.now()): AccessClaims | null {
  return verifyClaims<AccessClaims>('at', token, secret, nowMs);
}
