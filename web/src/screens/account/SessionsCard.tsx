import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SessionsCard_viewer$key } from '../../__generated__/SessionsCard_viewer.graphql';
import { commitAsync, useSignOutMutation } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';
import { AccountCard } from './AccountCard';

/** Open sign-ins of the user, and "sign out other sessions". */
export function SessionsCard({ viewer, onChange }: { viewer: SessionsCard_viewer$key; onChange(): Promise<unknown> }) {
  const intl = useIntl();
  const feedback = useAuthFeedback();
  const [signOut, signingOut] = useSignOutMutation();
  const data = useFragment(
    graphql`
      fragment SessionsCard_viewer on Viewer {
        sessions {
          id
          current
          userAgent
          ip
          lastUsedAt
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
          <HStack key={session.id} justify="space-between" borderBottomWidth="1px" pb="2">
            <Stack gap="0" minW="0">
              <Text fontSize="sm" truncate>
                {session.userAgent ?? intl.formatMessage({ id: 'account.sessions.unknownDevice' })}
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
        ))}
      </Stack>
      <Button variant="outline" onClick={signOutOthers} loading={signingOut} disabled={data.sessions.length < 2}>
        <FormattedMessage id="account.sessions.signOutOthers" />
      </Button>
    </AccountCard>
  );
}
