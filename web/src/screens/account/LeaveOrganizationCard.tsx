import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorText } from '../../i18n/errorText';
import { sessionChanged } from '../../relay/environment';
import { commitAsync } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';
import { PasswordConfirmedForm } from '../auth/PasswordConfirmedForm';
import { AccountCard } from './AccountCard';
import { useLeaveOrganizationMutation } from './accountMutations';

const MESSAGES = {
  open: 'account.leave.open',
  currentPassword: 'account.leave.currentPassword',
  submit: 'account.leave.submit',
  cancel: 'account.leave.cancel',
};

/** A member leaves their organization, their password asked again; they are signed out after. */
export function LeaveOrganizationCard({ organization, hasPassword }: { organization: string; hasPassword: boolean }) {
  const intl = useIntl();
  const feedback = useAuthFeedback();
  const navigate = useNavigate();
  const [leave, leaving] = useLeaveOrganizationMutation();
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const submit = async (currentPassword: string | null) => {
    try {
      const { leaveOrganization: result } = await commitAsync(leave, { currentPassword });
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
      <PasswordConfirmedForm
        messages={MESSAGES}
        values={{ organization }}
        hasPassword={hasPassword}
        busy={leaving}
        passwordError={passwordError}
        onEdit={() => setPasswordError(undefined)}
        onSubmit={(currentPassword) => void submit(currentPassword)}
        testId="leave-organization-form"
      />
    </AccountCard>
  );
}
