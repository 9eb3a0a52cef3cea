import type { AuthCall } from './auth-call';
import { RateLimited } from './auth-errors';
import { SIGN_IN_POLICY } from './rate-limiter';

/** Failed sign-ins are counted per account and per IP; either one blocked blocks the attempt. */
function keys(call: AuthCall, account: string | null): string[] {
  return [...(account ? [`signin:account:${account}`] : []), ...(call.ip ? [`signin:ip:${call.ip}`] : [])];
}

export async function assertSignInAllowed(call: AuthCall, account: string | null): Promise<void> {
  for (const key of keys(call, account)) {
    const blocked = await call.services.rateLimiter.blockedFor(key);
    if (blocked > 0) throw new RateLimited(blocked);
  }
}

/** Counts a failure; throws RateLimited when this failure used up the allowance. */
export async function recordSignInFailure(call: AuthCall, account: string | null): Promise<void> {
  let blocked = 0;
  for (const key of keys(call, account)) blocked = Math.max(blocked, await call.services.rateLimiter.record(key, SIGN_IN_POLICY));
  if (blocked > 0) throw new RateLimited(blocked);
}

export async function clearSignInFailures(call: AuthCall, account: string | null, includeIp = false): Promise<void> {
  const all = keys(call, account);
  for (const key of includeIp ? all : all.filter((key) => key.startsWith('signin:account:'))) await call.services.rateLimiter.reset(key);
}
