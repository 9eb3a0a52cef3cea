import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard';
import { commitAsync, useVerifyEmailMutation } from './authMutations';
import { useAuthFeedback } from './authFeedback';

/** "Check your email" after sign-up; opened from the emailed link (`?token=`), it confirms the address. */
export function VerifyScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const feedback = useAuthFeedback();
  const [verifyEmail] = useVerifyEmailMutation();
  const [state, setState] = useState<'notice' | 'confirming' | 'confirmed'>(token ? 'confirming' : 'notice');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    commitAsync(verifyEmail, { token })
      .then(({ verifyEmail: result }) => {
        if (result.__typename === 'MutationVerifyEmailSuccess') {
          setState('confirmed');
          feedback.success('auth.toast.emailVerified');
        } else {
          setState('notice');
          feedback.error(result, 'auth.failures.signUp');
        }
      })
      .catch(() => {
        setState('notice');
        feedback.error(null, 'auth.failures.signUp');
      });
  }, [token, verifyEmail, feedback]);

  return (
    <AuthCard titleId="auth.verify.title">
      <Stack gap="4" textAlign="center">
        <Text data-testid="verify-state" data-state={state}>
          <FormattedMessage id={{ notice: 'auth.verify.body', confirming: 'auth.verify.confirming', confirmed: 'auth.verify.confirmed' }[state]} />
        </Text>
        {state === 'notice' && (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="auth.verify.spam" />
          </Text>
        )}
        <Button asChild colorPalette="brand">
          <Link to={state === 'confirmed' ? '/auth/signin' : '/dashboard'}>
            <FormattedMessage id={state === 'confirmed' ? 'common.signIn' : 'auth.verify.continue'} />
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
