import { Button, Dialog } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogFrame } from './DialogFrame';

/**
 * Asks before a step that cannot be undone (removing a member, revoking a key, disconnecting a
 * mailbox): a title, what will happen, Cancel and a red confirm button that has the focus, so
 * Enter confirms and Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  busy = false,
  onConfirm,
  onClose,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirm: ReactNode;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  testId?: string;
}) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame alert open={open} onClose={onClose} focus={confirmButton} testId={testId}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>{body}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">
            <FormattedMessage id="common.cancel" />
          </Button>
        </Dialog.ActionTrigger>
        <Button ref={confirmButton} colorPalette="red" loading={busy} onClick={onConfirm} data-testid={testId && `${testId}-confirm`}>
          {confirm}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
