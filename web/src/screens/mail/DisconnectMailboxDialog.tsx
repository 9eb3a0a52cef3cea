import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDisconnectMailAccountMutation } from './mailMutations';

export interface MailboxToDisconnect {
  id: string;
  email: string;
  provider: string;
}

/** What disconnecting does at the provider: Google's grant is withdrawn; Microsoft's stays until the user removes it. */
const BODY: Record<string, string> = { GMAIL: 'mail.disconnect.bodyGmail', MICROSOFT: 'mail.disconnect.bodyMicrosoft' };

/** Asks before a mailbox is disconnected, saying what happens at its provider; `onDone` after it was. */
export function DisconnectMailboxDialog({ mailbox, onClose, onDone }: { mailbox: MailboxToDisconnect | null; onClose(): void; onDone(): void }) {
  const [disconnect, disconnecting] = useDisconnectMailAccountMutation();
  return (
    <ConfirmDialog
      open={mailbox !== null}
      title={<FormattedMessage id="mail.disconnect.title" />}
      body={<FormattedMessage id={BODY[mailbox?.provider ?? ''] ?? 'mail.disconnect.body'} values={{ email: mailbox?.email ?? '' }} />}
      confirm={<FormattedMessage id="mail.disconnect.confirm" />}
      busy={disconnecting}
      onConfirm={() =>
        mailbox &&
        disconnect(mailbox.id, () => {
          onClose();
          onDone();
        })
      }
      onClose={onClose}
      testId="disconnect-dialog"
    />
  );
}
