import { encodeGlobalID, resolveOffsetConnection } from '@pothos/plugin-relay';
import type { Viewer } from '../access/viewer';
import { DocumentStatusEnum, RiskBandEnum } from '../graphql/enums';
import { AppError, ValidationFailed } from '../errors';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { answerRow, answerRows } from '../graphql/answer-rows';
import { rowSelection } from '../graphql/row-selection';
import { riskBandOf } from '../shared/risk-bands';
import { cloudItemOfFile, CLOUD_SORTS, CLOUD_STATUSES, listCloudItems, MAX_CLOUD_PAGE, type CloudItem } from './cloud-list';
import { MAX_FOLDER_DEPTH } from './cloud-folder-rules';
import { createCloudFolder } from './create-cloud-folder';
import { cloudFolderPath, cloudStorage, listCloudFolders, listShareLinks, MAX_FOLDERS } from './list-cloud-folders';
import { deleteCloudFolder } from './delete-cloud-folder';
import { moveCloudFolder } from './move-cloud-folder';
import { renameCloudFolder } from './rename-cloud-folder';
import { deleteCloudFile } from './delete-cloud-file';
import { moveCloudFiles } from './move-cloud-files';
import { moveCloudItems, type MovedCloudItems } from './move-cloud-items';
import { renameCloudFile } from './rename-cloud-file';
import { setCloudFileLock } from './set-cloud-file-lock';
import { tagCloudFile } from './tag-cloud-file';
import { CLOUD_FILES_PATH } from './cloud-routes';
import { MAX_PREVIEW_SOURCE_BYTES, previewUrlOf } from './cloud-previews';
import { createShareLink } from './create-share-link';
import { revokeShareLink } from './revoke-share-link';
import { SHARE_LINK_DAYS } from './share-links';
import { isUuid } from '../shared/ids';
import { rowIdOf } from './cloud-ids';
import { cloudFileTypeOfName, CLOUD_FILE_TYPES } from './cloud-types';

const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';
const audit = (context: Context) => ({ ip: context.ip, userAgent: context.userAgent });
const viewerOf = (context: Context): Viewer => context.viewer!;

/** The row id a global id of `typename` names; any other id reads as an unknown row. */
function rowId(typename: 'CloudFile' | 'CloudFolder' | 'CloudShareLink', id: string): string {
  const row = rowIdOf(typename, id);
  if (!row)
    throw new AppError('NOT_FOUND', `No such ${typename === 'CloudFolder' ? 'folder' : typename === 'CloudFile' ? 'file' : 'share link'} in this organization`);
  return row;
}
const optionalRowId = (typename: 'CloudFolder', id: string | null | undefined) => (id ? rowId(typename, id) : null);

export const CloudFileTypeEnum = builder.enumType('CloudFileType', {
  description: 'Kind of a file of the cloud area, by its extension.',
  values: {
    PDF: { description: 'PDF.' },
    DOCUMENT: { description: 'Text and office documents: DOC, DOCX, ODT, RTF, TXT, MD, PPT, PPTX.' },
    SPREADSHEET: { description: 'Spreadsheets: XLS, XLSX, ODS, CSV.' },
    IMAGE: { description: 'Images: PNG, JPG, GIF, WEBP, SVG.' },
    ARCHIVE: { description: 'Archives: ZIP, GZ, TAR, 7Z, RAR.' },
    OTHER: { description: 'Any other file.' },
  } as const satisfies Record<(typeof CLOUD_FILE_TYPES)[number], unknown>,
});

export const CloudStatusEnum = builder.enumType('CloudStatus', {
  description: 'Status filter of the cloud area.',
  values: {
    SIGNED: { description: 'Documents signed (approved).' },
    REVIEW: { description: 'Documents awaiting review: PENDING, UNDER_REVIEW or CORRECTING.' },
    CONFIDENTIAL: { description: 'Files and documents tagged `confidential` or `confidentiel`.' },
    ARCHIVED: { description: 'Files and documents tagged `archived`, `archive` or `archivé`.' },
  } as const satisfies Record<(typeof CLOUD_STATUSES)[number], unknown>,
});

