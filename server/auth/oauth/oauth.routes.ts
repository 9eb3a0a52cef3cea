import { randomBytes } from 'node:crypto';
import { parse as parseCookies, serialize } from 'cookie';
import express from 'express';
import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile as GoogleProfile } from 'passport-google-oauth20';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { isLocalRequest } from '../../security/loopback';
import { refuseUnstorableText } from '../../security/refuse-unstorable-text';
import { signClaims, verifyClaims } from '../access-token';
import type { AuthCall } from '../auth-call';
import { RateLimited } from '../auth-errors';
import { pickLocale } from '../../shared/locale';
import { recordProviderFailure, signInWithProvider, type ProviderProfile } from './oauth-sign-in';
import { linkIdentity, type LinkingMember } from './link-identity';
import { readAccess } from '../read-access';
import { oauthProviderStatus, type OAuthProvider } from './providers';
import { escapeHtml } from '../../http/html';
import { sameOriginPath } from '../../shared/next-path';

/** Where the browser goes back to, and for which screen, kept across the provider round trip. */
interface OAuthJourney {
  provider: OAuthProvider;
  state: string;
  intent: Intent;
  next: string;
  exp: number;
  /** Linking from the account page: the member and the session that asked. */
  member?: LinkingMember;
}

const INTENTS = ['signin', 'signup', 'simple', 'link'] as const;
type Intent = (typeof INTENTS)[number];
/** Where each journey starts from, and goes back to when it fails. */
const HOME: Record<Intent, string> = { signin: '/auth/signin', signup: '/auth/signup', simple: '/simple-auth', link: '/account' };

const JOURNEY_COOKIE = 'paraphe_oauth';
const JOURNEY_TTL_S = 10 * 60;
const MICROSOFT_METADATA = (tenant: string) => `https://login.microsoftonline.com/${tenant}/v2.0/.well-known/openid-configuration`;

/** Only same-site paths, never another origin. */
/** Where the person goes after signing in with a provider: a path of this origin (`sameOriginPath`), else the fallback. */
const safeNext = (value: unknown, fallback: string) => sameOriginPath(value) ?? fallback;

function authCall(services: Services, req: express.Request, res: express.Response): AuthCall & { flush(): void } {
  const responseCookies: string[] = [];
  return {
    services,
    ip: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    locale: pickLocale(null, req.get('accept-language') ?? null),
    cookies: parseCookies(req.get('cookie') ?? ''),
    responseCookies,
    flush: () => responseCookies.forEach((line) => res.append('set-cookie', line)),
  };
}

/**
 * Google and Microsoft sign-in on plain routes (Passport strategies), and the development outbox.
 * Microsoft's strategy (passport-azure-ad, node-jose and their dependencies) is loaded only when
 * Microsoft sign-in is configured.
 */
