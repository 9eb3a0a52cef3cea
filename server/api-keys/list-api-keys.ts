import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import type { Services } from '../services';

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: { fullName: string; email: string };
}

export const API_KEY_SUMMARY = {
  id: true,
  name: true,
  prefix: true,
  scopes: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  createdBy: { select: { fullName: true, email: true } },
} as const;

/** The organization's keys, newest first, by prefix only. */
export async function listApiKeys(services: Services, viewer: Viewer | null): Promise<ApiKeySummary[]> {
  const admin = assertCan(viewer, 'apiKey.manage');
  return services.db.prisma.apiKey.findMany({
    where: inOrganization(admin),
    orderBy: { createdAt: 'desc' },
    select: API_KEY_SUMMARY,
  });
}
