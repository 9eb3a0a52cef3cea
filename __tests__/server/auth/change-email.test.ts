// Also on PostgreSQL, Redis and S3: two links of one account opened at once take row locks in PostgreSQL.
import { createVerifiedUser, signedInClient } from './accounts';
import { MailCatcher } from './mail-catcher';
import { MAGIC_SIGN_IN, REQUEST_MAGIC_LINK, REQUEST_RESET, RESET_VALID, SIGN_IN, STRONG_PASSWORD } from './operations';
import { startTestApp, type TestApp } from '../../support/test-app';

const REQUEST = `mutation ($input: RequestEmailChangeInput!) {
  requestEmailChange(input: $input) {
    __typename
    ... on MutationRequestEmailChangeSuccess { sent }
    ... on ValidationFailed { problems { path code } }
    ... on RateLimited { retryAfterMinutes }
    ... on Error { code }
  }
}`;
const CONFIRM = `mutation ($token: String!) {
  confirmEmailChange(token: $token) { __typename ... on MutationConfirmEmailChangeSuccess { email } ... on Error { code } }
}`;
const ME = '{ viewer { hasPassword user { email emailVerified } } }';

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

/** The confirmation link's token from the next mail to `to`. */
async function confirmationToken(to: string, after: number): Promise<string> {
  return mail.linkTo(await mail.next(to, after), '/auth/confirm-email').searchParams.get('token')!;
}

const signIn = (email: string) => app.client().graphql(SIGN_IN, { input: { email, password: STRONG_PASSWORD } });
const changes = (userId: string) => app.db.prisma.auditEvent.findMany({ where: { entityId: userId, action: 'member.email_changed' } });

