import { assertCan, inOrganization, type ApiScope } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { ValidationFailed } from '../errors';
import type { Services } from '../services';
import { newApiKeySecret } from './api-key-secret';
import { API_KEY_SUMMARY, type ApiKeySummary } from './list-api-keys';

export const API_SCOPES: readonly ApiScope[] = ['read', 'write', 'sign'];

export interface CreateApiKeyInput {
  name: string;
  scopes: readonly string[];
  audit?: { ip: string | null; userAgent: string | null };
}

export interface CreatedApiKey {
  apiKey: ApiKeySummary;
  /** Shown once: only its hash is kept. */
  key: string;
}

/** Admins create keys for their organization; the key acts with the creator's role, narrowed to its scopes. */
export async function createApiKey(services: Services, viewer: Viewer | null, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const admin = assertCan(viewer, 'apiKey.manage');
  const name = input.name.trim();
  const problems = [];
  if (!name) problems.push({ path: 'input.name', message: 'Name is required' });
  if (name.length > 80) problems.push({ path: 'input.name', message: 'Name must be at most 80 characters' });
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0 || scopes.some((scope) => !(API_SCOPES as readonly string[]).includes(scope))) {
    problems.push({ path: 'input.scopes', message: 'Scopes must be among read, write, sign' });
  }
  if (problems.length) throw new ValidationFailed(problems);
  const secret = newApiKeySecret();
  const now = services.clock.now();
  const created = await services.db.prisma.$transaction(async (tx) => {
    const row = await tx.apiKey.create({
      data: { ...inOrganization(admin), createdById: admin.userId, name, prefix: secret.prefix, keyHash: secret.keyHash, scopes, createdAt: now },
      select: API_KEY_SUMMARY,
    });
    await tx.auditEvent.create({
      data: {
        ...inOrganization(admin),
        actorId: admin.userId,
        action: 'api_key.created',
        entityType: 'ApiKey',
        entityId: row.id,
        data: { name, scopes, prefix: secret.prefix },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      },
    });
    return row;
  });
  return { apiKey: created, key: secret.key };
}