export const CloudSortEnum = builder.enumType('CloudSort', {
  description: 'Order of the cloud list.',
  values: {
    RECENT: { description: 'Newest first.' },
    NAME: { description: 'By name, A to Z, regardless of case.' },
    SIZE: { description: 'Largest first.' },
    RISK: { description: 'Riskiest documents first; stored files (no risk) last.' },
  } as const satisfies Record<(typeof CLOUD_SORTS)[number], unknown>,
});

const CloudItemKindEnum = builder.enumType('CloudItemKind', {
  description: 'What an entry of the cloud list is.',
  values: {
    FILE: { description: 'A file stored in the cloud area (any type, not analysed).' },
    DOCUMENT: {
      description: 'A document of the review workflow (its original file; `signed` when a signed PDF exists too), at the top level or in a folder.',
    },
  } as const,
});

export const CloudItemRef = builder.objectRef<CloudItem>('CloudItem').implement({
  description: 'An entry of the cloud area: a stored file or a document.',
  fields: (t) => ({
    id: t.id({
      description: 'Global id: of a `CloudFile` for a stored file, of a `Document` for a document.',
      resolve: (item) => encodeGlobalID(item.kind === 'FILE' ? 'CloudFile' : 'Document', item.id),
    }),
    kind: t.field({ type: CloudItemKindEnum, description: 'Stored file or document.', resolve: (item) => item.kind }),
    name: t.exposeString('name', { description: 'File name, with its extension.' }),
    type: t.field({ type: CloudFileTypeEnum, description: 'Kind of file, by extension.', resolve: (item) => cloudFileTypeOfName(item.name) }),
    mimeType: t.exposeString('mimeType', { description: 'Media type the file is downloaded with.' }),
    sizeBytes: t.float({ description: 'Size in bytes (of the original, for a document).', resolve: (item) => item.sizeBytes }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was stored or filed.' }),
    tags: t.exposeStringList('tags', { description: 'Tags, for search and the confidential and archived filters.' }),
    locked: t.exposeBoolean('locked', { description: 'A locked file cannot be moved, renamed or deleted. Always false for a document.' }),
    folderId: t.id({
      nullable: true,
      description: 'Global id of the folder holding the file; null at the top level.',
      resolve: (item) => (item.folderId ? encodeGlobalID('CloudFolder', item.folderId) : null),
    }),
    folderName: t.string({
      nullable: true,
      description: 'Name of the folder holding the file (shown beside what a search of the whole area finds); null at the top level.',
      resolve: async (item, _args, context) => {
        if (item.folderName !== undefined || !item.folderId) return item.folderName ?? null;
        const folder = await context.services.db.prisma.cloudFolder.findFirst({
          where: { id: item.folderId, organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION },
          select: { name: true },
        });
        return folder?.name ?? null;
      },
    }),
    documentStatus: t.field({
      type: DocumentStatusEnum,
      nullable: true,
      description: "The document's review status; null for a stored file.",
      resolve: (item) => item.documentStatus as never,
    }),
    riskScore: t.exposeInt('riskScore', { nullable: true, description: "The document's risk, 1 to 10; null for a stored file." }),
    riskBand: t.field({
      type: RiskBandEnum,
      nullable: true,
      description: "The document's risk band; null for a stored file.",
      resolve: (item) => (item.riskScore === null ? null : riskBandOf(item.riskScore)),
    }),
    signed: t.exposeBoolean('signed', { description: 'Whether a signed PDF of the document exists (`signedDownloadUrl`).' }),
    downloadUrl: t.string({
      description: 'Where the signed-in member downloads the file (byte ranges supported).',
      resolve: (item) => (item.kind === 'FILE' ? `${CLOUD_FILES_PATH}/${encodeGlobalID('CloudFile', item.id)}` : `/api/documents/${item.id}/file`),
    }),
    previewUrl: t.string({
      nullable: true,
      description: `A small WebP picture of the file (a PDF's first page, an image) for the signed-in member; null for other types and files over ${MAX_PREVIEW_SOURCE_BYTES / 1024 / 1024} MB.`,
      resolve: (item) => previewUrlOf(item, encodeGlobalID(item.kind === 'FILE' ? 'CloudFile' : 'Document', item.id)),
    }),
    signedDownloadUrl: t.string({
      nullable: true,
      description: 'Where the signed PDF of a signed document downloads; null otherwise.',
      resolve: (item) => (item.signed ? `/api/documents/${item.id}/signed-file` : null),
    }),
  }),
});

export const CloudFolderNode = builder.prismaNode('CloudFolder', {
  description: 'A folder of the cloud area.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({ id, organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION }),
  authScopes: { signedIn: true },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Name, unique among the folders and files beside it.' }),
    parentId: t.id({
      nullable: true,
      description: 'Global id of the folder holding it; null at the top level.',
      resolve: (folder) => (folder.parentId ? encodeGlobalID('CloudFolder', folder.parentId) : null),
    }),
    parent: t.relation('parent', { nullable: true, description: 'The folder holding it; null at the top level.' }),
    fileCount: t.relationCount('files', { description: 'Stored files directly in the folder (documents are counted in documentCount).' }),
    documentCount: t.relationCount('documents', { description: 'Documents filed directly in the folder.' }),
    folderCount: t.relationCount('children', { description: 'Folders directly in the folder.' }),
    path: t.prismaField({
      type: ['CloudFolder'],
      description: `The folders from the top level down to this one, this one last (at most ${MAX_FOLDER_DEPTH}).`,
      select: { organizationId: true },
      resolve: async (query, folder, _args, context) => {
        return cloudFolderPath(context.services, context.viewer, folder.id, rowSelection(query));
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
  }),
});

const CloudStorageRef = builder.objectRef<{ usedBytes: number; quotaBytes: number | null }>('CloudStorage').implement({
  description: "The organization's storage: documents and cloud files against the plan's quota.",
  fields: (t) => ({
    usedBytes: t.exposeFloat('usedBytes', { description: 'Bytes stored: every document file and every cloud file.' }),
    quotaBytes: t.exposeFloat('quotaBytes', { nullable: true, description: "The plan's quota with storage add-ons, in bytes; null when unlimited." }),
  }),
});

interface ShareLinkView {
  id: string;
  expiresAt: Date;
  revokedAt: Date | null;
  downloadCount: number;
  passwordHash: string | null;
  createdAt: Date;
}

const CloudShareLinkRef = builder.objectRef<ShareLinkView>('CloudShareLink').implement({
  description: 'A public link to one cloud file. Its address is shown once, when it is made.',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the link.', resolve: (link) => encodeGlobalID('CloudShareLink', link.id) }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When it stops working.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When it was revoked; null while it works.' }),
    downloadCount: t.exposeInt('downloadCount', { description: 'Downloads made through it.' }),
    hasPassword: t.boolean({ description: 'Whether it asks for a password.', resolve: (link) => link.passwordHash !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
  }),
});

