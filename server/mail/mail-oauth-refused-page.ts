import { escapeHtml } from '../http/html';
import { formatMessage } from '../messages';
import type { Locale } from '../shared/locale';

/**
 * The answer to a provider's return that did not come from the browser that started it. A page of
 * its own rather than the app: whoever opened someone else's consent link may not be signed in.
 */
export function mailOAuthRefusedPage(locale: Locale): string {
  const text = (key: 'title' | 'body' | 'warning' | 'action') => escapeHtml(formatMessage(locale, `mail.oauthRefused.${key}`));
  return `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text('title')} · Paraphe</title>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${text('title')}</h1><p>${text('body')}</p><p><strong>${text('warning')}</strong></p><p><a href="/mail-connect">${text('action')}</a></p></body></html>`;
}
