import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { emailChangeRules } from '../../auth-rules';
import { commitAsync } from '../auth/authMutations';
import { errorText } from '../../i18n/errorText';
import { ruleMessage, useAuthFeedback } from '../auth/authFeedback';
import { FormField } from '../auth/FormField';
import { PasswordInput } from '../auth/PasswordInput';
import { useFieldErrors } from '../auth/useFieldErrors';
import { useRequestEmailChangeMutation } from './accountMutations';

const EMPTY = { newEmail: '', currentPassword: '' };

/**
 * Moving the account to another address: the new address and, when the account has one, the
 * password in use. The address changes only once the link sent to the new one is opened.
 */
export function EmailChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const intl = useIntl();
  const feedback = useAuthFeedback();
  const [request, requesting] = useRequestEmailChangeMutation();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const input = useMemo(() => ({ newEmail: form.newEmail, currentPassword: hasPassword ? form.currentPassword : null }), [form, hasPassword]);
  const { errors, setErrors, check } = useFieldErrors(emailChangeRules, input);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A field's fault, by its code: a form rule, or a refusal from the server's error table.
  const fault = (code: string | undefined) => code && (ruleMessage(intl, code) ?? errorText(intl, code, 'account.emailChange.failed'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const { requestEmailChange: result } = await commitAsync(request, { input });
      if (result.__typename === 'MutationRequestEmailChangeSuccess') {
        setSentTo(form.newEmail.trim());
        setForm(EMPTY);
        setOpen(false);
        return;
      }
      // The field at fault says why, under itself.
      if (result.__typename === 'ValidationFailed' && result.problems?.[0]) return setErrors({ newEmail: result.problems[0].code });
      if (result.code === 'WRONG_PASSWORD') return setErrors({ currentPassword: result.code });
      feedback.error(result, 'account.emailChange.failed');
    } catch {
      feedback.error(null, 'account.emailChange.failed');
    }
  };

  if (!open) {
    return (
      <Stack gap="2" align="flex-start">
        {sentTo && (
          <Text fontSize="sm" color="fg.muted" data-testid="email-change-sent">
            <FormattedMessage id="account.emailChange.sent" values={{ email: <strong>{sentTo}</strong> }} />
          </Text>
        )}
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="email-change-open">
          <FormattedMessage id="account.emailChange.open" />
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="email-change-form">
      <Stack gap="3">
        <FormField
          label={intl.formatMessage({ id: 'account.emailChange.newEmail' })}
          error={fault(errors.newEmail)}
          type="email"
          name="newEmail"
          autoComplete="email"
          value={form.newEmail}
          onChange={(event) => setForm({ ...form, newEmail: event.target.value })}
        />
        {hasPassword && (
          <FormField label={intl.formatMessage({ id: 'account.emailChange.currentPassword' })} error={fault(errors.currentPassword)}>
            <PasswordInput
              name="currentPassword"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={(event) => setForm({ ...form, currentPassword: event.target.value })}
            />
          </FormField>
        )}
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="account.emailChange.help" />
        </Text>
        <HStack wrap="wrap">
          <Button type="submit" variant="outline" loading={requesting}>
            <FormattedMessage id="account.emailChange.submit" />
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            <FormattedMessage id="account.emailChange.cancel" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