builder.queryField('cloudItems', (t) =>
  t.connection(
    {
      type: CloudItemRef,
      description: `A page of the cloud area (stored files and documents together), filtered, sorted and paged in the database: 50 entries by default, ${MAX_CLOUD_PAGE} at most.`,
      authScopes: { signedIn: true },
      args: {
        folderId: t.arg.id({
          required: false,
          description: 'A folder: its files only. Omitted: the top level (its files and every document). Ignored when `everywhere` is true.',
        }),
        everywhere: t.arg.boolean({ required: false, description: 'Every file of every folder, and every document (for searching the whole area).' }),
        search: t.arg.string({ required: false, description: 'Part of a name or of a tag, regardless of case and accents.' }),
        types: t.arg({ type: [CloudFileTypeEnum], required: false, description: 'Any of these kinds.' }),
        statuses: t.arg({ type: [CloudStatusEnum], required: false, description: 'Any of these statuses.' }),
        riskBands: t.arg({ type: [RiskBandEnum], required: false, description: 'Documents in any of these risk bands (stored files have no risk).' }),
        sort: t.arg({ type: CloudSortEnum, required: false, description: 'Order; RECENT by default.' }),
      },
      resolve: async (_root, args, context) => {
        let totalCount = 0;
        const connection = await resolveOffsetConnection({ args, defaultSize: 50, maxSize: MAX_CLOUD_PAGE }, async ({ limit, offset }) => {
          const page = await listCloudItems(context.services, context.viewer, {
            folderId: args.everywhere ? undefined : optionalRowId('CloudFolder', args.folderId),
            search: args.search,
            types: args.types,
            statuses: args.statuses,
            riskBands: args.riskBands,
            sort: args.sort,
            first: limit,
            offset,
          });
          totalCount = page.totalCount;
          return page.items;
        });
        return { ...connection, totalCount };
      },
    },
    {
      name: 'CloudItemConnection',
      description: `A page of the cloud area (50 entries by default, at most ${MAX_CLOUD_PAGE} with \`first\` or \`last\`).`,
      fields: (connection) => ({
        totalCount: connection.int({
          description: 'Entries matching the filters, over every page.',
          resolve: (page) => (page as unknown as { totalCount: number }).totalCount,
        }),
      }),
    },
    { name: 'CloudItemEdge', description: 'An entry of the cloud area in a page, with its cursor.' },
  ),
);

