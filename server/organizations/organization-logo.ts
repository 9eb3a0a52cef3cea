import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import { newStorageKey } from '../files/storage';
import type { Services } from '../services';

/** The largest logo file accepted, as the Organization tab says (2 MB). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** Stored logos fit in this square: enough for a header and a certificate page, small for every page load. */
export const LOGO_BOUND_PIXELS = 512;
/** Images larger than this (4096 × 4096) are refused before being decoded (a small file can unpack to a huge bitmap). */
const MAX_INPUT_PIXELS = 4096 * 4096;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

interface Audit {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Checks that the bytes are a whole PNG or JPEG image (by their signature, then by decoding every
 * pixel) and re-encodes it as a PNG within LOGO_BOUND_PIXELS: nothing of the original file but its
 * pixels is kept (EXIF, GPS, comments and text chunks are gone).
 */
export async function reencodeLogo(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.length > MAX_LOGO_BYTES) throw new AppError('LOGO_TOO_LARGE', `The logo is ${bytes.length} bytes`, { maxBytes: MAX_LOGO_BYTES });
  if (!startsWith(bytes, PNG_SIGNATURE) && !startsWith(bytes, JPEG_SIGNATURE)) throw new AppError('LOGO_NOT_AN_IMAGE', 'The logo must be a PNG or JPEG image');
  // Loaded with the first logo: the image library is not needed by a process that never receives one.
  const { default: sharp } = await import('sharp');
  // The header alone tells the size: a bitmap too large to decode is refused before it is unpacked.
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('LOGO_TOO_LARGE', `The logo is ${width} × ${height} pixels`, { maxPixels: MAX_INPUT_PIXELS });
  try {
    return await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: LOGO_BOUND_PIXELS, height: LOGO_BOUND_PIXELS, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    throw new AppError('LOGO_UNREADABLE', `The logo could not be decoded: ${(error as Error).message}`);
  }
}

/**
 * Replaces the organization's logo (administrators): the new image is stored before the row points
 * at it, the previous file is deleted once the row no longer does, and a failure keeps nothing new.
 */
export async function setOrganizationLogo(services: Services, viewer: Viewer | null, input: { file: File; audit?: Audit }) {
  const admin = assertCan(viewer, 'organization.manage');
  if (input.file.size > MAX_LOGO_BYTES) throw new AppError('LOGO_TOO_LARGE', `The logo is ${input.file.size} bytes`, { maxBytes: MAX_LOGO_BYTES });
  const png = await reencodeLogo(new Uint8Array(await input.file.arrayBuffer()));
  const key = newStorageKey('logos', admin.organizationId, 'png');
  await services.storage.put(key, png);
  try {
    return await replaceLogo(services, admin, key, 'organization.logo_changed', input.audit);
  } catch (error) {
    await services.storage.delete(key);
    throw error;
  }
}

/** Removes the organization's logo (administrators); its file goes with it. */
export function removeOrganizationLogo(services: Services, viewer: Viewer | null, input: { audit?: Audit } = {}) {
  const admin = assertCan(viewer, 'organization.manage');
  return replaceLogo(services, admin, null, 'organization.logo_removed', input.audit);
}

async function replaceLogo(services: Services, admin: Viewer, key: string | null, action: string, audit: Audit | undefined) {
  const { organization, previous } = await services.db.prisma.$transaction(async (tx) => {
    // Locked, so that two uploads at once each delete the file the other replaced, leaving none behind.
    const [locked] = await tx.$queryRaw<[{ logoStoragePath: string | null }]>(
      Prisma.sql`SELECT "logoStoragePath" FROM "Organization" WHERE id = ${admin.organizationId}::uuid FOR UPDATE`,
    );
    const updated = await tx.organization.update({ where: { id: admin.organizationId }, data: { logoStoragePath: key } });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(admin),
        actorId: admin.userId,
        action,
        entityType: 'Organization',
        entityId: admin.organizationId,
        data: { replaced: locked.logoStoragePath !== null },
        ip: audit?.ip ?? null,
        userAgent: audit?.userAgent ?? null,
        createdAt: services.clock.now(),
      },
    });
    return { organization: updated, previous: locked.logoStoragePath };
  });
  if (previous) await services.storage.delete(previous);
  return organization;
}

/** The organization's logo as stored (a PNG), or null without one. */
export async function organizationLogo(services: Services, organizationId: string): Promise<{ png: Buffer; version: string } | null> {
  const organization = await services.db.prisma.organization.findUnique({ where: { id: organizationId }, select: { logoStoragePath: true } });
  if (!organization?.logoStoragePath) return null;
  return { png: await services.storage.get(organization.logoStoragePath), version: logoVersion(organization.logoStoragePath) };
}

/** The bytes of a logo from its storage key (`Organization.logoStoragePath`), or null without one. */
export const storedLogo = (services: Services, storagePath: string | null): Promise<Buffer | null> =>
  storagePath ? services.storage.get(storagePath) : Promise.resolve(null);

/** A name for one stored logo, which changes whenever the logo does (the file's own random name). */
const logoVersion = (storagePath: string) => storagePath.slice(storagePath.lastIndexOf('/') + 1).replace(/\.png$/, '');

/** Where members' browsers load the logo (organizationLogoRoute); the address changes whenever the logo does. */
export const ORGANIZATION_LOGO_PATH = '/api/organization/logo';
export const logoUrlOf = (storagePath: string | null) => (storagePath ? `${ORGANIZATION_LOGO_PATH}?v=${logoVersion(storagePath)}` : null);
