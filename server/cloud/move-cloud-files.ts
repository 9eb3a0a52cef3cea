import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { AppError } from '../errors';
import type { Services } from '../services';
import { assertNameFree, folderOf, lockOrganization, recordCloudAudit, type CloudAudit } from './cloud-folder-rules';
import { assertUnlocked } from './cloud-file-rules';
import { cloudItemOfDocument, cloudItemOfFile, DOCUMENT_ITEM_SELECT, type CloudItem } from './cloud-list';

/**
 * Moves stored files (none of them locked) and documents into a folder, or to the top level with
 * null: all or none. A stored file's name must be free where it goes; documents keep theirs.
 */
export async function moveCloudFiles(
  services: Services,
  viewer: Viewer | null,
  input: { fileIds: string[]; documentIds?: string[]; folderId: string | null; audit?: CloudAudit },
): Promise<CloudItem[]> {
  const member = assertCan(viewer, 'cloud.write');
  const documentIds = input.documentIds ?? [];
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    if (input.folderId) await folderOf(tx, member, input.folderId);
    const [files, documents] = await Promise.all([
      tx.cloudFile.findMany({ where: { id: { in: input.fileIds }, ...inOrganization(member) } }),
      tx.document.findMany({ where: { id: { in: documentIds }, ...inOrganization(member) }, select: DOCUMENT_ITEM_SELECT }),
    ]);
    if (files.length !== new Set(input.fileIds).size || documents.length !== new Set(documentIds).size)
      throw new AppError('NOT_FOUND', 'No such file in this organization');
    files.forEach(assertUnlocked);
    const moved: CloudItem[] = [];
    const audit = (entityType: string, id: string, name: string, from: string | null) =>
      recordCloudAudit(
        tx,
        member,
        entityType === 'Document' ? 'cloud.document_moved' : 'cloud.file_moved',
        entityType,
        id,
        { name, from, to: input.folderId },
        input.audit,
        now,
      );
    for (const file of files) {
      if (file.folderId === input.folderId) {
        moved.push(cloudItemOfFile(file));
        continue;
      }
      await assertNameFree(tx, member.organizationId, input.folderId, file.name, file.id);
      moved.push(cloudItemOfFile(await tx.cloudFile.update({ where: { id: file.id }, data: { folderId: input.folderId, updatedAt: now } })));
      await audit('CloudFile', file.id, file.name, file.folderId);
    }
    for (const document of documents) {
      if (document.cloudFolderId === input.folderId) {
        moved.push(cloudItemOfDocument(document));
        continue;
      }
      const updated = await tx.document.update({ where: { id: document.id }, data: { cloudFolderId: input.folderId }, select: DOCUMENT_ITEM_SELECT });
      moved.push(cloudItemOfDocument(updated));
      await audit('Document', document.id, document.originalFilename, document.cloudFolderId);
    }
    return moved;
  });
}