builder.queryField('cloudFolders', (t) =>
  t.prismaField({
    type: ['CloudFolder'],
    description: `The folders directly in a folder (or at the top level), or with \`everywhere\` every folder, by name, with their counts; ${MAX_FOLDERS} at most.`,
    authScopes: { signedIn: true },
    args: {
      parentId: t.arg.id({ required: false, description: 'The folder whose folders to list; omitted: the top level. Ignored when `everywhere` is true.' }),
      everywhere: t.arg.boolean({ required: false, description: 'The folders of every level (for searching the whole area, as `cloudItems` does).' }),
      search: t.arg.string({ required: false, description: "Part of a folder's name, regardless of case and accents (as `cloudItems` searches files)." }),
    },
    resolve: (query, _root, args, context) =>
      listCloudFolders(
        context.services,
        context.viewer,
        { parentId: args.everywhere ? undefined : optionalRowId('CloudFolder', args.parentId), search: args.search },
        rowSelection(query),
      ),
  }),
);

builder.queryField('cloudStorage', (t) =>
  t.field({
    type: CloudStorageRef,
    description: "Bytes the organization stores against its plan's quota.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => cloudStorage(context.services, context.viewer),
  }),
);

builder.queryField('cloudShareLinks', (t) =>
  t.field({
    type: [CloudShareLinkRef],
    description: "The share links of a cloud file, or of the organization's files, newest first (50 at most), revoked and expired ones included.",
    authScopes: { signedIn: true },
    args: { fileId: t.arg.id({ required: false, description: 'Global id of the cloud file; omitted: every file.' }) },
    resolve: (_root, args, context) => listShareLinks(context.services, context.viewer, args.fileId ? rowId('CloudFile', args.fileId) : null),
  }),
);

// Folders

const folderMutation = (name: string, description: string) => ({
  type: 'CloudFolder' as const,
  description,
  authScopes: { signedIn: true },
  errors: mutationErrors(name, { name: 'folder', description: 'The folder as it now is.' }, [ValidationFailed]),
});

