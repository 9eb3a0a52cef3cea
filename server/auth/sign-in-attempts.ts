import type { AuthCall } from './auth-call';
import { AuthErrorCode, authError, RateLimited } from './auth-errors';
import { verifyPassword } from './passwords';
import {
  SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY,
  SIGN_IN_PER_ACCOUNT_POLICY,
  SIGN_IN_PER_ADDRESS_POLICY,
  type AttemptPolicy,
  type RateLimiter,
} from './rate-limiter';

const accountAtAddressKey = (account: string, address: string) => `signin:account-address:${account}:${address}`;
const accountKey = (account: string) => `signin:account:${account}`;

interface Counter {
  key: string;
  policy: AttemptPolicy;
  /** Counts failures of this account: forgotten when its owner proves who they are. */
  ofAccount: boolean;
}

/**
 * Failed sign-ins are counted per account and address, per account, and per address (loosely);
 * any one blocked blocks the attempt, so one account's failures never refuse another account.
 */
function counters(call: AuthCall, account: string | null): Counter[] {
  return [
    ...(account
      ? [
          { key: accountAtAddressKey(account, call.ip ?? 'unknown'), policy: SIGN_IN_PER_ACCOUNT_AND_ADDRESS_POLICY, ofAccount: true },
          { key: accountKey(account), policy: SIGN_IN_PER_ACCOUNT_POLICY, ofAccount: true },
        ]
      : []),
    ...(call.ip ? [{ key: `signin:address:${call.ip}`, policy: SIGN_IN_PER_ADDRESS_POLICY, ofAccount: false }] : []),
  ];
}

/** For sign-ins whose credential a provider checked: only refused while a counter is blocked. */
export async function assertSignInAllowed(call: AuthCall, account: string | null): Promise<void> {
  for (const { key } of counters(call, account)) {
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
 * Takes an attempt on every counter before anything is checked, so that a
 * burst of concurrent guesses gets no more checks than the limit allows.
 */
export async function reserveSignInAttempt(call: AuthCall, account: string | null): Promise<SignInAttempt> {
  const { rateLimiter } = call.services;
  const taken: string[] = [];
  let blockedMs = 0;
  for (const { key, policy } of counters(call, account)) {
    const reservation = await rateLimiter.reserve(key, policy);
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

/**
 * The password in use, asked again before a change to the account (its password, its address,
 * leaving the organization): each wrong one counts as a failed sign-in, so a session left open
 * cannot be used to guess it. Accounts without a password are not asked.
 */
export async function confirmCurrentPassword(
  call: AuthCall,
  user: { email: string; passwordHash: string | null },
  password: string | null | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  const attempt = await reserveSignInAttempt(call, user.email);
  if (await verifyPassword(user.passwordHash, password ?? '')) return attempt.succeeded();
  attempt.failed();
  throw authError(AuthErrorCode.wrongPassword, 'The current password is wrong');
}

/** Counts a failure found without a credential check of ours (a provider refused); throws RateLimited past the limit. */
export async function recordSignInFailure(call: AuthCall, account: string | null): Promise<void> {
  let blocked = 0;
  for (const { key, policy } of counters(call, account)) blocked = Math.max(blocked, await call.services.rateLimiter.record(key, policy));
  if (blocked > 0) throw new RateLimited(blocked);
}

/** The owner proved who they are: the account's failures from this address and overall are forgotten. */
export async function clearSignInFailures(call: AuthCall, account: string | null): Promise<void> {
  for (const { key, ofAccount } of counters(call, account)) if (ofAccount) await call.services.rateLimiter.reset(key);
}

/** An operator lifts an account's block, from every address (`npm run auth:reset-limits`). */
export async function forgetSignInFailures(rateLimiter: RateLimiter, account: string): Promise<void> {
  await rateLimiter.resetStartingWith(accountAtAddressKey(account, ''));
  await rateLimiter.reset(accountKey(account));
}
