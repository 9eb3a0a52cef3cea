import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

export interface PasswordConfirmedMessages {
  /** The red button that opens the form. */
  open: string;
  currentPassword: string;
  submit: string;
  cancel: string;
}

/**
 * A step that cannot be undone (leaving the organization, closing it): a red button opens a form
 * asking the current password again (when the account has one) and whatever `children` add; the
 * red submit waits for both. The caller shows errors and clears them on `onEdit`.
 */
export function PasswordConfirmedForm({
  messages,
  values,
  hasPassword,
  busy,
  ready = true,
  passwordError,
  onEdit,
  onSubmit,
  testId,
  children,
}: {
  messages: PasswordConfirmedMessages;
  values?: Record<string, string>;
  hasPassword: boolean;
  busy: boolean;
  ready?: boolean;
  passwordError?: string;
  onEdit: () => void;
  onSubmit: (currentPassword: string | null) => void;
  testId: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  if (!open) {
    return (
      <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <FormattedMessage id={messages.open} values={values} />
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(hasPassword ? password : null);
  };
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="3">
        {children}
        {hasPassword && (
          <FormField label={intl.formatMessage({ id: messages.currentPassword })} error={passwordError}>
            <PasswordInput
              name="currentPassword"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                onEdit();
              }}
            />
          </FormField>
        )}
        <HStack wrap="wrap">
          <Button type="submit" colorPalette="red" loading={busy} disabled={!ready || (hasPassword && !password)}>
            <FormattedMessage id={messages.submit} />
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            <FormattedMessage id={messages.cancel} />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
