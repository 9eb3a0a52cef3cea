import { randomBytes, timingSafeEqual } from 'node:crypto';
import { serialize } from 'cookie';
import { assertCan } from '../access/policy';
import { signClaims, verifyClaims } from '../auth/access-token';
import type { Viewer } from '../access/viewer';
import type { Config } from '../config';
import type { MailAccount } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { sealCredentials, type MailCredentials } from './mail-credentials';
import { enqueueMailSyncs } from './mail-sync-scheduler';
import { mailOAuthEndpoints, type OAuthMailProvider } from './mail-oauth-endpoints';

/** A started authorization lives this long (the signed state's expiry). */
export const MAIL_OAUTH_STATE_TTL_S = 10 * 60;
export const MAIL_OAUTH_CALLBACK_PATH = '/api/mail/oauth/callback';
/** Holds the state's nonce in the browser that started: only that browser's return is accepted. */
export const MAIL_OAUTH_STATE_COOKIE = 'paraphe_mail_oauth';
const STATE_PURPOSE = 'mail-oauth';

interface MailOAuthState {
  /** The user who started it, and their organization: the mailbox is connected for them only. */
  u: string;
  o: string;
  p: OAuthMailProvider;
  n: string;
  exp: number;
}

const redirectUri = (config: Config) => `${config.PUBLIC_URL}${MAIL_OAUTH_CALLBACK_PATH}`;

export interface MailAuthorization {
  authUrl: string;
  state: string;
  /** The Set-Cookie value that binds the return to the calling browser. */
  stateCookie: string;
}

/**
 * The provider's return is a cross-site navigation, so the Strict session cookie never comes with
 * it: a Lax cookie, limited to the callback and to the state's lifetime, stands for the browser.
 */
export const mailOAuthStateCookie = (config: Config, nonce: string, maxAge: number) =>
  serialize(MAIL_OAUTH_STATE_COOKIE, nonce, { httpOnly: true, secure: config.isProduction, sameSite: 'lax', path: MAIL_OAUTH_CALLBACK_PATH, maxAge });

/**
 * Starts connecting a Gmail or Microsoft mailbox: the provider's consent page, a state signed with
 * SESSION_SECRET that binds the answer to the caller for ten minutes, and the cookie that binds it
 * to the caller's browser.
 */
