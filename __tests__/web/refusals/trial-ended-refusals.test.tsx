import type React from 'react';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { useCreateApiKeyMutation } from '../../../web/src/screens/account/apiKeyMutations';
import { useConnectImapAccountMutation, useSetMailAccountStatusMutation } from '../../../web/src/screens/mail/mailMutations';
import { useUpdateSenderMutation } from '../../../web/src/screens/senders/useUpdateSenderMutation';
import { pendingOperation, renderScreen, TRIAL_ENDED_ANSWER, TRIAL_ENDED_TEXT } from '../render-screen';

// A busy machine (a type check or a build alongside) makes the first render slow: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

function MailboxActions() {
  const [connect] = useConnectImapAccountMutation();
  const [setStatus] = useSetMailAccountStatusMutation();
  const imap = { email: 'factures@exemple.fr', host: 'imap.exemple.fr', port: 993, username: 'factures', password: 'secret', secure: true };
  return (
    <>
      <button data-testid="connect" onClick={() => connect(imap as never, () => undefined)} />
      <button data-testid="resume" onClick={() => setStatus('TWFpbEFjY291bnQ6MQ==', 'ACTIVE')} />
    </>
  );
}

function NewApiKey() {
  const [create] = useCreateApiKeyMutation();
  return <button data-testid="create-key" onClick={() => create({ name: 'ERP', scopes: ['DOCUMENTS_READ'] } as never, () => undefined)} />;
}

function SenderTrust() {
  const [update] = useUpdateSenderMutation();
  return (
    <button
      data-testid="trust"
      onClick={() => update({ id: 'U2VuZGVyOjE=', status: 'TRUSTED', category: 'SUPPLIER', trustScore: 80 } as never, () => undefined)}
    />
  );
}

async function refusedToast(path: string, Component: () => React.ReactElement, button: string, operation: string, answer: unknown = TRIAL_ENDED_ANSWER) {
  const { environment } = renderScreen({ path, Component });
  fireEvent.click(await screen.findByTestId(button));
  act(() => environment.mock.resolve(pendingOperation(environment, operation), answer as never));
  return screen.findByTestId('toast-error');
}

describe('a change refused after the trial says the trial ended, on every screen that makes one', () => {
  test('connecting a mailbox', async () => {
    const toast = await refusedToast('/mail', MailboxActions, 'connect', 'mailMutationsConnectImapMutation');
    expect(within(toast).getByText('Impossible de connecter le compte IMAP')).toBeTruthy();
    expect(within(toast).getByText(TRIAL_ENDED_TEXT)).toBeTruthy();
  });

  test('resuming a mailbox', async () => {
    const toast = await refusedToast('/mail', MailboxActions, 'resume', 'mailMutationsSetStatusMutation');
    expect(within(toast).getByText(TRIAL_ENDED_TEXT)).toBeTruthy();
  });

  test('creating an API key', async () => {
    const toast = await refusedToast('/account', NewApiKey, 'create-key', 'apiKeyMutationsCreateMutation');
    expect(within(toast).getByText(TRIAL_ENDED_TEXT)).toBeTruthy();
  });

  test('changing a sender’s trust', async () => {
    const toast = await refusedToast('/senders', SenderTrust, 'trust', 'useUpdateSenderMutation');
    expect(within(toast).getByText(TRIAL_ENDED_TEXT)).toBeTruthy();
  });

  test('a sender’s trust refused to the role keeps its own words', async () => {
    const forbidden = { data: { updateSender: { __typename: 'AppError', __isError: 'AppError', code: 'FORBIDDEN' } } };
    const toast = await refusedToast('/senders', SenderTrust, 'trust', 'useUpdateSenderMutation', forbidden);
    expect(within(toast).getByText('Seuls les managers et administrateurs peuvent modifier un expéditeur.')).toBeTruthy();
  });

  test('a network failure of a key’s creation says only that it failed', async () => {
    const { environment } = renderScreen({ path: '/account', Component: NewApiKey });
    fireEvent.click(await screen.findByTestId('create-key'));
    act(() => environment.mock.reject(pendingOperation(environment, 'apiKeyMutationsCreateMutation'), new Error('Failed to fetch')));
    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText('Impossible de créer la clé')).toBeTruthy();
  });
});
