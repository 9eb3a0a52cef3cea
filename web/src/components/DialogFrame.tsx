import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

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
