import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, newPasswordRules, type FieldErrors } from '../../auth-rules';
import { commitAsync } from '../auth/authMutations';
import { ruleMessage, useAuthFeedback } from '../auth/authFeedback';
import { FormField } from '../auth/FormField';
import { PasswordInput } from '../auth/PasswordInput';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { AccountCard } from './AccountCard';
import { useChangePasswordMutation } from './accountMutations';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Change the password; the server ends the user's other sessions. */
export function PasswordCard() {
  const intl = useIntl();
  const feedback = useAuthFeedback();
  const [change, changing] = useChangePasswordMutation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = fieldErrors(newPasswordRules, form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const { changePassword: result } = await commitAsync(change, form);
      if (result.__typename !== 'MutationChangePasswordSuccess') {
        feedback.error(result, 'auth.failures.updatePassword');
        return;
      }
      feedback.success('auth.toast.passwordUpdated');
      setForm(EMPTY);
    } catch {
      feedback.error(null, 'auth.failures.updatePassword');
    }
  };
  const field = (name: keyof typeof EMPTY, labelId: string) => (
    <FormField label={intl.formatMessage({ id: labelId })} error={ruleMessage(intl, errors[name])}>
      <PasswordInput
        name={name}
        autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </FormField>
  );
  return (
    <AccountCard titleId="account.password.title">
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          {field('currentPassword', 'account.password.current')}
          {field('password', 'auth.reset.password')}
          <PasswordStrengthMeter password={form.password} />
          {field('confirmPassword', 'auth.reset.confirm')}
          <Button type="submit" variant="outline" loading={changing}>
            <FormattedMessage id="account.password.submit" />
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
