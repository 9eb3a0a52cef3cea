import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

/* A member's own notification settings: defaults, saving, and bad input that changes nothing. */
let app: TestApp;
let person: SignedInUser;
let colleague: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  person = await createSignedInUser(app, { role: 'USER' });
  colleague = await createSignedInUser(app, { role: 'ADMIN', organizationId: person.organizationId });
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const READ = '{ notificationSettings { emailEnabled slackEnabled slackWebhookHost types } }';
const UPDATE = `mutation($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) {
  __typename
  ... on MutationUpdateNotificationSettingsSuccess { settings { emailEnabled slackEnabled slackWebhookHost types } }
  ... on ValidationFailed { problems { path code } }
} }`;
const ALL_TYPES = ['DOCUMENT_RECEIVED', 'HIGH_RISK', 'SIGNATURE_REQUESTED', 'DOCUMENT_DECIDED', 'REMINDER'];

const read = async (client: TestClient) => (await client.graphql(READ)).data!.notificationSettings;
const update = (client: TestClient, input: Record<string, unknown>) => client.graphql(UPDATE, { input });

it('starts with email on, Slack off and every type on', async () => {
  expect(await read(person.client)).toEqual({ emailEnabled: true, slackEnabled: false, slackWebhookHost: null, types: ALL_TYPES });
});

it("saves a member's choices for that member only, and never shows the Slack URL again", async () => {
  const answer = await update(person.client, {
    slackEnabled: true,
    slackWebhookUrl: 'https://hooks.slack.com/services/T0001/B0001/abcdef',
    types: ['SIGNATURE_REQUESTED', 'REMINDER'],
  });
  expect(answer.data!.updateNotificationSettings).toEqual({
    __typename: 'MutationUpdateNotificationSettingsSuccess',
    settings: { emailEnabled: true, slackEnabled: true, slackWebhookHost: 'hooks.slack.com', types: ['SIGNATURE_REQUESTED', 'REMINDER'] },
  });
  expect(JSON.stringify(await read(person.client))).not.toContain('abcdef');
  const stored = await app.db.prisma.notificationSettings.findUniqueOrThrow({ where: { userId: person.userId } });
  expect(stored.slackWebhookSealed).not.toContain('abcdef');
  expect(await read(colleague.client)).toEqual({ emailEnabled: true, slackEnabled: false, slackWebhookHost: null, types: ALL_TYPES });
});

it.each([
  ['a plain http address', 'http://hooks.slack.com/services/T1/B1/x', 'SLACK_WEBHOOK_INVALID'],
  ['a private address', 'https://10.1.2.3/services/T1/B1/x', 'ADDRESS_NOT_ALLOWED'],
  ['the loopback address', 'https://127.0.0.1/hook', 'ADDRESS_NOT_ALLOWED'],
  ['a name of this machine', 'https://localhost/hook', 'ADDRESS_NOT_ALLOWED'],
  ['something that is no URL', 'slack please', 'SLACK_WEBHOOK_INVALID'],
])('refuses %s as a Slack webhook, and changes nothing', async (_name, url, code) => {
  const before = await read(person.client);
  const answer = await update(person.client, { slackWebhookUrl: url, emailEnabled: false });
  expect(answer.data!.updateNotificationSettings).toEqual({ __typename: 'ValidationFailed', problems: [{ path: 'input.slackWebhookUrl', code }] });
  expect(await read(person.client)).toEqual(before);
});

it('refuses Slack without a webhook URL', async () => {
  const answer = await update(colleague.client, { slackEnabled: true });
  expect(answer.data!.updateNotificationSettings).toEqual({
    __typename: 'ValidationFailed',
    problems: [{ path: 'input.slackWebhookUrl', code: 'SLACK_WEBHOOK_REQUIRED' }],
  });
  expect((await read(colleague.client)).slackEnabled).toBe(false);
});

it('refuses an unknown notification type', async () => {
  const answer = await update(colleague.client, { types: ['DOCUMENT_RECEIVED', 'BIRTHDAY'] });
  expect(answer.errors?.[0].message).toMatch(/BIRTHDAY/);
  expect((await read(colleague.client)).types).toEqual(ALL_TYPES);
});

it('forgets the Slack webhook when given an empty address', async () => {
  await update(person.client, { slackEnabled: false, slackWebhookUrl: '' });
  expect(await read(person.client)).toMatchObject({ slackEnabled: false, slackWebhookHost: null });
});
