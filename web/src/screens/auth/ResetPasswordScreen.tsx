import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { newPasswordRules } from '../../auth-rules';
import type { ResetPasswordScreenQuery } from '../../__generated__/ResetPasswordScreenQuery.graphql';
import { environment, sessionChanged } from '../../relay/environment';
import { AuthCard } from './AuthCard';
import { commitAsync, useResetPasswordMutation } from './authMutations';
import { useAuthFeedback } from './authFeedback';
import { NewPasswordFields } from './NewPasswordFields';
import { useFieldErrors } from './useFieldErrors';
import { toaster } from '../../components/toaster';

export const resetPasswordScreenQuery = graphql`
  query ResetPasswordScreenQuery($accessToken: String!, $refreshToken: String!) {
    passwordResetLinkValid(accessToken: $accessToken, refreshToken: $refreshToken)
  }
`;

/** The link carries both halves of the token; the check starts before the screen renders. */
export function resetPasswordLoader({ request }: { request: Request }): PreloadedQuery<ResetPasswordScreenQuery> {
  const url = new URL(request.url);
  return loadQuery<ResetPasswordScreenQuery>(
    environment,
    resetPasswordScreenQuery,
    { accessToken: url.searchParams.get('access_token') ?? '', refreshToken: url.searchParams.get('refresh_token') ?? '' },
    { fetchPolicy: 'network-only' },
  );
}

export function ResetPasswordScreen() {
  const data = usePreloadedQuery<ResetPasswordScreenQuery>(resetPasswordScreenQuery, useLoaderData() as PreloadedQuery<ResetPasswordScreenQuery>);
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const feedback = useAuthFeedback();
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const { errors, check } = useFieldErrors(newPasswordRules, form);
  const [resetPassword, saving] = useResetPasswordMutation();
  const accessToken = params.get('access_token') ?? '';
  const refreshToken = params.get('refresh_token') ?? '';
  const linkValid = data.passwordResetLinkValid && accessToken !== '' && refreshToken !== '';
  const warned = useRef(false);

  useEffect(() => {
    if (linkValid || warned.current) return;
    warned.current = true;
    toaster.create({
      type: 'error',
      title: intl.formatMessage({ id: 'auth.toast.invalidResetLink' }),
      description: intl.formatMessage({ id: 'auth.toast.invalidResetLinkBody' }),
    });
    navigate('/auth/signin', { replace: true });
  }, [linkValid, intl, navigate]);

  if (!linkValid) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const { resetPassword: result } = await commitAsync(resetPassword, { accessToken, refreshToken, ...form });
      if (result.__typename !== 'MutationResetPasswordSuccess') {
        feedback.error(result, 'auth.failures.updatePassword');
        return;
      }
      feedback.success('auth.toast.passwordUpdated');
      sessionChanged(true);
      navigate(result.result?.status === 'MFA_REQUIRED' ? '/auth/signin?mfa=1' : '/dashboard', { replace: true });
    } catch {
      feedback.error(null, 'auth.failures.updatePassword');
    }
  };

  return (
    <AuthCard titleId="auth.reset.title">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <NewPasswordFields
            values={form}
            errors={errors}
            onChange={(field, value) => setForm({ ...form, [field]: value })}
            labelIds={['auth.reset.password', 'auth.reset.confirm']}
          />
          <Button type="submit" colorPalette="brand" loading={saving}>
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
