import { startTestApp, type TestApp } from '../../support/test-app';
import { createVerifiedUser } from './accounts';
import { MailCatcher } from './mail-catcher';
import { MAGIC_SIGN_IN, REQUEST_MAGIC_LINK, REQUEST_RESET, RESET_PASSWORD, RESET_VALID, SIGN_IN, STRONG_PASSWORD, VIEWER } from './operations';

let app: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = new MailCatcher();
  app = await startTestApp({ env: { SMTP_URL: await mail.start() } });
  await createVerifiedUser(app, 'carol@example.com');
});

afterAll(async () => {
  await app?.stop();
  await mail?.stop();
});

describe('magic link', () => {
  it('emails a one-time link that signs in once', async () => {
    const client = app.client();
    const answer = await client.graphql(REQUEST_MAGIC_LINK, { input: { email: 'carol@example.com' } });
    expect(answer.data?.requestMagicLink).toEqual({ __typename: 'MutationRequestMagicLinkSuccess', sent: true });
    const message = await mail.next('carol@example.com');
    expect(message.subject).toBe('Your Paraphe sign-in link');
    const token = mail.linkTo(message, '/auth/callback').searchParams.get('magic_token');
    expect((await client.graphql(MAGIC_SIGN_IN, { token })).data?.signInWithMagicLink.result).toEqual({ status: 'SIGNED_IN' });
    expect((await client.graphql(VIEWER)).data?.viewer.user.email).toBe('carol@example.com');
    expect((await app.client().graphql(MAGIC_SIGN_IN, { token })).data?.signInWithMagicLink).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = mail.mails.length;
    const answer = await app.client().graphql(REQUEST_MAGIC_LINK, { input: { email: 'unknown@example.com' } });
    expect(answer.data?.requestMagicLink).toEqual({ __typename: 'MutationRequestMagicLinkSuccess', sent: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.mails.length).toBe(before);
  });

  it('creates the account from the sign-up screen, and the link verifies the address', async () => {
    await app
      .client()
      .graphql(REQUEST_MAGIC_LINK, { input: { email: 'newbie@example.com', createAccount: true, acceptTerms: true, fullName: 'New Bie', language: 'fr' } });
    const message = await mail.next('newbie@example.com');
    expect(message.subject).toBe('Votre lien de connexion Paraphe');
    const client = app.client();
    await client.graphql(MAGIC_SIGN_IN, { token: mail.linkTo(message, '/auth/callback').searchParams.get('magic_token') });
    expect((await client.graphql(VIEWER)).data?.viewer).toMatchObject({
      role: 'ADMIN',
      user: { fullName: 'New Bie', emailVerified: true },
      organization: { plan: 'TRIAL' },
    });
  });

  it('expires after one hour', async () => {
    const after = mail.mails.length;
    await app.client().graphql(REQUEST_MAGIC_LINK, { input: { email: 'carol@example.com' } });
    const token = mail.linkTo(await mail.next('carol@example.com', after), '/auth/callback').searchParams.get('magic_token');
    app.clock.advance(61 * 60_000);
    expect((await app.client().graphql(MAGIC_SIGN_IN, { token })).data?.signInWithMagicLink).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('refuses an invalid address with the link message', async () => {
    const answer = await app.client().graphql(REQUEST_MAGIC_LINK, { input: { email: '' } });
    expect(answer.data?.requestMagicLink.problems).toEqual([{ message: 'Please enter a valid email address' }]);
  });
});

describe('password reset', () => {
  it('emails a link carrying access_token and refresh_token; it sets the password once, ends other sessions and signs in', async () => {
    const other = app.client();
    await other.graphql(SIGN_IN, { input: { email: 'carol@example.com', password: STRONG_PASSWORD } });
    const after = mail.mails.length;
    expect((await app.client().graphql(REQUEST_RESET, { email: 'carol@example.com' })).data?.requestPasswordReset.sent).toBe(true);
    const message = await mail.next('carol@example.com', after);
    expect(message.subject).toBe('Reset your Paraphe password');
    const link = mail.linkTo(message, '/auth/reset-password');
    const a = link.searchParams.get('access_token')!;
    const r = link.searchParams.get('refresh_token')!;
    expect((await app.client().graphql(RESET_VALID, { a, r })).data?.passwordResetLinkValid).toBe(true);
    expect((await app.client().graphql(RESET_VALID, { a, r: r.slice(1) + 'x' })).data?.passwordResetLinkValid).toBe(false);

    const mismatch = await app.client().graphql(RESET_PASSWORD, { a, r, p: 'New-Password-2024!', c: 'Other-Password-2024!' });
    expect(mismatch.data?.resetPassword.problems).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match' }]);

    const client = app.client();
    const reset = await client.graphql(RESET_PASSWORD, { a, r, p: 'New-Password-2024!', c: 'New-Password-2024!' });
    expect(reset.data?.resetPassword.result).toEqual({ status: 'SIGNED_IN' });
    expect((await client.graphql(VIEWER)).data?.viewer.user.email).toBe('carol@example.com');
    expect((await app.client().graphql(RESET_VALID, { a, r })).data?.passwordResetLinkValid).toBe(false);
    expect((await other.graphql(`mutation { refreshSession { __typename ... on Error { code } } }`)).data?.refreshSession.code).toBe('SESSION_EXPIRED');

    const old = await app.client().graphql(SIGN_IN, { input: { email: 'carol@example.com', password: STRONG_PASSWORD } });
    expect(old.data?.signIn.code).toBe('INVALID_CREDENTIALS');
    const fresh = await app.client().graphql(SIGN_IN, { input: { email: 'carol@example.com', password: 'New-Password-2024!' } });
    expect(fresh.data?.signIn.__typename).toBe('MutationSignInSuccess');
  });

  it('says nothing about unknown addresses', async () => {
    const before = mail.mails.length;
    expect((await app.client().graphql(REQUEST_RESET, { email: 'nobody-here@example.com' })).data?.requestPasswordReset).toEqual({
      __typename: 'MutationRequestPasswordResetSuccess',
      sent: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.mails.length).toBe(before);
  });
});
