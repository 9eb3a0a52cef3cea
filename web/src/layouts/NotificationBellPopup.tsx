import { Box, Button, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link } from 'react-router';
import type { NotificationBell_centre$data } from '../__generated__/NotificationBell_centre.graphql';
import type { NotificationBellPopupMarkAllMutation } from '../__generated__/NotificationBellPopupMarkAllMutation.graphql';
import type { NotificationBellPopupMarkOneMutation } from '../__generated__/NotificationBellPopupMarkOneMutation.graphql';
import { documentPagePath } from '../../../server/shared/web-routes';

type Centre = NotificationBell_centre$data;

/** The decision a DOCUMENT_DECIDED tells of, from the status it left the document in. */
const decisionOf = (status: string | null | undefined) => (status === 'SIGNED' || status === 'REFUSED' || status === 'CORRECTING' ? status : 'OTHER');

/** The bell's list (its own chunk, see NotificationBell): open as it mounts, since a click asked for it. */
export default function NotificationBellPopup({ centre, trigger }: { centre: Centre; trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={(change) => setOpen(change.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width={{ base: '90vw', sm: '22rem' }}
            bg="white"
            borderWidth="1px"
            rounded="lg"
            shadow="lg"
            zIndex="popover"
            data-testid="notification-list"
          >
            <Popover.Body p="3">
              <CentreList centre={centre} onOpen={() => setOpen(false)} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function CentreList({ centre, onOpen }: { centre: Centre; onOpen(): void }) {
  const [markOne] = useMutation<NotificationBellPopupMarkOneMutation>(graphql`
    mutation NotificationBellPopupMarkOneMutation($id: ID!) {
      markNotificationRead(id: $id) {
        ... on MutationMarkNotificationReadSuccess {
          centre {
            ...NotificationBell_centre
          }
        }
      }
    }
  `);
  const [markAll, marking] = useMutation<NotificationBellPopupMarkAllMutation>(graphql`
    mutation NotificationBellPopupMarkAllMutation {
      markAllNotificationsRead {
        ... on MutationMarkAllNotificationsReadSuccess {
          centre {
            ...NotificationBell_centre
          }
        }
      }
    }
  `);
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        {/* The popover's title: it names the dialog the list opens in. */}
        <Popover.Title fontWeight="semibold">
          <FormattedMessage id="nav.notifications.title" />
        </Popover.Title>
        <Button
          size="xs"
          variant="ghost"
          loading={marking}
          disabled={centre.unreadCount === 0}
          onClick={() => markAll({ variables: {} })}
          data-testid="notifications-mark-all"
        >
          <FormattedMessage id="nav.notifications.markAllRead" />
        </Button>
      </HStack>
      {centre.latest.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="nav.notifications.empty" />
        </Text>
      ) : (
        <Stack gap="1" as="ul" listStyleType="none" maxH="24rem" overflowY="auto">
          {centre.latest.map((notification) => (
            <Box as="li" key={notification.id}>
              <Link
                to={notification.documentId ? documentPagePath(notification.documentId) : '/documents'}
                data-testid="notification-item"
                onClick={() => {
                  if (!notification.read) markOne({ variables: { id: notification.id } });
                  onOpen();
                }}
              >
                <Stack gap="0" p="2" rounded="md" bg={notification.read ? undefined : 'blue.50'} _hover={{ bg: 'gray.100' }}>
                  <Text fontSize="sm" fontWeight={notification.read ? 'normal' : 'semibold'}>
                    <FormattedMessage
                      id={
                        notification.type === 'DOCUMENT_DECIDED'
                          ? `nav.notifications.decided.${decisionOf(notification.documentStatus)}`
                          : `nav.notifications.types.${notification.type}`
                      }
                      values={{ title: notification.documentTitle ?? '' }}
                    />
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    <FormattedDate value={notification.createdAt} dateStyle="medium" timeStyle="short" />
                  </Text>
                </Stack>
              </Link>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
