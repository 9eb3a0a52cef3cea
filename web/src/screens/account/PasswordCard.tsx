import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, newPasswordRules, type FieldErrors } from '../../auth-rules';
import { commitAsync } from '../auth/authMutations';
import { ruleMessage, useAuthFeedback } from '../auth/authFeedback';
import { FormField } from '../auth/FormField';
import { PasswordInput } from '../auth/PasswordInput';
import { NewPasswordFields } from '../auth/NewPasswordFields';
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
  return (
    <AccountCard titleId="account.password.title">
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <FormField label={intl.formatMessage({ id: 'account.password.current' })} error={ruleMessage(intl, errors.currentPassword)}>
            <PasswordInput
              name="currentPassword"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={(e) => setForm({ ...form, currentPassword: e.target.value })}
            />
          </FormField>
          <NewPasswordFields
            values={form}
            errors={errors}
            onChange={(field, value) => setForm({ ...form, [field]: value })}
            labelIds={['auth.reset.password', 'auth.reset.confirm']}
          />
          <Button type="submit" variant="outline" loading={changing}>
            <FormattedMessage id="account.password.submit" />
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
