import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { MailCatcher } from '../auth/mail-catcher';
import { MAGIC_SIGN_IN, REFRESH, REQUEST_MAGIC_LINK, REQUEST_RESET, RESET_PASSWORD, RESET_VALID, VIEWER } from '../auth/operations';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = new MailCatcher();
  app = await startTestApp({ env: { SMTP_URL: await mail.start() } });
});

afterAll(async () => {
  await app.stop();
  await mail.stop();
});

describe('refresh tokens', () => {
  it('keeps the session when two tabs refresh the same token at once, both getting the same successor', async () => {
    await createVerifiedUser(app, 'tabs@example.com');
    const first = await signedInClient(app, 'tabs@example.com', true);
    const second = app.client();
    for (const [name, value] of first.cookies) second.cookies.set(name, value);
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([first.graphql(REFRESH), second.graphql(REFRESH)]);
      expect([a.data!.refreshSession.__typename, b.data!.refreshSession.__typename]).toEqual([
        'MutationRefreshSessionSuccess',
        'MutationRefreshSessionSuccess',
      ]);
      expect(second.cookies.get('paraphe_rt')).toBe(first.cookies.get('paraphe_rt'));
      app.clock.advance(1000);
    }
    expect((await first.graphql(VIEWER)).data!.viewer.user.email).toBe('tabs@example.com');
    expect((await second.graphql(VIEWER)).data!.viewer.user.email).toBe('tabs@example.com');
  });

  it('ends the session when a token comes back after its successor was used, even within the grace window', async () => {
    await createVerifiedUser(app, 'thief@example.com');
    const owner = await signedInClient(app, 'thief@example.com', true);
    const stolen = owner.cookies.get('paraphe_rt')!;
    await owner.graphql(REFRESH);
    app.clock.advance(1000);
    await owner.graphql(REFRESH);
    app.clock.advance(1000);
    const thief = app.client();
    thief.cookies.set('paraphe_rt', stolen);
    expect((await thief.graphql(REFRESH)).data!.refreshSession).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect((await owner.graphql(REFRESH)).data!.refreshSession).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('never gives a replay within the grace window a session of its own', async () => {
    await createVerifiedUser(app, 'grace@example.com');
    const owner = await signedInClient(app, 'grace@example.com', true);
    const old = owner.cookies.get('paraphe_rt')!;
    await owner.graphql(REFRESH);
    // Another device (without this browser's client cookie) replaying the swapped token within the
    // window gets nothing, and the session it tried to share ends for everyone.
    const other = app.client();
    other.cookies.set('paraphe_rt', old);
    expect((await other.graphql(REFRESH)).data!.refreshSession).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect(other.cookies.get('paraphe_rt')).toBeUndefined();
    expect(await app.db.prisma.session.count({ where: { user: { email: 'grace@example.com' }, revokedAt: null } })).toBe(0);
    expect((await owner.graphql(REFRESH)).data!.refreshSession).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('emailed links', () => {
  const resetLink = async (email: string) => {
    const after = mail.mails.length;
    await app.client().graphql(REQUEST_RESET, { email });
    const link = mail.linkTo(await mail.next(email, after), '/auth/reset-password');
    return { a: link.searchParams.get('access_token')!, r: link.searchParams.get('refresh_token')! };
  };
  const magicToken = async (email: string) => {
    const after = mail.mails.length;
    await app.client().graphql(REQUEST_MAGIC_LINK, { input: { email } });
    return mail.linkTo(await mail.next(email, after), '/auth/callback').searchParams.get('magic_token');
  };

  it('voids an older reset link once a newer one is used', async () => {
    await createVerifiedUser(app, 'resets@example.com');
    const older = await resetLink('resets@example.com');
    const newer = await resetLink('resets@example.com');
    expect((await app.client().graphql(RESET_PASSWORD, { ...newer, p: 'Newer-Password-2024!', c: 'Newer-Password-2024!' })).data!.resetPassword.result).toEqual(
      { status: 'SIGNED_IN' },
    );
    expect((await app.client().graphql(RESET_VALID, older)).data!.passwordResetLinkValid).toBe(false);
    expect((await app.client().graphql(RESET_PASSWORD, { ...older, p: 'Older-Password-2024!', c: 'Older-Password-2024!' })).data!.resetPassword).toMatchObject({
      code: 'INVALID_LINK',
    });
  });

  it('voids older magic links once one is used', async () => {
    await createVerifiedUser(app, 'magic@example.com');
    const older = await magicToken('magic@example.com');
    const newer = await magicToken('magic@example.com');
    expect((await app.client().graphql(MAGIC_SIGN_IN, { token: newer })).data!.signInWithMagicLink.result).toEqual({ status: 'SIGNED_IN' });
    expect((await app.client().graphql(MAGIC_SIGN_IN, { token: older })).data!.signInWithMagicLink).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('voids outstanding reset and magic links when the password changes', async () => {
    await createVerifiedUser(app, 'changer@example.com');
    const reset = await resetLink('changer@example.com');
    const magic = await magicToken('changer@example.com');
    const client = await signedInClient(app, 'changer@example.com');
    const changed = await client.graphql(
      `mutation { changePassword(currentPassword: "Correct-Horse-Battery-9", password: "Changed-Password-2024!", confirmPassword: "Changed-Password-2024!") { __typename ... on Error { code } } }`,
    );
    expect(changed.data!.changePassword.__typename).toBe('MutationChangePasswordSuccess');
    expect((await app.client().graphql(RESET_VALID, reset)).data!.passwordResetLinkValid).toBe(false);
    expect((await app.client().graphql(MAGIC_SIGN_IN, { token: magic })).data!.signInWithMagicLink).toMatchObject({ code: 'INVALID_LINK' });
  });
});
