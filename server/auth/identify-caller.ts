import { authenticateApiKey } from '../api-keys/authenticate-api-key';
import type { Plan } from '../db/generated/client';
import type { Services } from '../services';
import { readAccess, type Access, type ViewerRequest } from './read-access';

/** Who is calling and how, decided once per request and the same on every door (HTTP POST, GET, WebSocket). */
export interface Caller extends Access {
  /**
   * The caller is a browser session (its access cookie, live or just expired): in production it may
   * run only the web app's persisted operations. API keys and visitors may send documents.
   */
  persistedOnly: boolean;
  /** The API key making the call, when one is. */
  apiKeyId: string | null;
  /** The plan of the API key's organization (its calls are counted against it); null for sessions and visitors. */
  plan: Plan | null;
  /** A bearer token was sent that is no live API key: refused (401), never answered as a visitor. */
  invalidKey: boolean;
}

const BEARER = /^bearer\s/i;

export async function identifyCaller(request: ViewerRequest, services: Services): Promise<Caller> {
  const authorization = request.header('authorization');
  // An API key, when sent, is the caller: a cookie riding along never widens what the request may do.
  if (BEARER.test(authorization ?? '')) {
    const key = await authenticateApiKey(services, authorization);
    return {
      viewer: key?.viewer ?? null,
      expired: false,
      persistedOnly: false,
      apiKeyId: key?.apiKeyId ?? null,
      plan: key?.plan ?? null,
      invalidKey: key === null,
    };
  }
  // The cookie as the parser reads it, not as it is spelled: what authenticates the caller is what decides.
  const access = readAccess(request, services);
  return {
    ...access,
    persistedOnly: services.config.isProduction && (access.viewer !== null || access.expired),
    apiKeyId: null,
    plan: null,
    invalidKey: false,
  };
}
