import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const root = join(import.meta.dirname, '../../..');

const flatten = (tree: Record<string, unknown>, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value as Record<string, unknown>, `${prefix}${key}.`),
  );
const messagesOf = (language: string) => new Map(flatten(JSON.parse(readFileSync(join(root, `lang/${language}.json`), 'utf8'))));

/** The names of a message's arguments (`{title}`, `{count, plural, …}`), sorted, with those inside plurals, selects and tags. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type >= 1 && element.type <= 6) into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

function check(dir: string) {
  return spawnSync(process.execPath, [join(dir, 'scripts/check-lang.mjs')], { encoding: 'utf8' });
}

describe('translations', () => {
  it('lang/fr.json and lang/en.json have the same keys and no empty message', () => {
    const run = check(root);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('every message is valid ICU message syntax, as the web build precompiles it (a `<id>` reads as an unclosed tag)', () => {
    const broken: string[] = [];
    const walk = (value: unknown, id: string) => {
      if (typeof value === 'string') {
        try {
          parse(value);
        } catch (error) {
          broken.push(`${id}: ${(error as Error).message}`);
        }
      } else for (const [key, child] of Object.entries(value as Record<string, unknown>)) walk(child, id ? `${id}.${key}` : key);
    };
    for (const language of ['fr', 'en']) walk(JSON.parse(readFileSync(join(root, `lang/${language}.json`), 'utf8')), language);
    expect(broken).toEqual([]);
    expect(() => parse('Address `/documents/<id>`')).toThrow();
  });

  it('the check names a key missing from one language', () => {
    const copy = mkdtempSync(join(tmpdir(), 'paraphe-lang-'));
    try {
      mkdirSync(join(copy, 'scripts'));
      mkdirSync(join(copy, 'lang'));
      cpSync(join(root, 'scripts/check-lang.mjs'), join(copy, 'scripts/check-lang.mjs'));
      const fr = JSON.parse(readFileSync(join(root, 'lang/fr.json'), 'utf8'));
      writeFileSync(join(copy, 'lang/fr.json'), JSON.stringify({ ...fr, onlyHere: { key: 'Seulement en français' } }));
      cpSync(join(root, 'lang/en.json'), join(copy, 'lang/en.json'));
      const run = check(copy);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('missing in en.json: onlyHere.key');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('a message takes the same arguments in both languages (a value the code passes is shown in each)', () => {
    const fr = messagesOf('fr');
    const en = messagesOf('en');
    const differ = [...fr]
      .map(([id, text]) => ({ id, fr: [...argumentsOf(parse(text))].sort(), en: [...argumentsOf(parse(en.get(id) ?? ''))].sort() }))
      .filter((message) => message.fr.join() !== message.en.join());
    expect(differ).toEqual([]);
    expect([...argumentsOf(parse('{n, plural, one {# jour pour {title}} other {# jours}} <b>{who}</b>'))].sort()).toEqual(['n', 'title', 'who']);
  });
});
