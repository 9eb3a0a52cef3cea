import { Prisma } from '../db/generated/client';
import { assertCan } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { ValidationFailed } from '../errors';
import { searchText } from '../db/search-text';
import type { Services } from '../services';
import { RISK_BAND_RANGES, type RiskBand } from '../shared/risk-bands';
import { extensionsOfType, KNOWN_EXTENSIONS, type CloudFileType } from './cloud-types';

export const CLOUD_STATUSES = ['SIGNED', 'REVIEW', 'CONFIDENTIAL', 'ARCHIVED'] as const;
export type CloudStatus = (typeof CLOUD_STATUSES)[number];
export const CLOUD_SORTS = ['RECENT', 'NAME', 'SIZE', 'RISK'] as const;
export type CloudSort = (typeof CLOUD_SORTS)[number];

/** Tags that mark an item confidential or archived, in either language, whatever their case. */
export const CONFIDENTIAL_TAGS = ['confidential', 'confidentiel'];
export const ARCHIVED_TAGS = ['archived', 'archivé', 'archive'];

/** Items one page of the list holds at most. */
export const MAX_CLOUD_PAGE = 100;

export interface CloudListInput {
  /** undefined: the whole area, every folder; null: the top level; an id: that folder. */
  folderId?: string | null;
  search?: string | null;
  types?: readonly CloudFileType[] | null;
  statuses?: readonly CloudStatus[] | null;
  riskBands?: readonly RiskBand[] | null;
  sort?: CloudSort | null;
  first?: number | null;
  offset?: number | null;
}

/** One entry of the list: a stored file or a document (its original; `signed` when a signed PDF exists too). */
export interface CloudItem {
  kind: 'FILE' | 'DOCUMENT';
  id: string;
  name: string;
  sizeBytes: number;
  createdAt: Date;
  tags: string[];
  locked: boolean;
  folderId: string | null;
  /** The name of the folder holding it (null at the top level); left out where it was not read. */
  folderName?: string | null;
  /** The document's review status; null for a stored file. */
  documentStatus: string | null;
  riskScore: number | null;
  mimeType: string;
  signed: boolean;
}

export interface CloudPage {
  items: CloudItem[];
  totalCount: number;
  offset: number;
}

/**
 * A page of the cloud area: stored files (`CloudFile`) and documents (`Document`, reviewed in
 * /documents and filed in a folder or at the top level) read together by one SQL UNION ALL, filtered, sorted
 * and paged in the database, so a folder of 10,000 files costs one indexed page, never the whole list.
 */
