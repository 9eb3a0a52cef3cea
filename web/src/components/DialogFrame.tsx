import { Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';

/**
 * A dialog shown only while it is wanted (`{asking && <TextDialog …/>}`) leaves the page with its
 * focus: the control that had the focus when it opened (the button that opened it) takes it back,
 * unless the focus went somewhere else meanwhile. A dialog kept mounted and closed by `open` gets
 * its focus back from the dialog itself.
 */
function useFocusBackWhenGone(open: boolean) {
  const [opener] = useState(() => (open && typeof document !== 'undefined' ? document.activeElement : null));
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement) || opener === document.body) return;
      requestAnimationFrame(() => {
        if (opener.isConnected && (document.activeElement === null || document.activeElement === document.body)) opener.focus();
      });
    },
    [opener],
  );
}

/**
 * The frame every dialog of the app shares: centred, drawn over a backdrop, a margin on narrow
 * screens, closed by Escape, a click outside or its cancel button (`Dialog.ActionTrigger`). The
 * dialog's header, body and footer are its children. An `alert` asks to confirm an action, its
 * focus on `focus` (the confirming button) when it opens.
 */
export function DialogFrame({
  open = true,
  onClose,
  testId,
  alert = false,
  focus,
  scrollInside = false,
  children,
}: {
  open?: boolean;
  onClose(): void;
  testId?: string;
  alert?: boolean;
  focus?: RefObject<HTMLElement | null>;
  scrollInside?: boolean;
  children: ReactNode;
}) {
  useFocusBackWhenGone(open);
  return (
    <Dialog.Root
      role={alert ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(change) => !change.open && onClose()}
      initialFocusEl={focus ? () => focus.current : undefined}
      placement="center"
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid={testId}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
