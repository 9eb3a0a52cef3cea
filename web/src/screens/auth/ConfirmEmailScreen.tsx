import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../i18n/errorText';
import { AuthCard } from './AuthCard';
import { commitAsync, useConfirmEmailChangeMutation } from './authMutations';

type State = { step: 'confirming' } | { step: 'done'; email: string } | { step: 'failed'; code: string | null };

/** Opened from the link sent to a new address: the account takes it, whether this browser is signed in or not. */
export function ConfirmEmailScreen() {
  const intl = useIntl();
  const token = useSearchParams()[0].get('token');
  const [confirm] = useConfirmEmailChangeMutation();
  const [state, setState] = useState<State>(token ? { step: 'confirming' } : { step: 'failed', code: 'INVALID_LINK' });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    commitAsync(confirm, { token })
      .then(({ confirmEmailChange: result }) =>
        setState(
          result.__typename === 'MutationConfirmEmailChangeSuccess'
            ? { step: 'done', email: result.email ?? '' }
            : { step: 'failed', code: result.code ?? null },
        ),
      )
      .catch(() => setState({ step: 'failed', code: null }));
  }, [token, confirm]);

  return (
    <AuthCard titleId="auth.confirmEmail.title">
      <Stack gap="4" textAlign="center" data-testid="confirm-email" data-state={state.step}>
        {state.step === 'confirming' && (
          <Text>
            <FormattedMessage id="auth.confirmEmail.confirming" />
          </Text>
        )}
        {state.step === 'done' && (
          <Text>
            <FormattedMessage id="auth.confirmEmail.done" values={{ email: <strong>{state.email}</strong> }} />
          </Text>
        )}
        {state.step === 'failed' && (
          <>
            <Text fontWeight="medium">
              <FormattedMessage id="auth.confirmEmail.failed" />
            </Text>
            <Text color="fg.muted">{errorText(intl, state.code, 'common.unexpectedError')}</Text>
          </>
        )}
        {state.step !== 'confirming' && (
          <Button asChild colorPalette="brand">
            <Link to="/account">
              <FormattedMessage id="auth.confirmEmail.continue" />
            </Link>
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