builder.mutationField('createCloudFolder', (t) =>
  t.prismaField({
    ...folderMutation(
      'createCloudFolder',
      'Makes a folder (at the top level, or in `parentId`). Names: 1 to 200 characters, no `/`, `\\` or control character, not `.` or `..`, unique beside it.',
    ),
    args: {
      name: t.arg.string({ required: true, description: 'Its name.' }),
      parentId: t.arg.id({ required: false, description: 'The folder to make it in; omitted: the top level.' }),
    },
    resolve: async (query, _root, args, context) => {
      const folder = await createCloudFolder(context.services, viewerOf(context), {
        name: args.name,
        parentId: optionalRowId('CloudFolder', args.parentId),
        audit: audit(context),
      });
      return answerRow(context, 'cloudFolder', folder.id, query);
    },
  }),
);

builder.mutationField('renameCloudFolder', (t) =>
  t.prismaField({
    ...folderMutation('renameCloudFolder', 'Renames a folder.'),
    args: { id: t.arg.id({ required: true, description: 'Global id of the folder.' }), name: t.arg.string({ required: true, description: 'Its new name.' }) },
    resolve: async (query, _root, args, context) => {
      const folder = await renameCloudFolder(context.services, viewerOf(context), {
        folderId: rowId('CloudFolder', args.id),
        name: args.name,
        audit: audit(context),
      });
      return answerRow(context, 'cloudFolder', folder.id, query);
    },
  }),
);

builder.mutationField('moveCloudFolder', (t) =>
  t.prismaField({
    ...folderMutation('moveCloudFolder', 'Moves a folder into another, or to the top level; never into itself or one of its own folders (CLOUD_FOLDER_CYCLE).'),
    args: {
      id: t.arg.id({ required: true, description: 'Global id of the folder.' }),
      parentId: t.arg.id({ required: false, description: 'Where to: a folder; omitted or null: the top level.' }),
    },
    resolve: async (query, _root, args, context) => {
      const folder = await moveCloudFolder(context.services, viewerOf(context), {
        folderId: rowId('CloudFolder', args.id),
        parentId: optionalRowId('CloudFolder', args.parentId),
        audit: audit(context),
      });
      return answerRow(context, 'cloudFolder', folder.id, query);
    },
  }),
);

const DeletedRef = builder.objectRef<{ id: string }>('CloudDeleted').implement({
  description: 'What was deleted.',
  fields: (t) => ({ id: t.exposeID('id', { description: 'Global id of the deleted folder or file.' }) }),
});

builder.mutationField('deleteCloudFolder', (t) =>
  t.field({
    type: DeletedRef,
    description: 'Deletes an empty folder (CLOUD_FOLDER_NOT_EMPTY otherwise).',
    authScopes: { signedIn: true },
    errors: mutationErrors('deleteCloudFolder', { name: 'data', description: 'Which folder was deleted.' }),
    args: { id: t.arg.id({ required: true, description: 'Global id of the folder.' }) },
    resolve: async (_root, args, context) => {
      const { id } = await deleteCloudFolder(context.services, viewerOf(context), { folderId: rowId('CloudFolder', args.id), audit: audit(context) });
      return { id: encodeGlobalID('CloudFolder', id) };
    },
  }),
);

// Files

const fileMutation = (name: string, description: string) => ({
  type: CloudItemRef,
  description,
  authScopes: { signedIn: true },
  errors: mutationErrors(name, { name: 'file', description: 'The file as it now is.' }, [ValidationFailed]),
});

builder.mutationField('renameCloudFile', (t) =>
  t.field({
    ...fileMutation('renameCloudFile', 'Renames a stored file (not a locked one: CLOUD_FILE_LOCKED).'),
    args: {
      id: t.arg.id({ required: true, description: 'Global id of the file.' }),
      name: t.arg.string({ required: true, description: 'Its new name, extension included.' }),
    },
    resolve: async (_root, args, context) =>
      cloudItemOfFile(
        await renameCloudFile(context.services, viewerOf(context), { fileId: rowId('CloudFile', args.id), name: args.name, audit: audit(context) }),
      ),
  }),
);

