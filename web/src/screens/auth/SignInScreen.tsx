import { Alert, Box, Button, Checkbox, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, useLocation, useNavigate, useSearchParams, type Location } from 'react-router';
import { magicLinkRules, signInRules } from '../../auth-rules';
import { isServerPath, sameOriginPath } from '../../../../server/shared/next-path';
import type { SignInScreenQuery } from '../../__generated__/SignInScreenQuery.graphql';
import { sessionChanged } from '../../relay/environment';
import { AuthCard } from './AuthCard';
import { commitAsync, useRequestMagicLinkMutation, useRequestPasswordResetMutation, useSignInMutation, useVerifyTotpMutation } from './authMutations';
import { useResendVerification } from './useResendVerification';
import { ruleMessage, useAuthFeedback } from './authFeedback';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';
import { PasswordInput } from './PasswordInput';
import { ProviderButtons } from './ProviderButtons';
import { useFieldErrors } from './useFieldErrors';
import { useProviderErrorToast } from './useProviderErrorToast';

export const signInScreenQuery = graphql`
  query SignInScreenQuery {
    viewer {
      role
    }
    authProviders {
      ...ProviderButtons_providers
    }
  }
`;

type Mode = 'normal' | 'forgot' | 'magic' | 'mfa';

const TITLES: Record<Mode, [string, string]> = {
  normal: ['auth.signIn.title', 'auth.signIn.subtitle'],
  forgot: ['auth.forgot.title', 'auth.forgot.hint'],
  magic: ['auth.magic.title', 'auth.magic.hint'],
  mfa: ['auth.mfa.title', 'auth.mfa.hint'],
};

/** Where the session guard was sent from, else the `next` path of this origin (the server sends GraphiQL's here), else the dashboard. */
function destination(location: Location, params: URLSearchParams): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : (sameOriginPath(params.get('next')) ?? '/dashboard');
}

/** A path of the server (`/graphql`) is loaded in full; a screen of the app, by the router. */
function useGoTo() {
  const navigate = useNavigate();
  return (path: string) => (isServerPath(path) ? window.location.replace(path) : navigate(path, { replace: true }));
}

