import { ValidationFailed } from '../errors';

/** Longest name of a folder or file, in characters. */
export const MAX_CLOUD_NAME_LENGTH = 200;
/** Tags of a cloud file: at most this many, of at most 40 characters each. */
export const MAX_CLOUD_TAGS = 20;
export const MAX_CLOUD_TAG_LENGTH = 40;

/**
 * A folder or file name as it is kept: NFC, trimmed, one line. Refused (CLOUD_NAME_INVALID) when
 * blank, longer than 200 characters, `.` or `..`, or holding a path separator (`/`, `\`) or a
 * control character, so that no name can ever be read as a path.
 */
export function cloudName(raw: unknown, path = 'name'): string {
  const name = typeof raw === 'string' ? raw.normalize('NFC').trim() : '';
  const refuse = (message: string) => new ValidationFailed([{ path, message, code: 'CLOUD_NAME_INVALID' }]);
  if (!name) return fail(refuse('A name is required'));
  if (name.length > MAX_CLOUD_NAME_LENGTH) return fail(refuse(`A name has at most ${MAX_CLOUD_NAME_LENGTH} characters`));
  if (name === '.' || name === '..') return fail(refuse('"." and ".." are not names'));
  if (/[/\\]/.test(name)) return fail(refuse('A name may not contain / or \\'));
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name)) return fail(refuse('A name may not contain control characters'));
  return name;
}

/** How names are compared among siblings: regardless of case. */
export const cloudNameKey = (name: string) => name.normalize('NFC').toLowerCase();

/** Tags as kept: trimmed, distinct regardless of case, at most 20 of at most 40 characters. */
export function cloudTags(raw: readonly string[]): string[] {
  const tags: string[] = [];
  for (const value of raw) {
    const tag = value.normalize('NFC').trim();
    // eslint-disable-next-line no-control-regex
    if (!tag || tag.length > MAX_CLOUD_TAG_LENGTH || /[\u0000-\u001f\u007f]/.test(tag)) {
      throw new ValidationFailed([{ path: 'tags', message: `A tag has 1 to ${MAX_CLOUD_TAG_LENGTH} characters` }]);
    }
    if (!tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  if (tags.length > MAX_CLOUD_TAGS) throw new ValidationFailed([{ path: 'tags', message: `At most ${MAX_CLOUD_TAGS} tags` }]);
  return tags;
}

function fail(error: Error): never {
  throw error;
}