/**
 * The global ids of a move, 1 to 100, sorted by what they name: a folder's (where folders move too)
 * or a document's names it; any other id, a stored file.
 */
function movedIds(ids: readonly (string | number)[], what: 'files' | 'items', { folders }: { folders: boolean }) {
  if (ids.length === 0 || ids.length > 100) throw new ValidationFailed([{ path: 'ids', message: `Move 1 to 100 ${what} at once` }]);
  const folderIds: string[] = [];
  const fileIds: string[] = [];
  const documentIds: string[] = [];
  for (const id of ids.map(String)) {
    const folder = folders && !isUuid(id) ? rowIdOf('CloudFolder', id) : null;
    const document = isUuid(id) ? null : rowIdOf('Document', id);
    if (folder) folderIds.push(folder);
    else if (document) documentIds.push(document);
    else fileIds.push(rowId('CloudFile', id));
  }
  return { folderIds, fileIds, documentIds };
}

builder.mutationField('moveCloudFiles', (t) =>
  t.field({
    type: [CloudItemRef],
    description: 'Moves stored files (none locked) and documents into a folder, or to the top level: all of them or none.',
    deprecationReason: 'Use moveCloudItems, which moves folders too.',
    authScopes: { signedIn: true },
    errors: mutationErrors('moveCloudFiles', { name: 'files', description: 'The files as they now are.' }, [ValidationFailed]),
    args: {
      ids: t.arg.idList({ required: true, description: 'Global ids of the files and documents: 1 to 100.' }),
      folderId: t.arg.id({ required: false, description: 'Where to: a folder; omitted or null: the top level.' }),
    },
    resolve: async (_root, args, context) => {
      const { fileIds, documentIds } = movedIds(args.ids, 'files', { folders: false });
      return moveCloudFiles(context.services, viewerOf(context), {
        fileIds,
        documentIds,
        folderId: optionalRowId('CloudFolder', args.folderId),
        audit: audit(context),
      });
    },
  }),
);

const MovedRef = builder.objectRef<MovedCloudItems>('CloudMoved').implement({
  description: 'What `moveCloudItems` moved, as it now is.',
  fields: (t) => ({
    folders: t.prismaField({
      type: ['CloudFolder'],
      description: 'The folders, in the order asked.',
      resolve: (query, moved, _args, context) =>
        answerRows(
          context,
          'cloudFolder',
          moved.folders.map((folder) => folder.id),
          query,
        ),
    }),
    items: t.field({ type: [CloudItemRef], description: 'The stored files, then the documents.', resolve: (moved) => moved.items }),
  }),
});

builder.mutationField('moveCloudItems', (t) =>
  t.field({
    type: MovedRef,
    description:
      'Moves folders, stored files (none locked) and documents together into a folder, or to the top level, in one go: all of them or none. A folder never goes into itself or one of its own folders (CLOUD_FOLDER_CYCLE).',
    authScopes: { signedIn: true },
    errors: mutationErrors('moveCloudItems', { name: 'moved', description: 'What was moved, as it now is.' }, [ValidationFailed]),
    args: {
      ids: t.arg.idList({ required: true, description: 'Global ids of the folders, files and documents: 1 to 100.' }),
      folderId: t.arg.id({ required: false, description: 'Where to: a folder; omitted or null: the top level.' }),
    },
    resolve: async (_root, args, context) => {
      return moveCloudItems(context.services, viewerOf(context), {
        ...movedIds(args.ids, 'items', { folders: true }),
        folderId: optionalRowId('CloudFolder', args.folderId),
        audit: audit(context),
      });
    },
  }),
);

