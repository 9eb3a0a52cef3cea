import type { FieldProblem } from '../errors';

/** What PostgreSQL refuses in text (NUL, error 22021) and what UTF-8 cannot encode (a lone surrogate half). */
// eslint-disable-next-line no-control-regex -- NUL is the very character refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

const UNSTORABLE_EVERYWHERE = new RegExp(UNSTORABLE.source, 'g');

/** Text from elsewhere (a mailbox) made storable: NUL characters removed, unpaired surrogates replaced by U+FFFD. */
export const storableText = (text: string) => text.replace(UNSTORABLE_EVERYWHERE, (character) => (character === '\u0000' ? '' : '\uFFFD'));

/** The dotted paths of every string (or object key) in a request's input that cannot be stored as text. */
export function unstorableTextPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableTextPaths(item, `${path}.${index}`));
  // An uploaded file (whichever File class the parser made) has a name that is text; its bytes are checked by intake.
  if (isUploadedFile(value)) return isStorableText(value.name) ? [] : [`${path}.name`];
  if (value === null || typeof value !== 'object' || ![Object.prototype, null].includes(Object.getPrototypeOf(value))) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = path ? `${path}.${key}` : key;
    return isStorableText(key) ? unstorableTextPaths(item, at) : [at];
  });
}

const isUploadedFile = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as File).name === 'string' && typeof (value as File).arrayBuffer === 'function';

export const unstorableTextProblems = (paths: string[]): FieldProblem[] =>
  paths.map((path) => ({ path, code: 'INVALID_TEXT', message: 'Text must not contain NUL characters or unpaired surrogates' }));
