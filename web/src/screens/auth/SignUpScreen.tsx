import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, useNavigate } from 'react-router';
import { magicLinkRules, signUpRules } from '../../auth-rules';
import type { SignUpScreenQuery } from '../../__generated__/SignUpScreenQuery.graphql';
import { useLanguage } from '../../i18n/LanguageProvider';
import { AuthCard } from './AuthCard';
import { commitAsync, useRequestMagicLinkMutation, useSignUpMutation } from './authMutations';
import { ruleMessage, useAuthFeedback } from './authFeedback';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';
import { NewPasswordFields } from './NewPasswordFields';
import { ProviderButtons } from './ProviderButtons';
import { TermsCheckbox } from './TermsCheckbox';
import { useFieldErrors } from './useFieldErrors';
import { useProviderErrorToast } from './useProviderErrorToast';

export const signUpScreenQuery = graphql`
  query SignUpScreenQuery {
    viewer {
      role
    }
    authProviders {
      ...ProviderButtons_providers
    }
  }
`;

const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '', companyName: '', acceptTerms: false };

export function SignUpScreen() {
  const data = usePreloadedQuery<SignUpScreenQuery>(signUpScreenQuery, useLoaderData() as PreloadedQuery<SignUpScreenQuery>);
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useAuthFeedback();
  const { language } = useLanguage();
  const [mode, setMode] = useState<'normal' | 'magic'>('normal');
  const [form, setForm] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const magicInput = useMemo(
    () => ({
      email: form.email,
      createAccount: true,
      acceptTerms: form.acceptTerms,
      fullName: form.fullName || null,
      companyName: form.companyName || null,
      language,
    }),
    [form, language],
  );
  const { errors, setErrors, check } = useFieldErrors(mode === 'magic' ? magicLinkRules : signUpRules, mode === 'magic' ? magicInput : form);
  const [signUp, signingUp] = useSignUpMutation();
  const [requestMagicLink, sendingLink] = useRequestMagicLinkMutation();
  useProviderErrorToast('auth.failures.oauthSignUp');

  if (data.viewer) return <Navigate to="/dashboard" replace />;

  const set = (field: keyof typeof EMPTY) => (value: string | boolean) => setForm((current) => ({ ...current, [field]: value }));
  const error = (field: string) => ruleMessage(intl, errors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (honeypot) return;
    if (mode === 'magic') {
      if (!check()) return;
      try {
        const { requestMagicLink: result } = await commitAsync(requestMagicLink, { input: magicInput });
        if (result.__typename === 'MutationRequestMagicLinkSuccess') feedback.success('auth.toast.magicLinkSent', 'auth.toast.magicLinkSentBody');
        else feedback.error(result, 'auth.failures.magicLink');
      } catch {
        feedback.error(null, 'auth.failures.magicLink');
      }
      return;
    }
    if (!check()) return;
    try {
      const { signUp: result } = await commitAsync(signUp, { input: { ...form, companyName: form.companyName || null, language } });
      if (result.__typename === 'MutationSignUpSuccess') {
        feedback.success('auth.toast.accountCreated', 'auth.toast.accountCreatedBody');
        navigate('/auth/verify', { state: { email: result.result?.email } });
      } else feedback.error(result, 'auth.failures.signUp');
    } catch {
      feedback.error(null, 'auth.failures.signUp');
    }
  };

  return (
    <AuthCard titleId="auth.signUp.title" subtitleId="auth.signUp.subtitle">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Honeypot value={honeypot} onChange={setHoneypot} />
          <FormField
            label={intl.formatMessage({ id: 'auth.fields.fullName' })}
            name="fullName"
            autoComplete="name"
            value={form.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            error={error('fullName')}
          />
          <FormField
            label={intl.formatMessage({ id: 'auth.fields.email' })}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
            error={error('email')}
          />
          {mode === 'normal' ? (
            <>
              <NewPasswordFields values={form} errors={errors} onChange={(field, value) => set(field)(value)} />
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="auth.signUp.magicHint" />
            </Text>
          )}
          <FormField
            label={`${intl.formatMessage({ id: 'auth.fields.companyName' })} (${intl.formatMessage({ id: 'auth.fields.optional' })})`}
            name="companyName"
            autoComplete="organization"
            value={form.companyName}
            onChange={(e) => set('companyName')(e.target.value)}
          />
          <TermsCheckbox checked={form.acceptTerms} onChange={set('acceptTerms')} error={error('acceptTerms')} />
          <Button type="submit" colorPalette="brand" loading={signingUp || sendingLink}>
            <FormattedMessage id={mode === 'normal' ? 'auth.signUp.submit' : 'auth.magic.submit'} />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => (setErrors({}), setMode(mode === 'normal' ? 'magic' : 'normal'))}>
            <FormattedMessage id={mode === 'normal' ? 'auth.signUp.useMagicLink' : 'auth.signUp.usePassword'} />
          </Button>
        </Stack>
      </form>
      <ProviderButtons providers={data.authProviders} intent="signup" />
      <Text textAlign="center" fontSize="sm">
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <ChakraLink asChild color="brand.700" fontWeight="medium">
          <Link to="/auth/signin">
            <FormattedMessage id="auth.signUp.signInLink" />
          </Link>
        </ChakraLink>
      </Text>
    </AuthCard>
  );
}
