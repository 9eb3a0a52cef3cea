import { Button, Menu } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { sessionChanged } from '../relay/environment';
import { commitAsync, useSignOutMutation } from '../screens/auth/authMutations';
import { UserMenuName } from './UserMenuName';

/** The user menu itself (its own chunk, see UserMenu): open as it mounts, since a click asked for it. */
export default function UserMenuPopup({ fullName }: { fullName: string }) {
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  const leave = async () => {
    await commitAsync(signOut, { scope: 'LOCAL' }).catch(() => undefined);
    sessionChanged(false);
    navigate('/', { replace: true });
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" px={{ base: '1', md: '3' }} data-testid="user-menu">
          <UserMenuName fullName={fullName} />
        </Button>
      </Menu.Trigger>
      {/* Drawn in place, inside the header's landmark (a portal would leave it outside any). */}
      <Menu.Positioner>
        <Menu.Content>
          <Menu.Item value="account" onSelect={() => navigate('/account')}>
            <FormattedMessage id="nav.account" />
          </Menu.Item>
          {/* The team is not among the menu's entries (the product's list): its members are reached here too. */}
          <Menu.Item value="team" onSelect={() => navigate('/team')} data-testid="user-menu-team">
            <FormattedMessage id="nav.team" />
          </Menu.Item>
          <Menu.Item value="sign-out" onSelect={leave} data-testid="sign-out">
            <FormattedMessage id="common.signOut" />
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
