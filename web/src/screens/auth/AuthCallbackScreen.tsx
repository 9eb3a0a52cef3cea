import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { toaster } from '../../components/toaster';
import { sessionChanged } from '../../relay/environment';
import { commitAsync, useSignInWithMagicLinkMutation } from './authMutations';
import { useAuthFeedback } from './authFeedback';
import { isServerPath, sameOriginPath } from '../../../../server/shared/next-path';

/**
 * Where magic links and provider sign-ins come back to. Not a screen of its own: it finishes the
 * sign-in, then moves on to the destination, to the second-factor step, or back with the error.
 */
export function AuthCallbackScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const intl = useIntl();
  const feedback = useAuthFeedback();
  const [signInWithMagicLink] = useSignInWithMagicLinkMutation();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const magicToken = params.get('magic_token');
    const error = params.get('error');
    const intent = params.get('intent');
    const welcome = (next: string) => {
      sessionChanged(true);
      feedback.success('auth.toast.welcomeBack');
      // A path of the server (GraphiQL's `/graphql`) is loaded in full; a screen of the app, by the router.
      if (isServerPath(next)) window.location.replace(next);
      else navigate(next, { replace: true });
    };
    if (magicToken) {
      commitAsync(signInWithMagicLink, { token: magicToken })
        .then(({ signInWithMagicLink: result }) => {
          if (result.__typename !== 'MutationSignInWithMagicLinkSuccess') {
            feedback.error(result, 'auth.failures.signIn');
            navigate('/auth/signin', { replace: true });
          } else if (result.result?.status === 'MFA_REQUIRED') navigate('/auth/signin?mfa=1', { replace: true });
          else welcome('/dashboard');
        })
        .catch(() => {
          feedback.error(null, 'auth.failures.signIn');
          navigate('/auth/signin', { replace: true });
        });
    } else if (error) {
      if (intent === 'simple') {
        navigate(`/simple-auth?error=${encodeURIComponent(error)}`, { replace: true });
        return;
      }
      const fallback = intent === 'signup' ? 'auth.failures.oauthSignUp' : 'auth.failures.oauthSignIn';
      toaster.create({
        type: 'error',
        title: intl.formatMessage({ id: 'common.error' }),
        description:
          error === 'RATE_LIMITED'
            ? intl.formatMessage({ id: 'errors.RATE_LIMITED' }, { minutes: Number(params.get('minutes')) || 10 })
            : intl.formatMessage({ id: error === 'SIGN_IN_METHOD_NOT_ALLOWED' ? 'errors.SIGN_IN_METHOD_NOT_ALLOWED' : fallback }),
      });
      navigate(intent === 'signup' ? '/auth/signup' : '/auth/signin', { replace: true });
    } else if (params.get('mfa')) {
      const next = sameOriginPath(params.get('next'));
      navigate(`/auth/signin?mfa=1${next ? `&next=${encodeURIComponent(next)}` : ''}`, { replace: true });
    } else welcome(sameOriginPath(params.get('next')) ?? '/dashboard');
  }, [params, navigate, intl, feedback, signInWithMagicLink]);

  return <CenteredSpinner labelId="auth.callback.signingIn" />;
}
