import type { AuthCall } from './auth-call';
import { RateLimited } from './auth-errors';
import { SIGN_IN_POLICY } from './rate-limiter';

/** Failed sign-ins are counted per account and per IP; either one blocked blocks the attempt. */
function keys(call: AuthCall, account: string | null): string[] {
  return [...(account ? [`signin:account:${account}`] : []), ...(call.ip ? [`signin:ip:${call.ip}`] : [])];
}

/** For sign-ins whose credential a provider checked: only refused while a counter is blocked. */
export async function assertSignInAllowed(call: AuthCall, account: string | null): Promise<void> {
  for (const key of keys(call, account)) {
    const blocked = await call.services.rateLimiter.blockedFor(key);
    if (blocked > 0) throw new RateLimited(blocked);
  }
}

/** An attempt taken before the credential is checked; settled once the answer is known. */
export interface SignInAttempt {
  /** The credential was right: the attempt is given back. */
  succeeded(): Promise<void>;
  /** The credential was wrong: throws RateLimited when this attempt used up the allowance. */
  failed(): void;
}

/**
 * Takes an attempt on the account's and the IP's counters before anything is checked, so that a
 * burst of concurrent guesses gets no more checks than the limit allows.
 */
export async function reserveSignInAttempt(call: AuthCall, account: string | null): Promise<SignInAttempt> {
  const { rateLimiter } = call.services;
  const taken: string[] = [];
  let blockedMs = 0;
  for (const key of keys(call, account)) {
    const reservation = await rateLimiter.reserve(key, SIGN_IN_POLICY);
    if (!reservation.allowed) {
      await Promise.all(taken.map((done) => rateLimiter.refund(done)));
      throw new RateLimited(reservation.blockedMs);
    }
    taken.push(key);
    blockedMs = Math.max(blockedMs, reservation.blockedMs);
  }
  return {
    async succeeded() {
      await Promise.all(taken.map((key) => rateLimiter.refund(key)));
    },
    failed() {
      if (blockedMs > 0) throw new RateLimited(blockedMs);
    },
  };
}

/** Counts a failure found without a credential check of ours (a provider refused); throws RateLimited past the limit. */
export async function recordSignInFailure(call: AuthCall, account: string | null): Promise<void> {
  let blocked = 0;
  for (const key of keys(call, account)) blocked = Math.max(blocked, await call.services.rateLimiter.record(key, SIGN_IN_POLICY));
  if (blocked > 0) throw new RateLimited(blocked);
}

export async function clearSignInFailures(call: AuthCall, account: string | null, includeIp = false): Promise<void> {
  const all = keys(call, account);
  for (const key of includeIp ? all : all.filter((key) => key.startsWith('signin:account:'))) await call.services.rateLimiter.reset(key);
}
