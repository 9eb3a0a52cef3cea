import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { createVerifiedUser } from '../auth/accounts';
import { STRONG_PASSWORD } from '../auth/operations';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

const LIST = `query ($first: Int, $after: String, $area: AuditArea) {
  auditEvents(first: $first, after: $after, area: $area) { hasNextPage endCursor entries { action severity actorName entityType details } }
}`;

/** A manager of a new organization with `count` entries, one second apart (the last the newest). */
async function managerWithEntries(count: number): Promise<SignedInUser> {
  const manager = await createSignedInUser(app, { role: 'MANAGER', locale: 'fr' });
  await app.db.prisma.user.update({ where: { id: manager.userId }, data: { fullName: 'Nadia Roux' } });
  const start = Date.now() - count * 1000;
  await app.db.prisma.auditEvent.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      organizationId: manager.organizationId,
      actorId: manager.userId,
      action: index % 2 === 0 ? 'document.signed' : 'member.role_changed',
      entityType: index % 2 === 0 ? 'Document' : 'User',
      data: { index },
      createdAt: new Date(start + index * 1000),
    })),
  });
  return manager;
}

describe('audit log', () => {
  it('lists the organization’s entries newest first, page by page, with who did them and how much they matter', async () => {
    const manager = await managerWithEntries(5);
    const first = await manager.client.graphql(LIST, { first: 2 });
    expect(first.data?.auditEvents).toMatchObject({
      hasNextPage: true,
      entries: [
        { action: 'document.signed', severity: 'MEDIUM', actorName: 'Nadia Roux', details: { index: 4 } },
        { action: 'member.role_changed', severity: 'HIGH', details: { index: 3 } },
      ],
    });
    const rest = await manager.client.graphql(LIST, { first: 10, after: first.data?.auditEvents.endCursor });
    expect((rest.data?.auditEvents.entries as Array<{ details: { index: number } }>).map((entry) => entry.details.index)).toEqual([2, 1, 0]);
    expect(rest.data?.auditEvents.hasNextPage).toBe(false);
    const members = await manager.client.graphql(LIST, { area: 'MEMBER' });
    expect((members.data?.auditEvents.entries as Array<{ action: string }>).map((entry) => entry.action)).toEqual([
      'member.role_changed',
      'member.role_changed',
    ]);
  });

  it('is for managers of the organization only', async () => {
    const manager = await managerWithEntries(2);
    const user = await createSignedInUser(app, { role: 'USER', organizationId: manager.organizationId });
    expect((await user.client.graphql(LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await createSignedInUser(app, { role: 'ADMIN' });
    expect((await stranger.client.graphql(LIST)).data?.auditEvents.entries).toEqual([]);
    expect((await stranger.client.fetch('/api/audit-events.csv')).status).toBe(200);
    expect(await (await stranger.client.fetch('/api/audit-events.csv')).text()).not.toContain('document.signed');
    const refused = await user.client.fetch('/api/audit-events.csv');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Votre rôle ne permet pas cette action' } });
    const english = await user.client.fetch('/api/audit-events.csv', { headers: { 'x-paraphe-language': 'en' } });
    expect(await english.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this action' } });
    const visitor = await app.client().fetch('/api/audit-events.csv', { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Unauthorized: sign in first' } });
  });

  it('exports the filtered log as CSV in the reader’s language, oldest first, and records the export', async () => {
    const manager = await managerWithEntries(3);
    const answer = await manager.client.fetch('/api/audit-events.csv?area=document');
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await answer.text()).trim().split('\n');
    expect(lines[0]).toBe('"date","gravité","action","événement","auteur","e-mail de l’auteur","objet","id de l’objet","détails","adresse IP","navigateur"');
    expect(lines.slice(1).map((line) => JSON.parse(line.split('","')[8].replace(/""/g, '"')).index)).toEqual([0, 2]);
    expect(lines[1]).toContain('"document.signed","Document approuvé et signé","Nadia Roux"');
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: manager.organizationId, action: 'audit.exported', actorId: manager.userId } })).toBe(
      1,
    );
    expect((await manager.client.fetch('/api/audit-events.csv?area=nothing')).status).toBe(400);
  });

  it('is append-only: no statement changes or deletes an entry, but an organization leaves with its entries', async () => {
    const manager = await managerWithEntries(1);
    const entry = await app.db.prisma.auditEvent.findFirstOrThrow({ where: { organizationId: manager.organizationId } });
    await expect(app.db.prisma.auditEvent.update({ where: { id: entry.id }, data: { action: 'nothing.happened' } })).rejects.toThrow(/append-only/);
    await expect(app.db.prisma.auditEvent.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await expect(app.db.prisma.$executeRawUnsafe(`DELETE FROM "AuditEvent" WHERE "organizationId" = '${manager.organizationId}'`)).rejects.toThrow(
      /append-only/,
    );
    expect(await app.db.prisma.auditEvent.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({ action: entry.action });
    await app.db.prisma.user.deleteMany({ where: { organizationId: manager.organizationId } });
    await app.db.prisma.organization.delete({ where: { id: manager.organizationId } });
    expect(await app.db.prisma.auditEvent.count({ where: { organizationId: manager.organizationId } })).toBe(0);
  });

  it('records sign-ins and refused passwords of the organization’s members', async () => {
    const email = `audited-${Date.now()}@example.test`;
    const user = await createVerifiedUser(app, email);
    const signIn = `mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }`;
    await app.client().graphql(signIn, { input: { email, password: 'not the password' } });
    await app.client().graphql(signIn, { input: { email, password: STRONG_PASSWORD } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const actions = await app.db.prisma.auditEvent.findMany({
      where: { organizationId: user.organizationId, actorId: user.id, action: { startsWith: 'auth.sign' } },
      orderBy: { action: 'desc' },
      select: { action: true, data: true },
    });
    expect(actions).toEqual([
      { action: 'auth.signed_in', data: { method: 'password' } },
      { action: 'auth.sign_in_failed', data: { method: 'password' } },
    ]);
  });
});

describe('API key use in the audit log', () => {
  it('writes the first call of each stretch of use, not every call', async () => {
    const { createApiKey } = await import('../../../server/api-keys/create-api-key');
    const { AUDITED_USE_GAP_MS } = await import('../../../server/api-keys/authenticate-api-key');
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const viewer = {
      userId: admin.userId,
      organizationId: admin.organizationId,
      role: 'ADMIN' as const,
      sessionId: 'audit',
      aal: 1 as const,
      locale: 'en' as const,
    };
    const { key, apiKey } = await createApiKey(app.services, viewer, { name: 'ERP export', scopes: ['read'] });
    const call = () => fetch(`${app.url}/api/v1/documents`, { headers: { authorization: `Bearer ${key}` } });
    const uses = async () => {
      // The use is written beside the answer, not before it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return app.db.prisma.auditEvent.findMany({ where: { organizationId: admin.organizationId, action: 'api_key.used' } });
    };

    for (let index = 0; index < 3; index += 1) expect((await call()).status).toBe(200);
    expect(await uses()).toMatchObject([{ entityId: apiKey.id, actorId: admin.userId, data: { name: 'ERP export' } }]);
    app.clock.advance(AUDITED_USE_GAP_MS / 2);
    await call();
    expect(await uses()).toHaveLength(1);
    app.clock.advance(AUDITED_USE_GAP_MS + 1000);
    await call();
    expect(await uses()).toHaveLength(2);
  });
});
