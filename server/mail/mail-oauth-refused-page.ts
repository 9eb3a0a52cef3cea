import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../shared/locale';

type Wording = Record<'title' | 'body' | 'warning' | 'action', string>;

const wordings = new Map<Locale, Wording>();

/** The page's words, from lang/<locale>.json (`mail.oauthRefused`), like every message the app shows. */
function wording(locale: Locale): Wording {
  if (!wordings.has(locale)) {
    const messages = JSON.parse(readFileSync(join(import.meta.dirname, `../../lang/${locale}.json`), 'utf8')) as { mail: { oauthRefused: Wording } };
    wordings.set(locale, messages.mail.oauthRefused);
  }
  return wordings.get(locale)!;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The answer to a provider's return that did not come from the browser that started it. A page of
 * its own rather than the app: whoever opened someone else's consent link may not be signed in.
 */
export function mailOAuthRefusedPage(locale: Locale): string {
  const words = wording(locale);
  const text = (key: keyof Wording) => escape(words[key]);
  return `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text('title')} · Paraphe</title>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${text('title')}</h1><p>${text('body')}</p><p><strong>${text('warning')}</strong></p><p><a href="/mail-connect">${text('action')}</a></p></body></html>`;
}
