// Which messages (top-level keys of lang/*.json, "namespaces") each part of the web app shows, read
// from its sources as the bundler reads them (static imports, `import()`): the app loads the frame's
// namespaces (FRAME_MESSAGES) before its first render and each lazy chunk's with the chunk,
// `withMessages([namespaces], () => import('./Chunk'))` (web/src/i18n/message-store.ts). Used by the
// test that every message shown is loaded in time and by the web bench, which counts them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WEB = join(ROOT, 'web/src');
export const NAMESPACES = Object.keys(JSON.parse(readFileSync(join(ROOT, 'lang/fr.json'), 'utf8')) as object);
/** A message id, or the start of one built at run time (`errors.${code}`), in a string or template literal. */
const MESSAGE_ID = new RegExp(`['"\`](${NAMESPACES.join('|')})\\.[A-Za-z0-9_$]`, 'g');

export interface SourceModule {
  namespaces: Set<string>;
  /** Static imports and plain `import()`s: they render with what their importer has. */
  imports: string[];
  /** `withMessages` boundaries: the module arrives with these namespaces added. */
  chunks: { file: string; namespaces: string[] }[];
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  // Vite's import suffixes (`./pdf.worker?worker&url`) name the same module.
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(ROOT, from)} imports ${specifier}, which does not resolve`);
}

/** The text of the call whose opening parenthesis is at `open`, parentheses balanced. */
function callAt(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    if (source[index] === '(') depth++;
    else if (source[index] === ')' && --depth === 0) return source.slice(open, index + 1);
  }
  throw new Error('unbalanced call');
}

export const modules = new Map<string, SourceModule>();
export function read(file: string): SourceModule {
  let module = modules.get(file);
  if (module) return module;
  const source = readFileSync(file, 'utf8');
  const dynamicImports = (text: string) => [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => resolveImport(file, match[1]));
  const chunks: SourceModule['chunks'] = [];
  let rest = source;
  for (const match of source.matchAll(/withMessages\(/g)) {
    const call = callAt(source, match.index + 'withMessages'.length);
    const declared = /^\(\s*\[([^\]]*)\]/.exec(call);
    const imported = dynamicImports(call);
    if (!declared || imported.length === 0) throw new Error(`${relative(ROOT, file)}: withMessages must be called as withMessages([...], () => import('...'))`);
    const namespaces = [...declared[1].matchAll(/'([^']+)'/g)].map((name) => name[1]);
    for (const chunk of imported) if (chunk) chunks.push({ file: chunk, namespaces });
    rest = rest.replace(call, '');
  }
  const statics = [...source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((match) => resolveImport(file, match[1]));
  module = {
    namespaces: new Set([...source.matchAll(MESSAGE_ID)].map((match) => match[1])),
    imports: [...statics, ...dynamicImports(rest)].filter((path): path is string => path !== null && /\.tsx?$/.test(path)),
    chunks,
  };
  modules.set(file, module);
  return module;
}

export interface Missing {
  module: string;
  namespaces: string[];
  /** How the module is reached from the entry, chunk boundaries marked `=>`. */
  path: string;
}

/** Walks the app from `entry` with `available` namespaces; lists every module that shows others. */
export function missingMessages(entry: string, available: string[]): Missing[] {
  const found: Missing[] = [];
  const seen = new Set<string>();
  const visit = (file: string, loaded: Set<string>, path: string) => {
    const key = `${file}|${[...loaded].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const module = read(file);
    const missing = [...module.namespaces].filter((namespace) => !loaded.has(namespace));
    if (missing.length > 0) found.push({ module: relative(ROOT, file), namespaces: missing, path });
    for (const imported of module.imports) visit(imported, loaded, `${path} -> ${relative(WEB, imported)}`);
    for (const chunk of module.chunks) visit(chunk.file, new Set([...loaded, ...chunk.namespaces]), `${path} => ${relative(WEB, chunk.file)}`);
  };
  visit(entry, new Set(available), relative(WEB, entry));
  return found;
}

export function frameMessages(): string[] {
  const store = readFileSync(join(WEB, 'i18n/message-store.ts'), 'utf8');
  const declared = /FRAME_MESSAGES: Namespace\[\] = \[([^\]]*)\]/.exec(store);
  if (!declared) throw new Error('FRAME_MESSAGES not found in message-store.ts');
  return [...declared[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
}