builder.mutationField('tagCloudFile', (t) =>
  t.field({
    ...fileMutation('tagCloudFile', 'Replaces the tags of a stored file: at most 20 of 1 to 40 characters.'),
    args: { id: t.arg.id({ required: true, description: 'Global id of the file.' }), tags: t.arg.stringList({ required: true, description: 'The new tags.' }) },
    resolve: async (_root, args, context) =>
      cloudItemOfFile(await tagCloudFile(context.services, viewerOf(context), { fileId: rowId('CloudFile', args.id), tags: args.tags, audit: audit(context) })),
  }),
);

for (const [name, locked] of [
  ['lockCloudFile', true],
  ['unlockCloudFile', false],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      ...fileMutation(name, locked ? 'Locks a stored file: it can no longer be moved, renamed or deleted.' : 'Unlocks a stored file.'),
      args: { id: t.arg.id({ required: true, description: 'Global id of the file.' }) },
      resolve: async (_root, args, context) =>
        cloudItemOfFile(await setCloudFileLock(context.services, viewerOf(context), { fileId: rowId('CloudFile', args.id), locked, audit: audit(context) })),
    }),
  );
}

builder.mutationField('deleteCloudFile', (t) =>
  t.field({
    type: DeletedRef,
    description: 'Deletes a stored file (not a locked one) and its share links.',
    authScopes: { signedIn: true },
    errors: mutationErrors('deleteCloudFile', { name: 'data', description: 'Which file was deleted.' }),
    args: { id: t.arg.id({ required: true, description: 'Global id of the file.' }) },
    resolve: async (_root, args, context) => {
      const { id } = await deleteCloudFile(context.services, viewerOf(context), { fileId: rowId('CloudFile', args.id), audit: audit(context) });
      return { id: encodeGlobalID('CloudFile', id) };
    },
  }),
);

// Share links

const CreatedShareLinkRef = builder.objectRef<{ url: string; link: ShareLinkView }>('CreatedCloudShareLink').implement({
  description: 'A share link just made, with its address (shown this once).',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The public address of the link: give it to whoever should download the file.' }),
    link: t.field({ type: CloudShareLinkRef, description: 'The link.', resolve: (created) => created.link }),
  }),
});

builder.mutationField('createCloudShareLink', (t) =>
  t.field({
    type: CreatedShareLinkRef,
    description: `Makes a public download link to a stored file, valid ${SHARE_LINK_DAYS.min} to ${SHARE_LINK_DAYS.max} days (${SHARE_LINK_DAYS.default} by default), optionally with a password (6 to 200 characters).`,
    authScopes: { signedIn: true },
    errors: mutationErrors('createCloudShareLink', { name: 'share', description: 'The link and its address.' }, [ValidationFailed]),
    args: {
      fileId: t.arg.id({ required: true, description: 'Global id of the file.' }),
      expiresInDays: t.arg.int({ required: false, description: `Days the link works: ${SHARE_LINK_DAYS.min} to ${SHARE_LINK_DAYS.max}.` }),
      password: t.arg.string({ required: false, description: 'A password the visitor must give; blank or omitted: none.' }),
    },
    resolve: (_root, args, context) =>
      createShareLink(context.services, viewerOf(context), {
        fileId: rowId('CloudFile', args.fileId),
        expiresInDays: args.expiresInDays,
        password: args.password,
        audit: audit(context),
      }),
  }),
);

builder.mutationField('revokeCloudShareLink', (t) =>
  t.field({
    type: CloudShareLinkRef,
    description: 'Ends a share link at once.',
    authScopes: { signedIn: true },
    errors: mutationErrors('revokeCloudShareLink', { name: 'link', description: 'The revoked link.' }),
    args: { id: t.arg.id({ required: true, description: 'Global id of the link.' }) },
    resolve: (_root, args, context) =>
      revokeShareLink(context.services, viewerOf(context), { linkId: rowId('CloudShareLink', args.id), audit: audit(context) }),
  }),
);
