import { extractText } from '../../../server/analysis';
import { riskyPdf, upload } from '../documents/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

const UPDATE = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    __typename
    ... on MutationUpdateProfileSuccess { user { fullName } }
    ... on ValidationFailed { problems { path code } }
    ... on Error { code }
  }
}`;
const VIEWER = '{ viewer { user { fullName } } }';

let app: TestApp;
let member: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  member = await createSignedInUser(app, { role: 'USER' });
});

afterAll(async () => {
  await app.stop();
});

const renames = () => app.db.prisma.auditEvent.findMany({ where: { entityId: member.userId, action: 'member.renamed' }, orderBy: { createdAt: 'asc' } });

describe('a member changing their own name', () => {
  it('saves it trimmed, shows it at once, and audits the name before and after', async () => {
    const answer = await member.client.graphql(UPDATE, { input: { fullName: '  Claire   Dubois-Martin ' } });
    expect(answer.data?.updateProfile).toEqual({ __typename: 'MutationUpdateProfileSuccess', user: { fullName: 'Claire Dubois-Martin' } });
    expect((await member.client.graphql(VIEWER)).data?.viewer.user.fullName).toBe('Claire Dubois-Martin');
    const [event] = await renames();
    expect(event).toMatchObject({ organizationId: member.organizationId, actorId: member.userId, entityType: 'User' });
    expect(event.data).toEqual({ email: member.email, from: 'Test User', to: 'Claire Dubois-Martin' });
  });

  it('refuses a blank or overlong name with FULL_NAME_INVALID, changing and auditing nothing', async () => {
    const before = (await renames()).length;
    for (const fullName of ['   ', 'x'.repeat(201)]) {
      expect((await member.client.graphql(UPDATE, { input: { fullName } })).data?.updateProfile).toEqual({
        __typename: 'ValidationFailed',
        code: 'VALIDATION_FAILED',
        problems: [{ path: 'input.fullName', code: 'FULL_NAME_INVALID' }],
      });
    }
    expect((await member.client.graphql(VIEWER)).data?.viewer.user.fullName).toBe('Claire Dubois-Martin');
    // The same name again is no change: nothing more in the audit log.
    await member.client.graphql(UPDATE, { input: { fullName: 'Claire Dubois-Martin' } });
    expect(await renames()).toHaveLength(before);
  });

  it('is the name the next signature carries', async () => {
    await member.client.graphql(UPDATE, { input: { fullName: 'Claire Renamed' } });
    const file = new File([Buffer.from(await riskyPdf(1))], 'contract.pdf', { type: 'application/pdf' });
    const id = (await upload(member.client, 'Contract', file)).document.id as string;
    const approved = await member.client.graphql(
      `mutation($id: ID!) { approveDocument(id: $id) { __typename ... on MutationApproveDocumentSuccess { document { status } } } }`,
      { id },
    );
    expect(approved.data?.approveDocument.document.status).toBe('SIGNED');
    const rawId = Buffer.from(id, 'base64').toString().split(':')[1];
    const bytes = Buffer.from(await (await member.client.fetch(`/api/documents/${rawId}/signed-file`)).arrayBuffer());
    const text = (await extractText({ buffer: new Uint8Array(bytes), filename: 'signed.pdf' })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Claire Renamed');
    expect(text).not.toContain('Claire Dubois-Martin');
  });

  it('is refused to visitors (and to API keys: the access table)', async () => {
    expect((await app.client().graphql(UPDATE, { input: { fullName: 'Intruder' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
