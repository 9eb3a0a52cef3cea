import { useIntl } from 'react-intl';
import type { FieldErrors } from '../../auth-rules';
import { ruleMessage } from './authFeedback';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

type Field = 'password' | 'confirmPassword';

/**
 * A new password, its strength as it is typed, and the same again, each with its broken rule's
 * reason: sign-up, a password reset, joining by invitation and the account's password change.
 */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  labelIds = ['auth.fields.password', 'auth.fields.confirmPassword'],
}: {
  values: Record<Field, string>;
  errors: FieldErrors;
  onChange(field: Field, value: string): void;
  labelIds?: readonly [string, string];
}) {
  const intl = useIntl();
  const field = (name: Field, labelId: string) => (
    <FormField label={intl.formatMessage({ id: labelId })} error={ruleMessage(intl, errors[name])}>
      <PasswordInput name={name} autoComplete="new-password" value={values[name]} onChange={(event) => onChange(name, event.target.value)} />
    </FormField>
  );
  return (
    <>
      {field('password', labelIds[0])}
      <PasswordStrengthMeter password={values.password} />
      {field('confirmPassword', labelIds[1])}
    </>
  );
}
