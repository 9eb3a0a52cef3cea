import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, isErrorCode } from '../../../server/shared/error-codes';

const root = join(import.meta.dirname, '../../..');
const lang = (name: string) => JSON.parse(readFileSync(join(root, 'lang', `${name}.json`), 'utf8')) as { errors: Record<string, string> };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'generated') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the error-code table', () => {
  it.each(['fr', 'en'])('words every code in %s', (name) => {
    const errors = lang(name).errors;
    const unworded = Object.keys(ERROR_CODES).filter((code) => !errors[code]?.trim());
    expect(unworded).toEqual([]);
  });

  it('holds every code the server answers with, on every door', () => {
    // AppError and sendError take a typed code; these are the codes written as plain strings.
    const answered = new Set<string>();
    for (const file of sourceFiles(join(root, 'server'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:extensions: \{ code: |readonly code = |\bcode: )'([A-Z][A-Z_]+)'/g)) answered.add(match[1]);
    }
    expect(answered.size).toBeGreaterThan(5);
    expect([...answered].filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('gives every code an HTTP status of an error', () => {
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect([code, status >= 400 && status < 600]).toEqual([code, true]);
    }
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});
