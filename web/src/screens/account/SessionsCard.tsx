import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SessionsCard_viewer$data, SessionsCard_viewer$key } from '../../__generated__/SessionsCard_viewer.graphql';
import { commitAsync, useSignOutMutation } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';
import { useSessionDevice } from '../../components/sessionDevice';
import { AccountCard } from './AccountCard';

/** Open sign-ins of the user, and "sign out other sessions". */
export function SessionsCard({ viewer, onChange }: { viewer: SessionsCard_viewer$key; onChange(): Promise<unknown> }) {
  const feedback = useAuthFeedback();
  const [signOut, signingOut] = useSignOutMutation();
  const data = useFragment(
    graphql`
      fragment SessionsCard_viewer on Viewer {
        sessions {
          id
          current
          ip
          lastUsedAt
          ...sessionDevice_session
        }
      }
    `,
    viewer,
  );
  const signOutOthers = async () => {
    await commitAsync(signOut, { scope: 'OTHERS' });
    feedback.success('account.sessions.done');
    await onChange();
  };
  return (
    <AccountCard titleId="account.sessions.title">
      <Stack gap="2" data-testid="sessions">
        {data.sessions.map((session) => (
          <SessionLine key={session.id} session={session} />
        ))}
      </Stack>
      <Button variant="outline" onClick={signOutOthers} loading={signingOut} disabled={data.sessions.length < 2}>
        <FormattedMessage id="account.sessions.signOutOthers" />
      </Button>
    </AccountCard>
  );
}

/** One open sign-in: its device, address and last use, and whether it is this one. */
function SessionLine({ session }: { session: SessionsCard_viewer$data['sessions'][number] }) {
  const intl = useIntl();
  const device = useSessionDevice(session);
  return (
    <HStack justify="space-between" borderBottomWidth="1px" pb="2" data-testid="session">
      <Stack gap="0" minW="0">
        <Text fontSize="sm" truncate title={device.userAgent ?? undefined}>
          {device.label}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {session.ip ? `${session.ip} · ` : ''}
          <FormattedMessage
            id="account.sessions.lastUsed"
            values={{ date: intl.formatDate(session.lastUsedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        </Text>
      </Stack>
      {session.current && (
        <Badge colorPalette="blue">
          <FormattedMessage id="account.sessions.current" />
        </Badge>
      )}
    </HStack>
  );
}