export function startMailOAuth(services: Services, viewer: Viewer | null, provider: string): MailAuthorization {
  const caller = assertCan(viewer, 'mailbox.manage');
  if (provider !== 'GMAIL' && provider !== 'MICROSOFT') throw new AppError('MAIL_PROVIDER_NOT_SUPPORTED', `No OAuth connection for ${provider}`);
  const endpoints = mailOAuthEndpoints(services.config, provider);
  if (!endpoints) throw new AppError('MAIL_PROVIDER_NOT_CONFIGURED', `${provider} is not configured on this server`);
  const claims: MailOAuthState = {
    u: caller.userId,
    o: caller.organizationId,
    p: provider,
    n: randomBytes(16).toString('base64url'),
    exp: Math.floor(services.clock.now().getTime() / 1000) + MAIL_OAUTH_STATE_TTL_S,
  };
  const state = signClaims(STATE_PURPOSE, claims, services.config.SESSION_SECRET);
  const url = new URL(endpoints.authorizationUrl);
  const params = {
    client_id: endpoints.clientId,
    redirect_uri: redirectUri(services.config),
    response_type: 'code',
    scope: endpoints.scope,
    state,
    ...endpoints.extraParams,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { authUrl: url.toString(), state, stateCookie: mailOAuthStateCookie(services.config, claims.n, MAIL_OAUTH_STATE_TTL_S) };
}

async function requestJson(services: Services, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(services.config.REMOTE_FETCH_TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw new AppError('MAIL_OAUTH_FAILED', `The provider could not be reached (${new URL(url).host})`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) throw new AppError('MAIL_OAUTH_FAILED', `The provider answered ${response.status} (${new URL(url).host})`);
  return body;
}

/** The mailbox address of the account the tokens belong to. */
async function mailboxAddress(services: Services, provider: OAuthMailProvider, accessToken: string): Promise<string> {
  const { config } = services;
  const url =
    provider === 'GMAIL'
      ? (config.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo')
      : `${(config.MICROSOFT_GRAPH_URL ?? 'https://graph.microsoft.com/v1.0').replace(/\/$/, '')}/me`;
  const profile = await requestJson(services, url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  const email = provider === 'GMAIL' ? profile.email : (profile.mail ?? profile.userPrincipalName);
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email.trim()))
    throw new AppError('MAIL_OAUTH_FAILED', 'The provider did not give a mailbox address');
  return email.trim().toLowerCase();
}

const sameNonce = (cookie: string | undefined, nonce: string) =>
  Boolean(cookie) && cookie!.length === nonce.length && timingSafeEqual(Buffer.from(cookie!), Buffer.from(nonce));

/**
 * The provider sent the browser back: checks the state and that this is the browser that started
 * it (its state cookie), exchanges the code for tokens, reads the mailbox's address and stores the
 * tokens sealed. The session, when the request carries one, must be the user who started it.
 */
export async function completeMailOAuth(
  services: Services,
  viewer: Viewer | null,
  input: { code: string; state: string; stateCookie: string | undefined },
): Promise<MailAccount> {
  const { config, clock } = services;
  const claims = input.state ? verifyClaims<MailOAuthState>(STATE_PURPOSE, input.state, config.SESSION_SECRET, clock.now().getTime()) : null;
  if (!claims) throw new AppError('MAIL_OAUTH_STATE_INVALID', 'The authorization expired or was not issued by this server');
  // Someone else's consent link opened here would connect this browser's mailbox to their organization.
  if (!sameNonce(input.stateCookie, claims.n)) throw new AppError('MAIL_OAUTH_OTHER_BROWSER', 'The authorization was started in another browser');
  if (viewer && viewer.userId !== claims.u) throw new AppError('MAIL_OAUTH_STATE_INVALID', 'The authorization was started by someone else');
  if (!input.code) throw new AppError('MAIL_OAUTH_FAILED', 'The provider sent no authorization code');
  const user = await services.db.prisma.user.findFirst({ where: { id: claims.u, organizationId: claims.o }, select: { id: true } });
  if (!user) throw new AppError('MAIL_OAUTH_STATE_INVALID', 'The user who started the authorization is gone');
  await useStateOnce(services, claims);
  const endpoints = mailOAuthEndpoints(config, claims.p);
  if (!endpoints) throw new AppError('MAIL_PROVIDER_NOT_CONFIGURED', `${claims.p} is not configured on this server`);

  const tokens = await requestJson(services, endpoints.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: redirectUri(config),
      client_id: endpoints.clientId,
      client_secret: endpoints.clientSecret,
    }),
  });
  if (typeof tokens.access_token !== 'string' || !tokens.access_token) throw new AppError('MAIL_OAUTH_FAILED', 'The provider gave no access token');
  const now = clock.now();
  const credentials: MailCredentials = {
    kind: 'oauth',
    accessToken: tokens.access_token,
    refreshToken: typeof tokens.refresh_token === 'string' ? tokens.refresh_token : null,
    expiresAt: typeof tokens.expires_in === 'number' ? now.getTime() + tokens.expires_in * 1000 : null,
    scope: typeof tokens.scope === 'string' ? tokens.scope : null,
  };
  const email = await mailboxAddress(services, claims.p, credentials.accessToken);
  const sealed = sealCredentials(credentials, config.ENCRYPTION_KEY);
  return services.db.prisma.$transaction(async (tx) => {
    const account = await tx.mailAccount.upsert({
      where: { userId_email_provider: { userId: claims.u, email, provider: claims.p } },
      create: { organizationId: claims.o, userId: claims.u, email, provider: claims.p, credentials: sealed, status: 'ACTIVE', createdAt: now, updatedAt: now },
      update: { credentials: sealed, status: 'ACTIVE', lastError: null, lastErrorCode: null, updatedAt: now },
    });
    await tx.auditEvent.create({
      data: {
        organizationId: claims.o,
        actorId: claims.u,
        action: 'mailbox.connected',
        entityType: 'MailAccount',
        entityId: account.id,
        data: { email, provider: claims.p },
        createdAt: now,
      },
    });
    await enqueueMailSyncs(tx, now, account.id);
    return account;
  });
}

/** A state is good for one answer: a second one (a replayed callback address) is refused. */
async function useStateOnce(services: Services, claims: MailOAuthState): Promise<void> {
  const now = services.clock.now();
  const { prisma } = services.db;
  await prisma.mailOAuthStateUse.deleteMany({ where: { expiresAt: { lt: now } } });
  const used = await prisma.mailOAuthStateUse.createMany({ data: [{ nonce: claims.n, expiresAt: new Date(claims.exp * 1000) }], skipDuplicates: true });
  if (used.count === 0) throw new AppError('MAIL_OAUTH_STATE_INVALID', 'This authorization was already used');
}
