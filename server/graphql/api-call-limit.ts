import type { GraphQLError } from 'graphql';
import type { Caller } from '../auth/identify-caller';
import type { Services } from '../services';
import { wordRefusal } from '../error-messages';
import type { Locale } from '../shared/locale';
import { requestRefusal } from './persisted-operations';

/**
 * Counts a GraphQL operation made with an API key against its organization's plan, as a REST call
 * is counted (the same counters: the doors share one allowance), and one made with an unknown or
 * revoked key against its client address (`address`), as REST counts it. Sessions and visitors are
 * not counted here. Returns the RateLimit headers, or the refusal past the limit, worded in the
 * caller's language as REST words it.
 */
export async function countApiCall(
  services: Services,
  caller: Caller,
  locale: Locale,
  address: string | null,
): Promise<{ headers: Record<string, string> } | { refusal: GraphQLError } | null> {
  const counted = await services.apiRateLimits.countCall(caller, address);
  if (!counted) return null;
  if (!counted.refusal) return { headers: counted.headers };
  const { code, retryAfterSeconds } = counted.refusal;
  return { refusal: requestRefusal(code, wordRefusal(locale, code, { retryAfterSeconds }), { headers: counted.headers }) };
}