describe('a member moving their account to another address', () => {
  it('changes nothing until the link sent to the new address is opened, then signs in with it alone and tells the old one', async () => {
    const user = await createVerifiedUser(app, 'before@example.com');
    const client = await signedInClient(app, 'before@example.com');
    expect((await client.graphql(ME)).data!.viewer).toEqual({ hasPassword: true, user: { email: 'before@example.com', emailVerified: true } });
    const sentBefore = mail.mails.length;

    const asked = await client.graphql(REQUEST, { input: { newEmail: '  After@Example.com ', currentPassword: STRONG_PASSWORD } });
    expect(asked.data!.requestEmailChange).toEqual({ __typename: 'MutationRequestEmailChangeSuccess', sent: true });
    const letter = await mail.next('after@example.com', sentBefore);
    expect(letter.subject).toBe('Confirm your new Paraphe email address');
    const token = await confirmationToken('after@example.com', sentBefore);
    // Not yet: the account keeps its address, and the new one does not sign in.
    expect((await client.graphql(ME)).data!.viewer.user.email).toBe('before@example.com');
    expect((await signIn('after@example.com')).data!.signIn.code).toBe('INVALID_CREDENTIALS');

    // Opened in another browser, signed out: the link alone proves the new mailbox.
    const noticesBefore = mail.mails.length;
    expect((await app.client().graphql(CONFIRM, { token })).data!.confirmEmailChange).toEqual({
      __typename: 'MutationConfirmEmailChangeSuccess',
      email: 'after@example.com',
    });
    expect((await client.graphql(ME)).data!.viewer.user).toEqual({ email: 'after@example.com', emailVerified: true });
    expect((await signIn('after@example.com')).data!.signIn.__typename).toBe('MutationSignInSuccess');
    expect((await signIn('before@example.com')).data!.signIn.code).toBe('INVALID_CREDENTIALS');

    const notice = await mail.next('before@example.com', noticesBefore);
    expect(notice.subject).toBe('The address of your Paraphe account changed');
    expect(notice.raw).toContain('after@example.com');
    expect(mail.linkTo(notice, '/contact').origin).toBe(new URL(app.config.PUBLIC_URL).origin);

    const [event] = await changes(user.id);
    expect(event).toMatchObject({ organizationId: user.organizationId, actorId: user.id, entityType: 'User' });
    expect(event.data).toEqual({ from: 'before@example.com', to: 'after@example.com' });
    // The link works once.
    expect((await app.client().graphql(CONFIRM, { token })).data!.confirmEmailChange).toEqual({ __typename: 'AppError', code: 'INVALID_LINK' });
  });

  it('asks for the password in use and refuses a wrong one, an unchanged address or a malformed one, sending nothing', async () => {
    const user = await createVerifiedUser(app, 'careful@example.com');
    const client = await signedInClient(app, 'careful@example.com');
    const refused = async (input: Record<string, unknown>) => (await client.graphql(REQUEST, { input })).data!.requestEmailChange;
    const sentBefore = mail.mails.length;
    expect(await refused({ newEmail: 'elsewhere@example.com', currentPassword: 'not-the-password' })).toEqual({
      __typename: 'AppError',
      code: 'WRONG_PASSWORD',
    });
    expect(await refused({ newEmail: 'elsewhere@example.com' })).toEqual({ __typename: 'AppError', code: 'WRONG_PASSWORD' });
    expect(await refused({ newEmail: ' CAREFUL@example.com', currentPassword: STRONG_PASSWORD })).toEqual({
      __typename: 'ValidationFailed',
      code: 'VALIDATION_FAILED',
      problems: [{ path: 'input.newEmail', code: 'EMAIL_UNCHANGED' }],
    });
    expect(await refused({ newEmail: 'not an address', currentPassword: STRONG_PASSWORD })).toMatchObject({
      __typename: 'ValidationFailed',
      problems: [{ path: 'input.newEmail', code: 'EMAIL_INVALID' }],
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.mails.slice(sentBefore)).toEqual([]);
    expect(await app.db.prisma.authToken.count({ where: { userId: user.id, purpose: 'EMAIL_CHANGE' } })).toBe(0);
  });

  it('answers the same for an address that has an account, which is told instead, in its own language, and gets no link', async () => {
    const owner = await createVerifiedUser(app, 'owner-of-address@example.com');
    await app.db.prisma.user.update({ where: { id: owner.id }, data: { locale: 'fr' } });
    const user = await createVerifiedUser(app, 'wants-it@example.com');
    const client = await signedInClient(app, 'wants-it@example.com');
    const sentBefore = mail.mails.length;
    const asked = await client.graphql(REQUEST, { input: { newEmail: 'owner-of-address@example.com', currentPassword: STRONG_PASSWORD } });
    expect(asked.data!.requestEmailChange).toEqual({ __typename: 'MutationRequestEmailChangeSuccess', sent: true });
    const told = await mail.next('owner-of-address@example.com', sentBefore);
    // In the language of the account that has the address, not of the one that asked.
    expect(told.subject).toBe('Cette adresse a déjà un compte Paraphe');
    expect(told.links.some((link) => link.includes('/auth/confirm-email'))).toBe(false);
    expect(await app.db.prisma.authToken.count({ where: { userId: user.id, purpose: 'EMAIL_CHANGE' } })).toBe(0);
  });

  it('refuses the link when another account took the address meanwhile, changing nothing', async () => {
    const user = await createVerifiedUser(app, 'slow@example.com');
    const client = await signedInClient(app, 'slow@example.com');
    const sentBefore = mail.mails.length;
    await client.graphql(REQUEST, { input: { newEmail: 'contested@example.com', currentPassword: STRONG_PASSWORD } });
    const token = await confirmationToken('contested@example.com', sentBefore);
    await createVerifiedUser(app, 'contested@example.com');
    expect((await app.client().graphql(CONFIRM, { token })).data!.confirmEmailChange).toEqual({ __typename: 'AppError', code: 'EMAIL_TAKEN' });
    expect((await client.graphql(ME)).data!.viewer.user.email).toBe('slow@example.com');
    expect(await changes(user.id)).toEqual([]);
  });

  it('voids every other link of the account once it is used, and its own after an hour', async () => {
    const user = await createVerifiedUser(app, 'many-links@example.com');
    const client = await signedInClient(app, 'many-links@example.com');
    let sentBefore = mail.mails.length;
    await client.graphql(REQUEST, { input: { newEmail: 'first-choice@example.com', currentPassword: STRONG_PASSWORD } });
    const first = await confirmationToken('first-choice@example.com', sentBefore);
    sentBefore = mail.mails.length;
    await app.client().graphql(REQUEST_RESET, { email: 'many-links@example.com' });
    const reset = mail.linkTo(await mail.next('many-links@example.com', sentBefore), '/auth/reset-password').searchParams;
    sentBefore = mail.mails.length;
    await client.graphql(REQUEST, { input: { newEmail: 'second-choice@example.com', currentPassword: STRONG_PASSWORD } });
    const second = await confirmationToken('second-choice@example.com', sentBefore);

    expect((await app.client().graphql(CONFIRM, { token: second })).data!.confirmEmailChange.email).toBe('second-choice@example.com');
    expect((await app.client().graphql(CONFIRM, { token: first })).data!.confirmEmailChange).toEqual({ __typename: 'AppError', code: 'INVALID_LINK' });
    // A reset link sent to the address the account left no longer acts on it.
    const resetValid = await app.client().graphql(RESET_VALID, { a: reset.get('access_token'), r: reset.get('refresh_token') });
    expect(resetValid.data!.passwordResetLinkValid).toBe(false);

    sentBefore = mail.mails.length;
    await client.graphql(REQUEST, { input: { newEmail: 'too-late@example.com', currentPassword: STRONG_PASSWORD } });
    const late = await confirmationToken('too-late@example.com', sentBefore);
    app.clock.advance(61 * 60_000);
    expect((await app.client().graphql(CONFIRM, { token: late })).data!.confirmEmailChange).toEqual({ __typename: 'AppError', code: 'INVALID_LINK' });
    expect((await app.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe('second-choice@example.com');
  });

  it('takes one address when two of its links are opened at once, and says the other is void', async () => {
    await createVerifiedUser(app, 'two-at-once@example.com');
    const client = await signedInClient(app, 'two-at-once@example.com');
    const tokens: string[] = [];
    for (const newEmail of ['one@example.com', 'two@example.com']) {
      const sentBefore = mail.mails.length;
      await client.graphql(REQUEST, { input: { newEmail, currentPassword: STRONG_PASSWORD } });
      tokens.push(await confirmationToken(newEmail, sentBefore));
    }
    const answers = await Promise.all(tokens.map((token) => app.client().graphql(CONFIRM, { token })));
    const outcomes = answers.map((answer) => answer.data!.confirmEmailChange);
    const taken = outcomes.filter((outcome) => outcome.__typename === 'MutationConfirmEmailChangeSuccess');
    expect(taken).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.code === 'INVALID_LINK')).toHaveLength(1);
    expect((await client.graphql(ME)).data!.viewer.user.email).toBe(taken[0].email);
  });

  it('needs no password for an account that has none, and writes in the member’s language', async () => {
    const user = await createVerifiedUser(app, 'linked@example.com');
    await app.db.prisma.user.update({ where: { id: user.id }, data: { passwordHash: null, locale: 'fr' } });
    let sentBefore = mail.mails.length;
    const client = app.client();
    await client.graphql(REQUEST_MAGIC_LINK, { input: { email: 'linked@example.com' } });
    const magic = mail.linkTo(await mail.next('linked@example.com', sentBefore), '/auth/callback').searchParams.get('magic_token');
    expect((await client.graphql(MAGIC_SIGN_IN, { token: magic })).data!.signInWithMagicLink.__typename).toBe('MutationSignInWithMagicLinkSuccess');
    expect((await client.graphql(ME)).data!.viewer.hasPassword).toBe(false);

    sentBefore = mail.mails.length;
    expect((await client.graphql(REQUEST, { input: { newEmail: 'relinked@example.com' } })).data!.requestEmailChange.sent).toBe(true);
    const letter = await mail.next('relinked@example.com', sentBefore);
    expect(letter.subject).toBe('Confirmez votre nouvelle adresse e-mail Paraphe');
    sentBefore = mail.mails.length;
    await app.client().graphql(CONFIRM, { token: mail.linkTo(letter, '/auth/confirm-email').searchParams.get('token') });
    expect((await mail.next('linked@example.com', sentBefore)).subject).toBe('L’adresse de votre compte Paraphe a changé');
  });

  it('lets an account without a password choose one, after which it is asked for', async () => {
    const user = await createVerifiedUser(app, 'no-password-yet@example.com');
    await app.db.prisma.user.update({ where: { id: user.id }, data: { passwordHash: null } });
    const sentBefore = mail.mails.length;
    const client = app.client();
    await client.graphql(REQUEST_MAGIC_LINK, { input: { email: 'no-password-yet@example.com' } });
    const magic = mail.linkTo(await mail.next('no-password-yet@example.com', sentBefore), '/auth/callback').searchParams.get('magic_token');
    await client.graphql(MAGIC_SIGN_IN, { token: magic });
    const chosen = await client.graphql(
      `mutation { changePassword(currentPassword: "", password: "${STRONG_PASSWORD}", confirmPassword: "${STRONG_PASSWORD}") { __typename ... on Error { code } } }`,
    );
    expect(chosen.data!.changePassword.__typename).toBe('MutationChangePasswordSuccess');
    expect((await client.graphql(ME)).data!.viewer.hasPassword).toBe(true);
    expect((await signIn('no-password-yet@example.com')).data!.signIn.__typename).toBe('MutationSignInSuccess');
    // From now on the address changes only with it.
    const refused = await client.graphql(REQUEST, { input: { newEmail: 'other@example.com', currentPassword: '' } });
    expect(refused.data!.requestEmailChange).toMatchObject({ code: 'WRONG_PASSWORD' });
  });

  it('lets no open session guess the password: each wrong one counts as a failed sign-in, and the block covers every door that asks it', async () => {
    await createVerifiedUser(app, 'guessed@example.com');
    const client = await signedInClient(app, 'guessed@example.com');
    const change = (current: string) =>
      client.graphql(
        `mutation ($current: String!) { changePassword(currentPassword: $current, password: "Another-Long-Pass-77", confirmPassword: "Another-Long-Pass-77") { __typename ... on Error { code } } }`,
        { current },
      );
    const answers = [];
    for (let guess = 0; guess < 10; guess++) answers.push((await change(`guess-${guess}`)).data!.changePassword.code);
    expect(answers.slice(0, 9)).toEqual(Array(9).fill('WRONG_PASSWORD'));
    expect(answers[9]).toBe('RATE_LIMITED');
    // Blocked now, even for the right password, on each door.
    expect((await change(STRONG_PASSWORD)).data!.changePassword.code).toBe('RATE_LIMITED');
    const leave = await client.graphql(`mutation ($p: String) { leaveOrganization(currentPassword: $p) { __typename ... on Error { code } } }`, {
      p: STRONG_PASSWORD,
    });
    expect(leave.data!.leaveOrganization.code).toBe('RATE_LIMITED');
    expect((await signIn('guessed@example.com')).data!.signIn.__typename).toBe('RateLimited');
  });

  it('counts requests per account: the sixth within the hour waits', async () => {
    await createVerifiedUser(app, 'insistent@example.com');
    const client = await signedInClient(app, 'insistent@example.com');
    const ask = (n: number) => client.graphql(REQUEST, { input: { newEmail: `try-${n}@example.com`, currentPassword: STRONG_PASSWORD } });
    for (let n = 0; n < 5; n += 1) expect((await ask(n)).data!.requestEmailChange.__typename).toBe('MutationRequestEmailChangeSuccess');
    expect((await ask(5)).data!.requestEmailChange).toEqual({ __typename: 'RateLimited', code: 'RATE_LIMITED', retryAfterMinutes: 60 });
  });

  it('is refused to visitors', async () => {
    const answer = await app.client().graphql(REQUEST, { input: { newEmail: 'anyone@example.com', currentPassword: 'x' } });
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
