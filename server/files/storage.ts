import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where files live. Local disk now; an S3-compatible bucket implements the same interface. */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server, never taken from a client: `<area>/<organization>/<uuid>.<ext>`. */
export function newStorageKey(area: string, organizationId: string, extension: string): string {
  const safeExtension = extension.toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${area}/${organizationId}/${randomUUID()}${safeExtension ? `.${safeExtension}` : ''}`;
}

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the storage root: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed, so a crash never leaves a half file under the real key.
      const partial = join(dirname(path), `.${randomUUID()}.partial`);
      await writeFile(partial, data);
      await rename(partial, path);
    },
    get: (key) => readFile(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
