import { inOrganization } from '../access/policy';
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { Viewer } from '../access/viewer';
import type { CloudFile, Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import { assertNameFree } from './cloud-folder-rules';

/** Computes the SHA-256 of the bytes going through. */
export class Sha256 extends Transform {
  private readonly hash = createHash('sha256');

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** A cloud file of the caller's organization; another organization's id reads as unknown. */
export async function cloudFileOf(db: Prisma.TransactionClient, viewer: Viewer, fileId: string): Promise<CloudFile> {
  const file = await db.cloudFile.findFirst({ where: { id: fileId, ...inOrganization(viewer) } });
  if (!file) throw new AppError('NOT_FOUND', 'No such file in this organization');
  return file;
}

export const assertUnlocked = (file: CloudFile) => {
  if (file.locked) throw new AppError('CLOUD_FILE_LOCKED', 'The file is locked: unlock it first', { name: file.name });
};

/** `name`, or `name (2).ext`, `name (3).ext`… the first one free in the folder. */
export async function freeName(tx: Prisma.TransactionClient, organizationId: string, folderId: string | null, name: string): Promise<string> {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 1; ; copy++) {
    const candidate = copy === 1 ? name : `${stem} (${copy})${extension}`;
    try {
      await assertNameFree(tx, organizationId, folderId, candidate);
      return candidate;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CLOUD_NAME_TAKEN') || copy >= 1000) throw error;
    }
  }
}
