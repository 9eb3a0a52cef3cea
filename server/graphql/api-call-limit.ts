import type { GraphQLError } from 'graphql';
import type { Caller } from '../auth/identify-caller';
import type { Services } from '../services';
import { wordRefusal } from '../error-messages';
import type { Locale } from '../shared/locale';
import { requestRefusal } from './persisted-operations';

/**
 * Counts a GraphQL operation made with an API key against its organization's plan, as a REST call
 * is counted (the same counters: the doors share one allowance). Sessions and visitors are not
 * counted here. Returns the RateLimit headers, or the refusal past the limit, worded in the caller's
 * language as REST words it.
 */
export async function countApiCall(
  services: Services,
  caller: Caller,
  locale: Locale,
): Promise<{ headers: Record<string, string> } | { refusal: GraphQLError } | null> {
  const counted = await services.apiRateLimits.countApiKeyCall(caller);
  if (!counted) return null;
  if (!counted.refusal) return { headers: counted.headers };
  return {
    refusal: requestRefusal(counted.refusal.code, wordRefusal(locale, counted.refusal.code, { retryAfterSeconds: counted.refusal.retryAfterSeconds }), {
      headers: counted.headers,
    }),
  };
}
