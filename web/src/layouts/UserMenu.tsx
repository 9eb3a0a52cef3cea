import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { UserMenuName } from './UserMenuName';

const loadPopup = () => import('./UserMenuPopup');
const UserMenuPopup = lazy(loadPopup);
const preload = () => void loadPopup().catch(() => undefined);

/**
 * The signed-in user's name, opening their account and sign-out. The menu (and its positioning and
 * focus machinery) is a chunk of its own: fetched when the pointer or the focus reaches the name,
 * and shown open on the first click.
 */
export function UserMenu({ fullName }: { fullName: string }) {
  const [wanted, setWanted] = useState(false);
  const name = (
    <Button
      size="sm"
      variant="ghost"
      px={{ base: '1', md: '3' }}
      data-testid="user-menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      <UserMenuName fullName={fullName} />
    </Button>
  );
  if (!wanted) return name;
  return (
    <Suspense fallback={name}>
      <UserMenuPopup fullName={fullName} />
    </Suspense>
  );
}
