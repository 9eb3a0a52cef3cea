import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { newPasswordRules } from '../../auth-rules';
import { commitAsync } from '../auth/authMutations';
import { ruleMessage, useAuthFeedback } from '../auth/authFeedback';
import { FormField } from '../auth/FormField';
import { PasswordInput } from '../auth/PasswordInput';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { useFieldErrors } from '../auth/useFieldErrors';
import { AccountCard } from './AccountCard';
import { useChangePasswordMutation } from './accountMutations';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change the password; the server ends the user's other sessions. An account that signs in by
 * links or a provider only has none yet: it chooses one, nothing to confirm.
 */
export function PasswordCard({ hasPassword, onChange }: { hasPassword: boolean; onChange: () => void }) {
  const intl = useIntl();
  const feedback = useAuthFeedback();
  const [change, changing] = useChangePasswordMutation();
  const [form, setForm] = useState(EMPTY);
  const { errors, check } = useFieldErrors(newPasswordRules, form);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const { changePassword: result } = await commitAsync(change, form);
      if (result.__typename !== 'MutationChangePasswordSuccess') {
        feedback.error(result, 'auth.failures.updatePassword');
        return;
      }
      feedback.success('auth.toast.passwordUpdated');
      setForm(EMPTY);
      if (!hasPassword) onChange();
    } catch {
      feedback.error(null, 'auth.failures.updatePassword');
    }
  };
  return (
    <AccountCard titleId={hasPassword ? 'account.password.title' : 'account.password.titleNone'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          {hasPassword ? (
            <FormField label={intl.formatMessage({ id: 'account.password.current' })} error={ruleMessage(intl, errors.currentPassword)}>
              <PasswordInput
                name="currentPassword"
                autoComplete="current-password"
                value={form.currentPassword}
                onChange={(e) => setForm({ ...form, currentPassword: e.target.value })}
              />
            </FormField>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="password-none">
              <FormattedMessage id="account.password.none" />
            </Text>
          )}
          <NewPasswordFields
            values={form}
            errors={errors}
            onChange={(field, value) => setForm({ ...form, [field]: value })}
            labelIds={['auth.reset.password', 'auth.reset.confirm']}
          />
          <Button type="submit" variant="outline" loading={changing}>
            <FormattedMessage id={hasPassword ? 'account.password.submit' : 'account.password.submitNone'} />
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
