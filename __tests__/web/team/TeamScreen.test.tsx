import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { TeamScreen, teamScreenQuery } from '../../../web/src/screens/team/TeamScreen';
import { pendingOperationNames, renderScreen, resolveOperation } from '../render-screen';

// A busy machine (a type check or a build alongside) makes the first render slow: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const INVITATIONS = [
  { id: 'inv-admin', email: 'ivan@example.test', role: 'ADMIN', invitedByName: 'Alice Admin', expiresAt: '2999-01-01T00:00:00.000Z' },
  { id: 'inv-user', email: 'jack@example.test', role: 'USER', invitedByName: 'Alice Admin', expiresAt: '2999-01-01T00:00:00.000Z' },
];

/** The team screen as a member of that role sees it, with an administrator's invitation and a user's pending. */
async function teamScreenAs(role: 'MANAGER' | 'ADMIN') {
  const rendered = renderScreen({ path: '/team', Component: TeamScreen, query: teamScreenQuery }, { language: 'en' });
  act(() => resolveOperation(rendered.environment, 'TeamScreenQuery', { Viewer: () => ({ role, user: { id: 'me' } }) }));
  await waitFor(() => expect(pendingOperationNames(rendered.environment)).toContain('TeamScreenInvitationsQuery'));
  act(() => resolveOperation(rendered.environment, 'TeamScreenInvitationsQuery', { Query: () => ({ pendingInvitations: INVITATIONS }) }));
  const rows = await screen.findAllByTestId('team-invitation-row');
  const row = (email: string) => rows.find((one) => one.textContent?.includes(email))!;
  return { admin: row('ivan@example.test'), user: row('jack@example.test') };
}

describe('the team screen’s pending invitations', () => {
  test('a manager resends and revokes a user’s invitation, and is offered neither for an administrator’s, which the server refuses them', async () => {
    const { admin, user } = await teamScreenAs('MANAGER');
    expect(within(user).getByRole('button', { name: 'Resend' })).toBeTruthy();
    expect(within(user).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(admin.textContent).toContain('Administrator');
    expect(within(admin).queryByRole('button')).toBeNull();
  });

  test('an administrator resends and revokes every invitation', async () => {
    const { admin, user } = await teamScreenAs('ADMIN');
    for (const row of [admin, user]) {
      expect(within(row).getByRole('button', { name: 'Resend' })).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    }
  });
});
