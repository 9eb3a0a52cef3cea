import type { Viewer } from '../access/viewer';
import type { Services } from '../services';
import type { CloudAudit } from './cloud-folder-rules';
import type { CloudItem } from './cloud-list';
import { moveCloudItems } from './move-cloud-items';

/**
 * Moves stored files (none of them locked) and documents into a folder, or to the top level with
 * null: all or none. A stored file's name must be free where it goes; documents keep theirs.
 */
export async function moveCloudFiles(
  services: Services,
  viewer: Viewer | null,
  input: { fileIds: string[]; documentIds?: string[]; folderId: string | null; audit?: CloudAudit },
): Promise<CloudItem[]> {
  return (await moveCloudItems(services, viewer, input)).items;
}
