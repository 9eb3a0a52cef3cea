import { organizationTimeZone } from '../../../server/analytics/calendar-days';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

const UPDATE = `mutation ($input: UpdateOrganizationInput!) {
  updateOrganization(input: $input) {
    __typename
    ... on MutationUpdateOrganizationSuccess { organization { name timeZone defaultLanguage } }
    ... on Error { code }
    ... on ValidationFailed { problems { path code } }
  }
}`;

describe('organization settings', () => {
  it('lets an administrator rename the organization and set its time zone, which its days then follow, and audits the change', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const answer = await admin.client.graphql(UPDATE, { input: { name: '  Cabinet Martin  ', timeZone: 'America/New_York' } });
    expect(answer.data?.updateOrganization).toEqual({
      __typename: 'MutationUpdateOrganizationSuccess',
      organization: { name: 'Cabinet Martin', timeZone: 'America/New_York', defaultLanguage: 'fr' },
    });
    expect((await admin.client.graphql('{ viewer { organization { name timeZone } } }')).data?.viewer.organization).toEqual({
      name: 'Cabinet Martin',
      timeZone: 'America/New_York',
    });
    await expect(organizationTimeZone(app.services, admin.organizationId)).resolves.toBe('America/New_York');
    const entry = await app.db.prisma.auditEvent.findFirstOrThrow({ where: { organizationId: admin.organizationId, action: 'organization.updated' } });
    expect(entry).toMatchObject({
      actorId: admin.userId,
      data: { after: { name: 'Cabinet Martin', timeZone: 'America/New_York' }, before: { timeZone: 'Europe/Paris' } },
    });
  });

  it('sets the default language, audited with the one before, and refuses a language the product does not speak', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const answer = await admin.client.graphql(UPDATE, { input: { defaultLanguage: 'en' } });
    expect(answer.data?.updateOrganization).toMatchObject({ organization: { defaultLanguage: 'en', timeZone: 'Europe/Paris' } });
    const entry = await app.db.prisma.auditEvent.findFirstOrThrow({ where: { organizationId: admin.organizationId, action: 'organization.updated' } });
    expect(entry.data).toMatchObject({ before: { defaultLanguage: 'fr' }, after: { defaultLanguage: 'en' } });
    const refused = await admin.client.graphql(UPDATE, { input: { defaultLanguage: 'de' } });
    expect(refused.errors?.[0]?.message).toMatch(/Language/);
    expect((await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).defaultLanguage).toBe('en');
  });

  it('refuses an unknown time zone or an empty name, changing nothing', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const before = await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } });
    const answer = await admin.client.graphql(UPDATE, { input: { name: '   ', timeZone: 'Europe/Atlantis' } });
    expect(answer.data?.updateOrganization).toEqual({
      __typename: 'ValidationFailed',
      code: 'VALIDATION_FAILED',
      problems: [
        { path: 'input.name', code: 'ORGANIZATION_NAME_INVALID' },
        { path: 'input.timeZone', code: 'TIME_ZONE_INVALID' },
      ],
    });
    expect(await app.db.prisma.organization.findUniqueOrThrow({ where: { id: admin.organizationId } })).toMatchObject({
      name: before.name,
      timeZone: 'Europe/Paris',
    });
  });

  it('is for administrators only', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN' });
    const manager = await createSignedInUser(app, { role: 'MANAGER', organizationId: admin.organizationId });
    expect((await manager.client.graphql(UPDATE, { input: { timeZone: 'Asia/Tokyo' } })).data?.updateOrganization).toMatchObject({ code: 'FORBIDDEN' });
    await expect(organizationTimeZone(app.services, admin.organizationId)).resolves.toBe('Europe/Paris');
  });
});