export async function listCloudItems(services: Services, viewer: Viewer | null, input: CloudListInput): Promise<CloudPage> {
  const reader = assertCan(viewer, 'cloud.read');
  const first = input.first ?? 50;
  const offset = input.offset ?? 0;
  // One more than a page: a connection reads one entry past its page to know whether another follows.
  if (!Number.isInteger(first) || first < 1 || first > MAX_CLOUD_PAGE + 1)
    throw new ValidationFailed([{ path: 'first', message: `A page holds 1 to ${MAX_CLOUD_PAGE} items` }]);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000) throw new ValidationFailed([{ path: 'offset', message: 'The offset is out of range' }]);
  const org = reader.organizationId;
  const inFolder = (column: Prisma.Sql) =>
    input.folderId === undefined
      ? Prisma.empty
      : input.folderId === null
        ? Prisma.sql`AND ${column} IS NULL`
        : Prisma.sql`AND ${column} = ${input.folderId}::uuid`;
  const conditions: Prisma.Sql[] = [];
  const search = searchText(input.search);
  if (search) {
    const pattern = `%${search}%`;
    conditions.push(Prisma.sql`(i."nameFold" ILIKE ${pattern} OR EXISTS (SELECT 1 FROM unnest(i.tags) tag WHERE search_fold(tag) ILIKE ${pattern}))`);
  }
  if (input.types?.length) {
    const extension = Prisma.sql`lower(substring(i.name from '\\.([^.]+)$'))`;
    const alternatives = input.types.map((type) =>
      type === 'OTHER'
        ? Prisma.sql`(${extension} IS NULL OR NOT ${extension} = ANY(${KNOWN_EXTENSIONS}::text[]))`
        : Prisma.sql`${extension} = ANY(${extensionsOfType(type)}::text[])`,
    );
    conditions.push(Prisma.sql`(${Prisma.join(alternatives, ' OR ')})`);
  }
  if (input.statuses?.length) {
    const tagged = (tags: string[]) => Prisma.sql`EXISTS (SELECT 1 FROM unnest(i.tags) tag WHERE lower(tag) = ANY(${tags}::text[]))`;
    const alternatives = input.statuses.map((status) =>
      status === 'SIGNED'
        ? Prisma.sql`i.status = 'SIGNED'`
        : status === 'REVIEW'
          ? Prisma.sql`i.status IN ('PENDING', 'UNDER_REVIEW', 'CORRECTING')`
          : tagged(status === 'CONFIDENTIAL' ? CONFIDENTIAL_TAGS : ARCHIVED_TAGS),
    );
    conditions.push(Prisma.sql`(${Prisma.join(alternatives, ' OR ')})`);
  }
  if (input.riskBands?.length) {
    conditions.push(
      Prisma.sql`(${Prisma.join(
        input.riskBands.map((band) => Prisma.sql`i.risk BETWEEN ${RISK_BAND_RANGES[band].min} AND ${RISK_BAND_RANGES[band].max}`),
        ' OR ',
      )})`,
    );
  }
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  const order = {
    RECENT: Prisma.sql`i."createdAt" DESC, i.id`,
    NAME: Prisma.sql`lower(i.name), i.id`,
    SIZE: Prisma.sql`i.size DESC, i.id`,
    RISK: Prisma.sql`i.risk DESC NULLS LAST, i."createdAt" DESC, i.id`,
  }[input.sort ?? 'RECENT'];
  const items = Prisma.sql`(
      SELECT 'FILE' AS kind, f.id, f.name, f."nameFold", f."sizeBytes" AS size, f."createdAt", f.tags, f.locked, f."folderId",
        NULL::text AS status, NULL::int AS risk, f."mimeType", false AS signed
      FROM "CloudFile" f WHERE f."organizationId" = ${org}::uuid ${inFolder(Prisma.sql`f."folderId"`)}
      UNION ALL
      SELECT 'DOCUMENT' AS kind, d.id, d."originalFilename" AS name, d."originalFilenameFold" AS "nameFold", d."sizeBytes"::bigint AS size, d."createdAt", d.tags, false AS locked, d."cloudFolderId" AS "folderId",
        d.status::text AS status, d."riskScore" AS risk, d."mimeType", d."signedStoragePath" IS NOT NULL AS signed
      FROM "Document" d WHERE d."organizationId" = ${org}::uuid ${inFolder(Prisma.sql`d."cloudFolderId"`)}
    ) i`;
  const prisma = services.db.prisma;
  const [rows, [{ count }]] = await Promise.all([
    prisma.$queryRaw<
      Array<{
        kind: 'FILE' | 'DOCUMENT';
        id: string;
        name: string;
        size: bigint | number;
        createdAt: Date;
        tags: string[];
        locked: boolean;
        folderId: string | null;
        folderName: string | null;
        status: string | null;
        risk: number | null;
        mimeType: string;
        signed: boolean;
      }>
    >`
      SELECT i.kind, i.id::text AS id, i.name, i.size, i."createdAt", i.tags, i.locked, i."folderId"::text AS "folderId", holder.name AS "folderName",
        i.status, i.risk, i."mimeType", i.signed
      FROM ${items} LEFT JOIN "CloudFolder" holder ON holder.id = i."folderId" ${where} ORDER BY ${order} LIMIT ${first} OFFSET ${offset}`,
    prisma.$queryRaw<Array<{ count: bigint | number }>>`SELECT count(*) AS count FROM ${items} ${where}`,
  ]);
  return {
    totalCount: Number(count),
    offset,
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      sizeBytes: Number(row.size),
      createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(`${String(row.createdAt).replace(' ', 'T')}Z`),
      tags: row.tags,
      locked: row.locked,
      folderId: row.folderId,
      folderName: row.folderName,
      documentStatus: row.status,
      riskScore: row.risk,
      mimeType: row.mimeType,
      signed: row.signed,
    })),
  };
}

/** The same item from a stored file's row (the answer of a file mutation). */
export function cloudItemOfFile(file: {
  id: string;
  name: string;
  sizeBytes: bigint;
  createdAt: Date;
  tags: string[];
  locked: boolean;
  folderId: string | null;
  mimeType: string;
}): CloudItem {
  return {
    kind: 'FILE',
    id: file.id,
    name: file.name,
    sizeBytes: Number(file.sizeBytes),
    createdAt: file.createdAt,
    tags: file.tags,
    locked: file.locked,
    folderId: file.folderId,
    documentStatus: null,
    riskScore: null,
    mimeType: file.mimeType,
    signed: false,
  };
}

/** The columns of a document its cloud entry shows. */
export const DOCUMENT_ITEM_SELECT = {
  id: true,
  originalFilename: true,
  sizeBytes: true,
  createdAt: true,
  tags: true,
  cloudFolderId: true,
  status: true,
  riskScore: true,
  mimeType: true,
  signedStoragePath: true,
} as const;

export function cloudItemOfDocument(document: {
  id: string;
  originalFilename: string;
  sizeBytes: number | bigint;
  createdAt: Date;
  tags: string[];
  cloudFolderId: string | null;
  status: string;
  riskScore: number | null;
  mimeType: string;
  signedStoragePath: string | null;
}): CloudItem {
  return {
    kind: 'DOCUMENT',
    id: document.id,
    name: document.originalFilename,
    sizeBytes: Number(document.sizeBytes),
    createdAt: document.createdAt,
    tags: document.tags,
    locked: false,
    folderId: document.cloudFolderId,
    documentStatus: document.status,
    riskScore: document.riskScore,
    mimeType: document.mimeType,
    signed: document.signedStoragePath !== null,
  };
}
