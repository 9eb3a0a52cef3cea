import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type frMessages from '../lang/fr.json';
import type { Locale } from './shared/locale';

/** `a.b.c` for every message of a lang/*.json tree. */
type MessageIds<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : MessageIds<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** The id of a message of lang/fr.json (lang/en.json has the same ids: CI checks it). */
export type MessageId = MessageIds<typeof frMessages>;

export type MessageValues = Record<string, PrimitiveType>;

const LOCALES: readonly Locale[] = ['fr', 'en'];

function flatten(tree: Record<string, unknown>, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value as Record<string, unknown>, `${prefix}${key}.`, into);
  }
  return into;
}

const texts = Object.fromEntries(
  LOCALES.map((locale) => [locale, flatten(JSON.parse(readFileSync(join(import.meta.dirname, `../lang/${locale}.json`), 'utf8')), '', new Map())]),
) as Record<Locale, Map<string, string>>;
const formats = new Map<string, IntlMessageFormat>();

/**
 * A message of lang/<locale>.json for people, its ICU arguments filled in (numbers in the reader's
 * format, plurals and selects as in the web app, which formats the same messages with react-intl):
 * what the server itself says (emails, notifications, pages, signed PDFs, errors) comes from the
 * same files as the interface.
 */
export function formatMessage(locale: Locale, id: MessageId, values?: MessageValues): string {
  const key = `${locale}:${id}`;
  let format = formats.get(key);
  if (!format) {
    const text = texts[locale].get(id);
    if (text === undefined) throw new Error(`No message ${id} in lang/${locale}.json`);
    format = new IntlMessageFormat(text, locale);
    formats.set(key, format);
  }
  return String(format.format(values));
}

/** A field and its value in the reader's typography (`common.labelValue`): "Lieu : Paris", "Location: Paris". */
export const formatLabelValue = (locale: Locale, label: string, value: string): string => formatMessage(locale, 'common.labelValue', { label, value });

/** The ids under `Prefix.`, without it: `MessageIdUnder<'cloudShare'>` is `'title' | 'size' | …`. */
export type MessageIdUnder<Prefix extends string, Id = MessageId> = Id extends `${Prefix}.${infer Rest}` ? Rest : never;

/** Whether lang/<locale>.json has a message of this id (for ids made from data, such as an audit action). */
export const hasMessage = (locale: Locale, id: string): id is MessageId => texts[locale].has(id);
