import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { sessionChanged } from '../../relay/environment';
import { AuthCard } from './AuthCard';
import { commitAsync, useVerifyEmailMutation } from './authMutations';
import { useResendVerification } from './useResendVerification';
import { useAuthFeedback } from './authFeedback';

/**
 * "Check your email" after sign-up: the address the link went to, and a new link on request.
 * Opened from the emailed link (`?token=`), it confirms the address and enters the app (or the
 * second-factor step).
 */
export function VerifyScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const feedback = useAuthFeedback();
  const [verifyEmail] = useVerifyEmailMutation();
  const navigate = useNavigate();
  const [state, setState] = useState<'notice' | 'confirming'>(token ? 'confirming' : 'notice');
  // Sign-up passes the address along; opened any other way, the notice stays general.
  const email = (useLocation().state as { email?: string } | null)?.email ?? null;
  const [resend, resending] = useResendVerification();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    commitAsync(verifyEmail, { token })
      .then(({ verifyEmail: result }) => {
        if (result.__typename === 'MutationVerifyEmailSuccess') {
          feedback.success('auth.toast.emailVerified');
          if (result.result?.status === 'MFA_REQUIRED') {
            navigate('/auth/signin?mfa=1', { replace: true });
          } else {
            sessionChanged(true);
            navigate('/dashboard', { replace: true });
          }
        } else {
          setState('notice');
          feedback.error(result, 'auth.failures.signUp');
        }
      })
      .catch(() => {
        setState('notice');
        feedback.error(null, 'auth.failures.signUp');
      });
  }, [token, verifyEmail, feedback, navigate]);

  return (
    <AuthCard titleId="auth.verify.title">
      <Stack gap="4" textAlign="center">
        <Text data-testid="verify-state" data-state={state}>
          <FormattedMessage id={state === 'notice' ? 'auth.verify.body' : 'auth.verify.confirming'} />
        </Text>
        {state === 'notice' && email && (
          <Text fontWeight="medium" data-testid="verify-email">
            <FormattedMessage id="auth.verify.sentTo" values={{ email }} />
          </Text>
        )}
        {state === 'notice' && (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="auth.verify.spam" />
          </Text>
        )}
        {state === 'notice' && email && (
          <Button variant="outline" onClick={() => void resend(email)} loading={resending} data-testid="resend-verification">
            <FormattedMessage id="auth.unverified.resend" />
          </Button>
        )}
        <Button asChild colorPalette="brand">
          <Link to="/dashboard">
            <FormattedMessage id="auth.verify.continue" />
          </Link>
        </Button>
        <ChakraLink asChild color="brand.700" fontSize="sm" justifyContent="center">
          <Link to="/auth/signup">
            <FormattedMessage id="auth.verify.wrongEmail" />
          </Link>
        </ChakraLink>
      </Stack>
    </AuthCard>
  );
}
