import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorText } from '../../i18n/errorText';
import { sessionChanged } from '../../relay/environment';
import { commitAsync } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';
import { FormField } from '../auth/FormField';
import { PasswordInput } from '../auth/PasswordInput';
import { AccountCard } from './AccountCard';
import { useLeaveOrganizationMutation } from './accountMutations';

/** A member leaves their organization, their password asked again; they are signed out after. */
export function LeaveOrganizationCard({ organization, hasPassword }: { organization: string; hasPassword: boolean }) {
  const intl = useIntl();
  const feedback = useAuthFeedback();
  const navigate = useNavigate();
  const [leave, leaving] = useLeaveOrganizationMutation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { leaveOrganization: result } = await commitAsync(leave, { currentPassword: hasPassword ? password : null });
      if (result.__typename === 'MutationLeaveOrganizationSuccess') {
        sessionChanged(false);
        feedback.success('account.leave.done', undefined, { organization });
        navigate('/auth/signin', { replace: true });
        return;
      }
      if (result.code === 'WRONG_PASSWORD') return setPasswordError(errorText(intl, result.code, 'account.leave.failed'));
      // The last administrator is told what to do instead: name another, or close the organization.
      if (result.code === 'LAST_ADMIN') return feedback.error(null, 'account.leave.lastAdmin');
      feedback.error(result, 'account.leave.failed');
    } catch {
      feedback.error(null, 'account.leave.failed');
    }
  };

  return (
    <AccountCard titleId="account.leave.title">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="account.leave.body" values={{ organization: <strong>{organization}</strong> }} />
      </Text>
      {open ? (
        <form onSubmit={submit} noValidate data-testid="leave-organization-form">
          <Stack gap="3">
            {hasPassword && (
              <FormField label={intl.formatMessage({ id: 'account.leave.currentPassword' })} error={passwordError}>
                <PasswordInput
                  name="currentPassword"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setPasswordError(undefined);
                  }}
                />
              </FormField>
            )}
            <HStack wrap="wrap">
              <Button type="submit" colorPalette="red" loading={leaving} disabled={hasPassword && !password}>
                <FormattedMessage id="account.leave.submit" />
              </Button>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                <FormattedMessage id="account.leave.cancel" />
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
          <FormattedMessage id="account.leave.open" values={{ organization }} />
        </Button>
      )}
    </AccountCard>
  );
}