export function SignInScreen() {
  const data = usePreloadedQuery<SignInScreenQuery>(signInScreenQuery, useLoaderData() as PreloadedQuery<SignInScreenQuery>);
  const intl = useIntl();
  const goTo = useGoTo();
  const location = useLocation();
  const [params] = useSearchParams();
  const feedback = useAuthFeedback();
  const [mode, setMode] = useState<Mode>(params.get('mfa') ? 'mfa' : 'normal');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [code, setCode] = useState('');
  const [factorId, setFactorId] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const credentials = useMemo(() => ({ email, password }), [email, password]);
  // The link modes ask for the address alone, with the rule of emailed links.
  const { errors, setErrors, check } = useFieldErrors(mode === 'normal' ? signInRules : magicLinkRules, credentials);
  const [signIn, signingIn] = useSignInMutation();
  const [verifyTotp, verifying] = useVerifyTotpMutation();
  const [requestReset, sendingReset] = useRequestPasswordResetMutation();
  const [requestMagicLink, sendingLink] = useRequestMagicLinkMutation();
  const [resendVerification, resending] = useResendVerification();
  const [unverified, setUnverified] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  useProviderErrorToast('auth.failures.oauthSignIn');

  const next = destination(location, params);
  // Already signed in (the session renewed by its refresh cookie, say): straight on to the destination.
  const leaveForServer = !!data.viewer && !signedIn && isServerPath(next);
  useEffect(() => {
    if (leaveForServer) window.location.replace(next);
  }, [leaveForServer, next]);
  if (data.viewer && !signedIn) return leaveForServer ? null : <Navigate to={next} replace />;

  const welcome = () => {
    setSignedIn(true);
    sessionChanged(true);
    feedback.success('auth.toast.welcomeBack');
    goTo(next);
  };

  const switchMode = (next: Mode) => {
    setErrors({});
    setMode(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (honeypot) return;
    if (mode === 'mfa') {
      try {
        const { verifyTotp: result } = await commitAsync(verifyTotp, { factorId, code });
        if (result.__typename === 'MutationVerifyTotpSuccess') welcome();
        else feedback.error(result, 'auth.failures.signIn');
      } catch {
        feedback.error(null, 'auth.failures.signIn');
      }
      return;
    }
    if (mode === 'forgot' || mode === 'magic') {
      if (!check()) return;
      const fallback = mode === 'forgot' ? 'auth.failures.resetLink' : 'auth.failures.magicLink';
      try {
        const result =
          mode === 'forgot'
            ? (await commitAsync(requestReset, { email })).requestPasswordReset
            : (await commitAsync(requestMagicLink, { input: { email } })).requestMagicLink;
        if (result.__typename.endsWith('Success')) {
          if (mode === 'forgot') feedback.success('auth.toast.resetLinkSent', 'auth.toast.resetLinkSentBody');
          else feedback.success('auth.toast.magicLinkSent', 'auth.toast.magicLinkSentBody');
        } else feedback.error(result, fallback);
      } catch {
        feedback.error(null, fallback);
      }
      return;
    }
    if (!check()) return;
    try {
      const { signIn: result } = await commitAsync(signIn, { input: { email, password, rememberMe } });
      if (result.__typename !== 'MutationSignInSuccess') {
        setUnverified('code' in result && result.code === 'EMAIL_NOT_CONFIRMED');
        feedback.error(result, 'auth.failures.signIn');
      } else if (result.result?.status === 'MFA_REQUIRED') {
        setFactorId(result.result?.factorId ?? null);
        switchMode('mfa');
      } else welcome();
    } catch {
      feedback.error(null, 'auth.failures.signIn');
    }
  };

  const [titleId, subtitleId] = TITLES[mode];
  const busy = signingIn || verifying || sendingReset || sendingLink;

  return (
    <AuthCard titleId={titleId} subtitleId={subtitleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Honeypot value={honeypot} onChange={setHoneypot} />
          {unverified && mode === 'normal' && (
            <Alert.Root status="warning" data-testid="unverified">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="auth.unverified.title" />
                </Alert.Title>
                <Button size="xs" variant="outline" mt="2" onClick={() => void resendVerification(email)} loading={resending} data-testid="resend-verification">
                  <FormattedMessage id="auth.unverified.resend" />
                </Button>
              </Alert.Content>
            </Alert.Root>
          )}
          {mode === 'mfa' ? (
            <FormField
              label={intl.formatMessage({ id: 'auth.fields.code' })}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          ) : (
            <FormField
              label={intl.formatMessage({ id: 'auth.fields.email' })}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={ruleMessage(intl, errors.email)}
            />
          )}
          {mode === 'normal' && (
            <>
              <FormField label={intl.formatMessage({ id: 'auth.fields.password' })} error={ruleMessage(intl, errors.password)}>
                <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </FormField>
              <HStack justify="space-between" wrap="wrap" rowGap="1">
                <Checkbox.Root whiteSpace="nowrap" checked={rememberMe} onCheckedChange={(change) => setRememberMe(change.checked === true)}>
                  <Checkbox.HiddenInput name="rememberMe" />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <FormattedMessage id="auth.signIn.rememberMe" />
                  </Checkbox.Label>
                </Checkbox.Root>
                <Button variant="plain" size="sm" color="brand.700" onClick={() => switchMode('forgot')}>
                  <FormattedMessage id="auth.signIn.forgotPassword" />
                </Button>
              </HStack>
            </>
          )}
          <Button type="submit" colorPalette="brand" loading={busy}>
            <FormattedMessage id={{ normal: 'auth.signIn.submit', forgot: 'auth.forgot.submit', magic: 'auth.magic.submit', mfa: 'auth.mfa.submit' }[mode]} />
          </Button>
          {mode === 'normal' ? (
            <Button variant="ghost" size="sm" onClick={() => switchMode('magic')}>
              <FormattedMessage id="auth.signIn.useMagicLink" />
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => switchMode('normal')}>
              ← <FormattedMessage id="auth.signIn.back" />
            </Button>
          )}
        </Stack>
      </form>
      {mode === 'normal' && <ProviderButtons providers={data.authProviders} intent="signin" next={next} />}
      <Text textAlign="center" fontSize="sm">
        <FormattedMessage id="auth.signIn.noAccount" />{' '}
        <ChakraLink asChild color="brand.700" fontWeight="medium">
          <Link to="/auth/signup">
            <FormattedMessage id="auth.signIn.signUpLink" />
          </Link>
        </ChakraLink>
      </Text>
      {import.meta.env.DEV && (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3" fontSize="sm" data-testid="rate-limit-debug">
          <Text fontWeight="medium">
            <FormattedMessage id="auth.debug.title" />
          </Text>
          <Text color="fg.muted">
            <FormattedMessage id="auth.debug.status" />
          </Text>
          <Text color="fg.muted">
            <FormattedMessage id="auth.debug.reset" />
          </Text>
        </Box>
      )}
    </AuthCard>
  );
}
