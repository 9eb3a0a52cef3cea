import { AppError } from '../errors';
import type { Services } from '../services';
import type { MailCredentials } from './mail-credentials';
import { MICROSOFT_MAIL_SCOPE, mailOAuthEndpoints, type OAuthMailProvider } from './mail-oauth-endpoints';

export type OAuthCredentials = Extract<MailCredentials, { kind: 'oauth' }>;

/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

const LABEL: Record<OAuthMailProvider, string> = { GMAIL: 'Gmail', MICROSOFT: 'Microsoft Graph' };

/** A short OAuth error code from a token endpoint's answer (`invalid_grant`…), never anything else it said. */
function oauthErrorCode(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && /^[a-z_]{1,40}$/.test(error) ? error : null;
}

/**
 * Authenticated calls to a provider's mail API with a connected account's OAuth tokens. An access
 * token that has expired (or that the API answers 401 to) is refreshed once with the refresh token
 * at the provider's token endpoint (GOOGLE_TOKEN_URL / MICROSOFT_TOKEN_URL), and the new tokens
 * are handed to `save` (which stores them sealed). Tokens never appear in errors or logs.
 *
 * Errors: MAIL_AUTH_FAILED when the provider refuses the tokens or the refresh (the mailbox must be
 * connected again), MAIL_CONNECTION_FAILED when it cannot be reached or answers otherwise.
 */
export class OAuthMailClient {
  private credentials: OAuthCredentials;
  private refreshed = false;

  constructor(
    private readonly services: Services,
    private readonly provider: OAuthMailProvider,
    credentials: MailCredentials,
    private readonly save?: (credentials: MailCredentials) => Promise<void>,
  ) {
    if (credentials.kind !== 'oauth') throw new AppError('MAIL_AUTH_FAILED', 'The account has no OAuth tokens: connect the mailbox again');
    this.credentials = credentials;
  }

  private expired(): boolean {
    const { expiresAt } = this.credentials;
    return expiresAt !== null && expiresAt - EXPIRY_MARGIN_MS <= this.services.clock.now().getTime();
  }

  private async send(url: string): Promise<Response> {
    try {
      return await fetch(url, {
        headers: { authorization: `Bearer ${this.credentials.accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.services.config.REMOTE_FETCH_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch {
      throw new AppError('MAIL_CONNECTION_FAILED', `${LABEL[this.provider]} could not be reached (${new URL(url).host})`);
    }
  }

  /** Exchanges the refresh token for a new access token, and saves both. */
  async refresh(): Promise<void> {
    const { services, provider } = this;
    if (!this.credentials.refreshToken) throw new AppError('MAIL_AUTH_FAILED', 'The access to the mailbox expired and cannot be renewed: connect it again');
    const endpoints = mailOAuthEndpoints(services.config, provider);
    if (!endpoints) throw new AppError('MAIL_PROVIDER_NOT_CONFIGURED', `${provider} is not configured on this server`);
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: this.credentials.refreshToken,
      client_id: endpoints.clientId,
      client_secret: endpoints.clientSecret,
      ...(provider === 'MICROSOFT' ? { scope: MICROSOFT_MAIL_SCOPE } : {}),
    });
    let response: Response;
    try {
      response = await fetch(endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(services.config.REMOTE_FETCH_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch {
      throw new AppError('MAIL_CONNECTION_FAILED', `The token endpoint could not be reached (${new URL(endpoints.tokenUrl).host})`);
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status >= 500 || response.status === 429) throw new AppError('MAIL_CONNECTION_FAILED', `The token endpoint answered ${response.status}`);
    if (!response.ok || !body || typeof body.access_token !== 'string' || !body.access_token) {
      const code = oauthErrorCode(body);
      throw new AppError('MAIL_AUTH_FAILED', `The provider refused to renew the access${code ? ` (${code})` : ''}: connect the mailbox again`);
    }
    const now = services.clock.now().getTime();
    this.credentials = {
      kind: 'oauth',
      accessToken: body.access_token,
      // Microsoft rotates refresh tokens; Google keeps the first one.
      refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : this.credentials.refreshToken,
      expiresAt: typeof body.expires_in === 'number' ? now + body.expires_in * 1000 : null,
      scope: typeof body.scope === 'string' ? body.scope : this.credentials.scope,
    };
    this.refreshed = true;
    await this.save?.(this.credentials);
  }

  /** GET `url` with the access token: refreshed first when expired, and once more when the API answers 401. */
  async get(url: string): Promise<Response> {
    if (this.expired()) await this.refresh();
    let response = await this.send(url);
    if (response.status === 401 && !this.refreshed) {
      await response.body?.cancel();
      await this.refresh();
      response = await this.send(url);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new AppError('MAIL_AUTH_FAILED', `${LABEL[this.provider]} refused the access (${response.status}): connect the mailbox again`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AppError('MAIL_CONNECTION_FAILED', `${LABEL[this.provider]} answered ${response.status}`);
    }
    return response;
  }

  async json<T>(url: string): Promise<T> {
    const response = await this.get(url);
    try {
      return (await response.json()) as T;
    } catch {
      throw new AppError('MAIL_CONNECTION_FAILED', `${LABEL[this.provider]} gave an unreadable answer`);
    }
  }
}

/** Where the first sync of an OAuth mailbox starts: MAIL_SYNC_LOOKBACK_DAYS ago. */
export function initialSyncStart(services: Services): number {
  return services.clock.now().getTime() - services.config.MAIL_SYNC_LOOKBACK_DAYS * 24 * 60 * 60 * 1000;
}
