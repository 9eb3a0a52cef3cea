import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../server/auth/access-token';
import { ACCESS_COOKIE } from '../../server/auth/read-access';
import type { Role } from '../../server/db/generated/client';
import { TERMS_VERSION } from '../../server/shared/legal';
import type { TestApp, TestClient } from './test-app';

export interface SignedInUser {
  client: TestClient;
  userId: string;
  organizationId: string;
  email: string;
  /** The `paraphe_at` cookie value (browser tests set it on their context). */
  accessToken: string;
}

/**
 * A member of an organization with a valid access cookie, written straight to the database:
 * document tests do not depend on the sign-up flow. Like every account made by the product, it has
 * accepted the terms in force.
 */
export async function createSignedInUser(
  app: Pick<TestApp, 'services' | 'client' | 'config'>,
  options: { role?: Role; organizationId?: string; locale?: 'fr' | 'en'; enrolmentOnly?: boolean } = {},
): Promise<SignedInUser> {
  const { prisma } = app.services.db;
  const organizationId = options.organizationId ?? (await prisma.organization.create({ data: { name: `Org ${randomUUID().slice(0, 8)}` } })).id;
  const email = `user-${randomUUID()}@example.test`;
  const user = await prisma.user.create({
    data: {
      organizationId,
      email,
      fullName: 'Test User',
      role: options.role ?? 'USER',
      locale: options.locale ?? 'fr',
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      termsVersion: TERMS_VERSION,
    },
  });
  const accessToken = signAccessToken(
    {
      sub: user.id,
      org: organizationId,
      role: user.role,
      sid: randomUUID(),
      aal: 1,
      locale: options.locale ?? 'fr',
      exp: Math.floor(app.services.clock.now().getTime() / 1000) + 3600 * 24,
      ...(options.enrolmentOnly ? { enrol: true as const } : {}),
    },
    app.config.SESSION_SECRET,
  );
  const client = app.client();
  client.cookies.set(ACCESS_COOKIE, accessToken);
  return { client, userId: user.id, organizationId, email, accessToken };
}
