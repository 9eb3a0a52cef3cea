// Also on PostgreSQL, Redis and S3: changes to a member reach the other instances through Redis.
import { setTimeout as sleep } from 'node:timers/promises';
import { VIEWER_USER_MEMORY_MS } from '../../../server/auth/viewer-account';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const ACCOUNT = `{ viewer { user { id fullName locale } } }`;

describe('the signed-in account answered from memory', () => {
  it('follows a change made through the app at once', async () => {
    const member = await createSignedInUser(app, { locale: 'fr' });
    expect((await member.client.graphql(ACCOUNT)).data!.viewer.user.locale).toBe('fr');
    expect((await member.client.graphql(`mutation { setLanguage(language: en) { locale } }`)).data!.setLanguage).toEqual({ locale: 'en' });
    expect((await member.client.graphql(ACCOUNT)).data!.viewer.user.locale).toBe('en');
  });

  it('sees a change written elsewhere (another instance) once its window has passed', async () => {
    const member = await createSignedInUser(app);
    expect((await member.client.graphql(ACCOUNT)).data!.viewer.user.fullName).toBe('Test User');
    await app.services.db.prisma.user.update({ where: { id: member.userId }, data: { fullName: 'Renamed Elsewhere' } });
    await sleep(VIEWER_USER_MEMORY_MS + 50);
    expect((await member.client.graphql(ACCOUNT)).data!.viewer.user.fullName).toBe('Renamed Elsewhere');
  });

  it('answers each caller with their own account, in their own organization, when asked together', async () => {
    const members = await Promise.all([createSignedInUser(app), createSignedInUser(app), createSignedInUser(app)]);
    await Promise.all(
      members.map((member, index) => app.services.db.prisma.user.update({ where: { id: member.userId }, data: { fullName: `Member ${index}` } })),
    );
    const answers = await Promise.all([...members, ...members].map((member) => member.client.graphql(ACCOUNT)));
    expect(answers.map((answer) => answer.data!.viewer.user.fullName)).toEqual(['Member 0', 'Member 1', 'Member 2', 'Member 0', 'Member 1', 'Member 2']);
  });
});
