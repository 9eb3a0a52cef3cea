import type { Config } from '../../config';

export type OAuthProvider = 'google' | 'microsoft';

export function oauthProviderStatus(config: Config): Record<OAuthProvider, boolean> {
  return { google: Boolean(config.GOOGLE_CLIENT_ID), microsoft: Boolean(config.MICROSOFT_CLIENT_ID) };
}
