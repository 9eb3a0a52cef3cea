import type { Config } from '../config';

export type OAuthMailProvider = 'GMAIL' | 'MICROSOFT';

export interface ProviderEndpoints {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  scope: string;
  extraParams: Record<string, string>;
}

export const GMAIL_SCOPE = 'openid email https://www.googleapis.com/auth/gmail.readonly';
export const MICROSOFT_MAIL_SCOPE = 'openid email offline_access https://graph.microsoft.com/User.Read https://graph.microsoft.com/Mail.Read';

/** The OAuth client and endpoints for a provider, from the same settings as sign-in; null when not configured. */
export function mailOAuthEndpoints(config: Config, provider: OAuthMailProvider): ProviderEndpoints | null {
  if (provider === 'GMAIL') {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
    return {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authorizationUrl: config.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: config.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      scope: GMAIL_SCOPE,
      // A refresh token, asked for again on every connection (Google gives it only with consent).
      extraParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    };
  }
  if (!config.MICROSOFT_CLIENT_ID || !config.MICROSOFT_CLIENT_SECRET) return null;
  const base = `https://login.microsoftonline.com/${encodeURIComponent(config.MICROSOFT_TENANT)}/oauth2/v2.0`;
  return {
    clientId: config.MICROSOFT_CLIENT_ID,
    clientSecret: config.MICROSOFT_CLIENT_SECRET,
    authorizationUrl: config.MICROSOFT_AUTHORIZATION_URL ?? `${base}/authorize`,
    tokenUrl: config.MICROSOFT_TOKEN_URL ?? `${base}/token`,
    scope: MICROSOFT_MAIL_SCOPE,
    extraParams: { response_mode: 'query', prompt: 'select_account' },
  };
}
