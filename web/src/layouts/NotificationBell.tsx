import { Badge, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { NotificationBell_centre$key } from '../__generated__/NotificationBell_centre.graphql';
import type { NotificationBellQuery } from '../__generated__/NotificationBellQuery.graphql';
import type { NotificationBellSubscription } from '../__generated__/NotificationBellSubscription.graphql';
import { BellIcon } from '../components/icons';

const loadPopup = () => import('./NotificationBellPopup');
const NotificationBellPopup = lazy(loadPopup);
const preload = () => void loadPopup().catch(() => undefined);

const centreFields = graphql`
  fragment NotificationBell_centre on NotificationCentre {
    id
    unreadCount
    latest(first: 10) {
      id
      type
      documentId
      documentTitle
      documentStatus
      read
      createdAt
    }
  }
`;

const bellQuery = graphql`
  query NotificationBellQuery {
    notificationCentre {
      ...NotificationBell_centre
    }
  }
`;

const bellSubscription = graphql`
  subscription NotificationBellSubscription {
    notificationCentreChanged {
      ...NotificationBell_centre
    }
  }
`;

/**
 * The bell of the header: the unread count, kept live. The list of the latest notifications (and its
 * popover machinery) is a chunk of its own, fetched when the pointer or the focus reaches the bell.
 */
export function NotificationBell() {
  const intl = useIntl();
  const quiet = (
    <IconButton variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'nav.notifications.title' })} disabled>
      <BellIcon />
    </IconButton>
  );
  return (
    <Suspense fallback={quiet}>
      <LiveBell />
    </Suspense>
  );
}

function LiveBell() {
  const intl = useIntl();
  const data = useLazyLoadQuery<NotificationBellQuery>(bellQuery, {}, { fetchPolicy: 'store-and-network' });
  const centre = useFragment<NotificationBell_centre$key>(centreFields, data.notificationCentre);
  // The pushed centre has the same id as the one read: Relay updates the count and the list in place.
  const config = useMemo<GraphQLSubscriptionConfig<NotificationBellSubscription>>(() => ({ subscription: bellSubscription, variables: {} }), []);
  useSubscription<NotificationBellSubscription>(config);
  const [wanted, setWanted] = useState(false);
  const label = intl.formatMessage({ id: 'nav.notifications.bell' }, { count: centre.unreadCount });
  const button = <BellButton label={label} count={centre.unreadCount} onClick={() => setWanted(true)} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <NotificationBellPopup centre={centre} trigger={<BellButton label={label} count={centre.unreadCount} />} />
    </Suspense>
  );
}

/** The bell and its count of unread notifications. */
function BellButton({ label, count, ...rest }: { label: string; count: number } & Omit<IconButtonProps, 'aria-label' | 'children'>) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      position="relative"
      onPointerEnter={preload}
      onFocus={preload}
      {...rest}
    >
      <BellIcon />
      {count > 0 && (
        <Badge position="absolute" top="0" right="0" colorPalette="red" variant="solid" size="xs" rounded="full" data-testid="notification-count">
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </IconButton>
  );
}
