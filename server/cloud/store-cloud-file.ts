import { type Readable } from 'node:stream';
import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { assertOrganizationWritable } from '../billing/organization-trial';
import { assertStorageAllowed } from '../billing/plan-limits';
import type { CloudFile } from '../db/generated/client';
import { FileTooLarge } from '../errors';
import type { Services } from '../services';
import { newStorageKey } from '../files/storage';
import { folderOf, recordCloudAudit, type CloudAudit } from './cloud-folder-rules';
import { cloudName } from './cloud-names';
import { mimeTypeOfName } from './cloud-types';
import { Sha256, freeName } from './cloud-file-rules';

export interface StoreCloudFileInput {
  name: unknown;
  folderId?: string | null;
  data: Readable;
  /** The size the client announced, when it did: refused at once when it cannot fit. */
  declaredBytes?: number | null;
  audit?: CloudAudit;
}

/**
 * Stores any file in the cloud area. The bytes stream to storage (hashed on the way) and are cut
 * off with FILE_TOO_LARGE as they pass MAX_CLOUD_UPLOAD_BYTES; the row is then recorded in one
 * transaction that checks the quota, so a refusal or failure at any step leaves neither row nor
 * stored file. A name already used in the folder gets " (2)", " (3)"…
 */
export async function storeCloudFile(services: Services, viewer: Viewer | null, input: StoreCloudFileInput): Promise<CloudFile> {
  const member = assertCan(viewer, 'cloud.write');
  const maxBytes = services.config.MAX_CLOUD_UPLOAD_BYTES;
  let name: string;
  try {
    name = cloudName(input.name);
    if (input.declaredBytes != null && input.declaredBytes > maxBytes) throw new FileTooLarge(`The file is larger than ${maxBytes} bytes`, maxBytes);
    const folderId = input.folderId ?? null;
    if (folderId) await folderOf(services.db.prisma, member, folderId);
    await assertOrganizationWritable(services.db.prisma, member.organizationId, services.clock.now());
  } catch (error) {
    input.data.resume();
    throw error;
  }
  const folderId = input.folderId ?? null;
  const key = newStorageKey('cloud', member.organizationId, name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '');
  const hash = new Sha256();
  const mimeType = mimeTypeOfName(name);
  // `pipe` passes on no failure: a source that fails (an upload cut short) fails the write too, which then removes its partial copy.
  input.data.once('error', (error) => hash.destroy(error));
  const { size } = await services.storage.put(key, input.data.pipe(hash), { contentType: mimeType, maxBytes });
  try {
    const now = services.clock.now();
    return await services.db.prisma.$transaction(async (tx) => {
      await assertStorageAllowed(tx, member.organizationId, size, now);
      if (folderId) await folderOf(tx, member, folderId);
      const finalName = await freeName(tx, member.organizationId, folderId, name);
      const file = await tx.cloudFile.create({
        data: {
          ...inOrganization(member),
          folderId,
          name: finalName,
          mimeType,
          sizeBytes: BigInt(size),
          sha256: hash.digest(),
          storagePath: key,
          uploadedById: member.userId,
          createdAt: now,
          updatedAt: now,
        },
      });
      await recordCloudAudit(tx, member, 'cloud.file_uploaded', 'CloudFile', file.id, { name: finalName, sizeBytes: size }, input.audit, now);
      return file;
    });
  } catch (error) {
    await services.storage.delete(key).catch((cleanup: unknown) => services.logger.warn({ err: cleanup, key }, 'stored cloud file left behind'));
    throw error;
  }
}
