import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { CloudFolder } from '../db/generated/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { assertFoldersFit, assertNameFree, folderAncestry, folderOf, lockOrganization, recordCloudAudit, type CloudAudit } from './cloud-folder-rules';
import { assertUnlocked } from './cloud-file-rules';
import { cloudItemOfDocument, cloudItemOfFile, DOCUMENT_ITEM_SELECT, type CloudItem } from './cloud-list';

export interface MovedCloudItems {
  /** The folders as they now are, in the order asked. */
  folders: CloudFolder[];
  /** The stored files, then the documents, as they now are. */
  items: CloudItem[];
}

/**
 * Moves folders, stored files (none of them locked) and documents of the caller's organization into
 * a folder, or to the top level with null, in one transaction: all of them or none. A folder never
 * goes into itself or one of its own folders (CLOUD_FOLDER_CYCLE), nor deeper than folders nest; a
 * folder's or stored file's name must be free where it goes; documents keep theirs. Any id that is
 * not the organization's reads as unknown and moves nothing.
 */
export async function moveCloudItems(
  services: Services,
  viewer: Viewer | null,
  input: { folderIds?: string[]; fileIds?: string[]; documentIds?: string[]; folderId: string | null; audit?: CloudAudit },
): Promise<MovedCloudItems> {
  const member = assertCan(viewer, 'cloud.write');
  const folderIds = [...new Set(input.folderIds ?? [])];
  const fileIds = [...new Set(input.fileIds ?? [])];
  const documentIds = [...new Set(input.documentIds ?? [])];
  const to = input.folderId;
  const now = services.clock.now();
  return services.db.prisma.$transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    // Every item ends in this folder: its answer names it without a read per item.
    const folderName = to ? (await folderOf(tx, member, to)).name : null;
    const [folders, files, documents] = await Promise.all([
      tx.cloudFolder.findMany({ where: { id: { in: folderIds }, ...inOrganization(member) } }),
      tx.cloudFile.findMany({ where: { id: { in: fileIds }, ...inOrganization(member) } }),
      tx.document.findMany({ where: { id: { in: documentIds }, ...inOrganization(member) }, select: DOCUMENT_ITEM_SELECT }),
    ]);
    if (folders.length !== folderIds.length) throw new AppError('NOT_FOUND', 'No such folder in this organization');
    if (files.length !== fileIds.length || documents.length !== documentIds.length) throw new AppError('NOT_FOUND', 'No such file in this organization');
    files.forEach(assertUnlocked);
    await assertFoldersFit(tx, folderIds, to ? await folderAncestry(tx, member.organizationId, to) : []);

    const audit = (action: string, entityType: string, id: string, name: string, from: string | null) =>
      recordCloudAudit(tx, member, action, entityType, id, { name, from, to }, input.audit, now);
    const byId = new Map(folders.map((folder) => [folder.id, folder]));
    const movedFolders: CloudFolder[] = [];
    for (const id of folderIds) {
      const folder = byId.get(id)!;
      if (folder.parentId === to) {
        movedFolders.push(folder);
        continue;
      }
      await assertNameFree(tx, member.organizationId, to, folder.name, folder.id);
      movedFolders.push(await tx.cloudFolder.update({ where: { id: folder.id }, data: { parentId: to, updatedAt: now } }));
      await audit('cloud.folder_moved', 'CloudFolder', folder.id, folder.name, folder.parentId);
    }
    const items: CloudItem[] = [];
    for (const file of files) {
      if (file.folderId === to) {
        items.push(cloudItemOfFile(file));
        continue;
      }
      await assertNameFree(tx, member.organizationId, to, file.name, file.id);
      items.push(cloudItemOfFile(await tx.cloudFile.update({ where: { id: file.id }, data: { folderId: to, updatedAt: now } })));
      await audit('cloud.file_moved', 'CloudFile', file.id, file.name, file.folderId);
    }
    for (const document of documents) {
      if (document.cloudFolderId === to) {
        items.push(cloudItemOfDocument(document));
        continue;
      }
      const updated = await tx.document.update({ where: { id: document.id }, data: { cloudFolderId: to }, select: DOCUMENT_ITEM_SELECT });
      items.push(cloudItemOfDocument(updated));
      await audit('cloud.document_moved', 'Document', document.id, document.originalFilename, document.cloudFolderId);
    }
    return { folders: movedFolders, items: items.map((item) => ({ ...item, folderName })) };
  });
}
