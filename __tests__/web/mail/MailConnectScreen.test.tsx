import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { MailConnectScreen, mailConnectScreenQuery } from '../../../web/src/screens/mail/MailConnectScreen';
import type { Language } from '../../../web/src/i18n/languages';
import { pendingOperationNames, renderScreen, resolveOperation } from '../render-screen';

// A busy machine makes the first render slow: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

interface AccountFixture {
  email: string;
  provider: 'IMAP' | 'GMAIL' | 'MICROSOFT';
  lastErrorCode: string | null;
}

/** Mounts /mail-connect with these mailboxes and one processed message that left three attachments out. */
async function openMailScreen(accounts: AccountFixture[], language: Language) {
  const rendered = renderScreen(
    { path: '/mail-connect', Component: MailConnectScreen, query: mailConnectScreenQuery, variables: { accountId: null } },
    { language },
  );
  await waitFor(() => expect(pendingOperationNames(rendered.environment)).toContain('MailConnectScreenQuery'));
  const accountData = (fixture: AccountFixture, index: number) => ({
    id: `account-${index}`,
    status: 'ACTIVE',
    lastSyncAt: '2026-11-20T09:00:00.000Z',
    // What the server stores beside the code: never shown.
    lastError: fixture.lastErrorCode ? `${fixture.lastErrorCode}: Cannot connect to 127.0.0.1:4743` : null,
    ...fixture,
  });
  let account = 0;
  act(() =>
    resolveOperation(rendered.environment, 'MailConnectScreenQuery', {
      Query: () => ({ mailAccounts: accounts.map(accountData) }),
      MailAccount: () => accountData(accounts[account % accounts.length], account++),
      MailMessage: () => ({
        id: 'message-1',
        fromAddress: 'bob@supplier.example',
        fromName: 'Bob',
        subject: 'Everything at once',
        receivedAt: '2026-11-20T09:00:00.000Z',
        hasAttachments: true,
        attachmentNames: ['price list.txt', 'catalogue.txt', 'scan.pdf', 'photo.png'],
        processed: true,
        documents: [{ id: 'document-1', title: 'price list', riskScore: 10 }],
        skippedAttachments: [
          { filename: 'photo.png', reason: 'UNSUPPORTED_TYPE', maxBytes: null },
          { filename: 'catalogue.txt', reason: 'TOO_LARGE', maxBytes: 10 * 1024 * 1024 },
          { filename: 'scan.pdf', reason: 'UNREADABLE', maxBytes: null },
        ],
      }),
    }),
  );
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const rowOf = (email: string) => screen.getAllByTestId('mail-account').find((candidate) => candidate.getAttribute('data-email') === email)!;
const errorOf = (email: string) => within(rowOf(email)).queryByTestId('mail-account-error')?.textContent ?? null;
const hintOf = (email: string) => within(rowOf(email)).queryByTestId('mail-account-error-hint')?.textContent ?? null;

describe('the mailbox screen', () => {
  it('words the last error from its code in the reader’s language, never the server’s text, and says to enter the password again when it was refused', async () => {
    await openMailScreen(
      [
        { email: 'unreachable@example.test', provider: 'IMAP', lastErrorCode: 'MAIL_CONNECTION_FAILED' },
        { email: 'refused@example.test', provider: 'IMAP', lastErrorCode: 'MAIL_AUTH_FAILED' },
        { email: 'revoked@example.test', provider: 'GMAIL', lastErrorCode: 'MAIL_AUTH_FAILED' },
        { email: 'odd@example.test', provider: 'IMAP', lastErrorCode: 'SOMETHING_NEW' },
        { email: 'fine@example.test', provider: 'IMAP', lastErrorCode: null },
      ],
      'fr',
    );
    expect(errorOf('unreachable@example.test')).toBe("Dernière erreur : Le serveur de messagerie est injoignable : vérifiez l'hôte, le port et le réglage SSL");
    expect(hintOf('unreachable@example.test')).toBeNull();
    expect(errorOf('refused@example.test')).toBe('Dernière erreur : Le serveur de messagerie a refusé cette adresse e-mail ou ce mot de passe');
    expect(hintOf('refused@example.test')).toBe(
      'Saisissez à nouveau le mot de passe de cette boîte dans le formulaire IMAP ci-dessous : connecter la même adresse met à jour le mot de passe enregistré.',
    );
    expect(hintOf('revoked@example.test')).toBe("Connectez à nouveau Gmail ci-dessous pour rendre à Paraphe l'accès à cette boîte.");
    expect(errorOf('odd@example.test')).toBe("Dernière erreur : La boîte de réception n'a pas pu être synchronisée");
    expect(errorOf('fine@example.test')).toBeNull();
    expect(hintOf('odd@example.test')).toBeNull();
    expect(document.body.textContent).not.toContain('Cannot connect');
    expect(screen.getAllByTestId('mail-account')[0].textContent).toContain('Dernière synchronisation réussie');
  });

  it.each([
    [
      'fr',
      ['photo.png : non importé, type non analysé', 'catalogue.txt : non importé, trop volumineux (limite 10 Mo)', 'scan.pdf : non importé, fichier illisible'],
    ],
    ['en', ['photo.png: not imported, type not analysed', 'catalogue.txt: not imported, too large (limit 10 MB)', 'scan.pdf: not imported, unreadable file']],
  ] as const)('shows on a processed message why each attachment left out was not imported (%s)', async (language, lines) => {
    await openMailScreen([{ email: 'fine@example.test', provider: 'IMAP', lastErrorCode: null }], language);
    const message = (await screen.findAllByTestId('mail-message'))[0];
    expect(
      within(message)
        .getAllByTestId('mail-skipped-attachment')
        .map((line) => line.textContent?.replace(/\u00a0|\u202f/g, ' ')),
    ).toEqual(lines);
  });
});
