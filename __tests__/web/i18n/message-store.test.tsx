import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { LanguageProvider } from '../../../web/src/i18n/LanguageProvider';
import { requireMessages, startMessages, switchLanguage, useShownMessages, withMessages } from '../../../web/src/i18n/message-store';

/** The app's language wiring (web/src/app.tsx): the store's language and messages, into react-intl. */
function Shown({ id }: { id: string }) {
  const { language, messages } = useShownMessages();
  return (
    <LanguageProvider language={language} messages={messages} setLanguage={() => undefined}>
      <p data-testid="text">
        <FormattedMessage id={id} />
      </p>
      <p data-testid="ids">{Object.keys(messages).length}</p>
    </LanguageProvider>
  );
}

// One store per page: these steps run in order, as one visit.
describe('the message store', () => {
  it('starts with the frame only, adds a chunk’s namespaces with it, and switches every loaded namespace at once', async () => {
    await startMessages('fr');
    const { rerender } = render(<Shown id="common.loading" />);
    expect(screen.getByTestId('text').textContent).toBe('Chargement…');
    const frameOnly = Number(screen.getByTestId('ids').textContent);

    // A screen not loaded yet shows its ids (react-intl's fallback, which it reports; its route would have waited).
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    rerender(<Shown id="documents.title" />);
    expect(screen.getByTestId('text').textContent).toBe('documents.title');
    expect(String(reported.mock.calls[0]?.[0])).toContain('MISSING_TRANSLATION');
    reported.mockRestore();

    // withMessages hands the module over once its messages are in, not before.
    let handedOver = false;
    const load = withMessages(['documents'], async () => 'module');
    await act(async () => {
      expect(await load()).toBe('module');
      handedOver = true;
    });
    expect(handedOver).toBe(true);
    expect(screen.getByTestId('text').textContent).toBe('Documents');
    expect(Number(screen.getByTestId('ids').textContent)).toBeGreaterThan(frameOnly);

    // The switch brings the frame's and the documents' messages in English together.
    await act(() => switchLanguage('en'));
    expect(document.documentElement.lang).toBe('en');
    rerender(<Shown id="common.loading" />);
    expect(screen.getByTestId('text').textContent).toBe('Loading…');

    // Asked again, a loaded namespace changes nothing.
    const before = screen.getByTestId('ids').textContent;
    await act(() => requireMessages(['documents', 'common']));
    expect(screen.getByTestId('ids').textContent).toBe(before);
  });
});