export async function authRouter(services: Services): Promise<express.Router> {
  const { config } = services;
  const router = express.Router();
  router.use('/auth', refuseUnstorableText);
  const passport = new Passport();
  const configured = oauthProviderStatus(config);
  const journeyCookie = (value: string, maxAge: number) =>
    // Lax: the provider sends the browser back with a cross-site navigation.
    serialize(JOURNEY_COOKIE, value, { httpOnly: true, secure: config.isProduction, sameSite: 'lax', path: '/auth', maxAge });
  const readJourney = (req: express.Request): OAuthJourney | null => {
    const token = parseCookies(req.get('cookie') ?? '')[JOURNEY_COOKIE];
    return token ? verifyClaims<OAuthJourney>('oauth', token, config.SESSION_SECRET, services.clock.now().getTime()) : null;
  };

  if (configured.google) {
    passport.use(
      new GoogleStrategy(
        {
          clientID: config.GOOGLE_CLIENT_ID!,
          clientSecret: config.GOOGLE_CLIENT_SECRET!,
          callbackURL: `${config.PUBLIC_URL}/auth/google/callback`,
          ...(config.GOOGLE_AUTHORIZATION_URL ? { authorizationURL: config.GOOGLE_AUTHORIZATION_URL } : {}),
          ...(config.GOOGLE_TOKEN_URL ? { tokenURL: config.GOOGLE_TOKEN_URL } : {}),
          ...(config.GOOGLE_USERINFO_URL ? { userProfileURL: config.GOOGLE_USERINFO_URL } : {}),
          // The state lives in the signed journey cookie (no server session).
          store: {
            store: (req: express.Request, _meta: unknown, done: (err: Error | null, state?: string) => void) =>
              done(null, (req as JourneyRequest).journeyState),
            verify: (req: express.Request, state: string, done: (err: Error | null, ok?: boolean, info?: unknown) => void) => {
              const journey = readJourney(req);
              done(null, Boolean(journey && journey.provider === 'google' && journey.state === state), { message: 'Invalid state' });
            },
          } as never,
        },
        (_accessToken: string, _refreshToken: string, profile: GoogleProfile, done: (err: Error | null, user?: ProviderProfile) => void) => {
          const json = profile._json as { email?: string; email_verified?: boolean | string };
          done(null, {
            provider: 'google',
            providerUserId: profile.id,
            email: json.email ?? profile.emails?.[0]?.value ?? null,
            emailVerified: json.email_verified === true || json.email_verified === 'true',
            fullName: profile.displayName || null,
          });
        },
      ),
    );
  }

  if (configured.microsoft) {
    const { OIDCStrategy } = await import('passport-azure-ad');
    const key = Buffer.from(config.SESSION_SECRET).toString('base64').slice(0, 32);
    const iv = Buffer.from(config.SESSION_SECRET).toString('hex').slice(0, 12);
    passport.use(
      'microsoft',
      new OIDCStrategy(
        {
          identityMetadata: config.MICROSOFT_METADATA_URL ?? MICROSOFT_METADATA(config.MICROSOFT_TENANT),
          clientID: config.MICROSOFT_CLIENT_ID!,
          clientSecret: config.MICROSOFT_CLIENT_SECRET!,
          responseType: 'code',
          responseMode: 'query',
          redirectUrl: `${config.PUBLIC_URL}/auth/microsoft/callback`,
          allowHttpForRedirectUrl: !config.isProduction,
          // The multi-tenant endpoint has no single issuer; signatures and audience are still checked.
          validateIssuer: false,
          passReqToCallback: false,
          scope: ['openid', 'profile', 'email'],
          useCookieInsteadOfSession: true,
          cookieEncryptionKeys: [{ key, iv }],
          cookieSameSite: true,
          loggingNoPII: true,
          loggingLevel: 'error',
        } as never,
        (
          _iss: string,
          sub: string,
          profile: { oid?: string; displayName?: string; _json?: Record<string, unknown> },
          done: (err: Error | null, user?: ProviderProfile) => void,
        ) => {
          const claims = profile._json ?? {};
          const email = (claims.email ?? claims.preferred_username ?? null) as string | null;
          done(null, {
            provider: 'microsoft',
            providerUserId: profile.oid ?? sub,
            email,
            emailVerified: Boolean(email) && claims.email_verified !== false,
            fullName: profile.displayName ?? ((claims.name as string | undefined) || null),
          });
        },
      ),
    );
  }

  // passport-azure-ad reads req.cookies and writes res.cookie; express gives the latter.
  router.use('/auth', (req, _res, next) => {
    (req as express.Request & { cookies?: Record<string, string | undefined> }).cookies ??= parseCookies(req.get('cookie') ?? '');
    next();
  });

  for (const provider of ['google', 'microsoft'] as const) {
    router.get(`/auth/${provider}`, (req, res, next) => {
      const intent = INTENTS.find((candidate) => candidate === req.query.intent) ?? 'signin';
      if (!configured[provider]) {
        res.redirect(303, `${HOME[intent]}?error=PROVIDER_NOT_CONFIGURED&provider=${provider}`);
        return;
      }
      let member: LinkingMember | undefined;
      if (intent === 'link') {
        const { viewer } = readAccess({ header: (name) => req.get(name) ?? null, transport: 'http', method: 'GET' }, services);
        if (!viewer?.sessionId || viewer.enrolmentOnly) {
          res.redirect(303, `/auth/signin?next=${encodeURIComponent('/account')}`);
          return;
        }
        member = { userId: viewer.userId, sessionId: viewer.sessionId };
      }
      const state = randomBytes(24).toString('base64url');
      const journey: OAuthJourney = {
        provider,
        state,
        intent,
        next: safeNext(req.query.next, intent === 'simple' || intent === 'link' ? '/account' : '/dashboard'),
        exp: Math.floor(services.clock.now().getTime() / 1000) + JOURNEY_TTL_S,
        ...(member ? { member } : {}),
      };
      res.append('set-cookie', journeyCookie(signClaims('oauth', journey, config.SESSION_SECRET), JOURNEY_TTL_S));
      (req as JourneyRequest).journeyState = state;
      passport.authenticate(provider, { session: false, scope: provider === 'google' ? ['openid', 'email', 'profile'] : undefined, prompt: 'select_account' })(
        req,
        res,
        next,
      );
    });

    router.get(`/auth/${provider}/callback`, (req, res, next) => {
      const journey = readJourney(req);
      const call = authCall(services, req, res);
      const linking = journey?.intent === 'link';
      // A sign-in finishes on the callback screen; linking goes straight back to the account page.
      const back = (query: string) => {
        res.append('set-cookie', journeyCookie('', 0));
        call.flush();
        res.redirect(303, linking ? `${HOME.link}?${query}` : `/auth/callback?${query}`);
      };
      const failed = async (code: string, extra = '', counted = false) => {
        if (!counted) await recordProviderFailure(call);
        back(`error=${code}&provider=${provider}&intent=${journey?.intent ?? 'signin'}${extra}`);
      };
      if (!configured[provider] || !journey || journey.provider !== provider) {
        void failed('OAUTH_FAILED');
        return;
      }
      passport.authenticate(provider, { session: false }, async (error: unknown, profile: ProviderProfile | false) => {
        if (error || !profile) {
          if (error) services.logger.warn({ err: error, provider }, 'provider sign-in failed');
          await failed('OAUTH_FAILED');
          return;
        }
        try {
          if (linking) {
            await linkIdentity(call, journey.member!, profile);
            back(`linked=${provider}`);
            return;
          }
          const outcome = await signInWithProvider(call, profile);
          back(
            outcome.status === 'MFA_REQUIRED'
              ? `mfa=1&next=${encodeURIComponent(journey.next)}`
              : `next=${encodeURIComponent(journey.next)}&intent=${journey.intent}`,
          );
        } catch (caught) {
          // signInWithProvider has already counted its own failures.
          if (caught instanceof RateLimited) await failed('RATE_LIMITED', `&minutes=${caught.retryAfterMinutes}`, true);
          // Linking is asked by a signed-in member: each refusal says why.
          else if (caught instanceof AppError && linking) back(`error=${caught.code}&provider=${provider}&intent=link`);
          // The organization forbidding this provider is said as such; other refusals stay vague.
          else if (caught instanceof AppError) await failed(caught.code === 'SIGN_IN_METHOD_NOT_ALLOWED' ? caught.code : 'OAUTH_FAILED', '', true);
          else next(caught);
        }
      })(req, res, next);
    });
  }

  if (!config.isProduction) {
    // Reset links are in there: only a browser on this machine may read it.
    router.get('/auth/dev/outbox', (req, res, next) => {
      if (!isLocalRequest(req.socket.remoteAddress, req.get('x-forwarded-for'))) return next();
      const items = services.mailer
        .outbox()
        .map(
          (mail) =>
            `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)}, ${mail.sentAt.toISOString()}</p><pre>${escapeHtml(mail.text).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</pre></article>`,
        )
        .join('<hr>');
      res
        .type('html')
        .send(
          `<!doctype html><meta charset="utf-8"><title>Paraphe outbox</title><body style="font-family:sans-serif;max-width:50rem;margin:2rem auto"><h1>Development outbox</h1>${items || '<p>No mail yet.</p>'}</body>`,
        );
    });
  }

  return router;
}

type JourneyRequest = express.Request & { journeyState?: string };
