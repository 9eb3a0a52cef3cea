// An address whose domain has accents comes in two spellings: as typed (éclair.fr) from API callers,
// and in ASCII (xn--clair-9ra.fr) from a browser's email field. Both name one account.
import { startTestApp, type TestApp } from '../../support/test-app';
import { asciiDomain, createVerifiedUser, signedInClient } from './accounts';
import { MailCatcher } from './mail-catcher';
import { MAGIC_SIGN_IN, REQUEST_MAGIC_LINK, REQUEST_RESET, SIGN_IN, SIGN_UP, STRONG_PASSWORD, VERIFY_EMAIL, VIEWER, signUpInput } from './operations';

let app: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = new MailCatcher();
  app = await startTestApp({ env: { SMTP_URL: await mail.start() } });
});

afterAll(async () => {
  await app?.stop();
  await mail?.stop();
});

let counter = 0;
/** A new address at an accented domain, in its Unicode spelling. */
const accented = (name: string) => `${name}@atelier-éclair-${++counter}.fr`;

const signIn = (email: string) => app.client().graphql(SIGN_IN, { input: { email, password: STRONG_PASSWORD } });
const accountsAt = (email: string) => app.db.prisma.user.count({ where: { email: { in: [email, asciiDomain(email)] } } });

describe('an address whose domain has accents', () => {
  it.each([
    ['in ASCII', 'in Unicode', asciiDomain],
    ['in Unicode', 'in ASCII', (email: string) => email],
  ] as const)('signs up %s, gets its link at an address the mail server accepts, and signs in %s as in either spelling', async (_up, _in, spell) => {
    const email = accented('camille');
    expect(asciiDomain(email)).toMatch(/@xn--/);
    const after = mail.mails.length;
    const client = app.client();
    const answer = await client.graphql(SIGN_UP, { input: signUpInput(spell(email)) });
    expect(answer.data!.signUp).toEqual({ __typename: 'MutationSignUpSuccess', result: { email } });
    // Sent with the domain in ASCII, as SMTP without extensions wants it (the catcher reads the envelope back in Unicode).
    const verification = await mail.next(email, after);
    expect(verification.raw).toMatch(new RegExp(`^To: ${asciiDomain(email)}\\r?$`, 'm'));
    const verified = await client.graphql(VERIFY_EMAIL, { token: mail.linkTo(verification, '/auth/verify').searchParams.get('token') });
    expect(verified.data!.verifyEmail).toMatchObject({ result: { status: 'SIGNED_IN', viewer: { user: { email } } } });

    for (const spelling of [email, asciiDomain(email), asciiDomain(email).toUpperCase()]) {
      expect((await signIn(spelling)).data!.signIn).toMatchObject({ __typename: 'MutationSignInSuccess', result: { viewer: { user: { email } } } });
    }
    expect(await accountsAt(email)).toBe(1);
  });

  it('keeps one account across spellings: signing up again in the other spelling makes none and tells the owner', async () => {
    const email = accented('dominique');
    await createVerifiedUser(app, email);
    const after = mail.mails.length;
    const answer = await app.client().graphql(SIGN_UP, { input: signUpInput(asciiDomain(email)) });
    expect(answer.data!.signUp).toEqual({ __typename: 'MutationSignUpSuccess', result: { email } });
    const notice = await mail.next(email, after);
    expect(notice.links.some((link) => new URL(link).pathname === '/auth/verify')).toBe(false);
    expect(await accountsAt(email)).toBe(1);
  });

  it('sends a sign-in link and a password reset asked in the ASCII spelling to the account kept in Unicode', async () => {
    const email = accented('eliott');
    await createVerifiedUser(app, email);
    let after = mail.mails.length;
    expect((await app.client().graphql(REQUEST_MAGIC_LINK, { input: { email: asciiDomain(email) } })).data!.requestMagicLink).toMatchObject({ sent: true });
    expect(mail.linkTo(await mail.next(email, after), '/auth/callback').searchParams.get('magic_token')).toBeTruthy();
    after = mail.mails.length;
    expect((await app.client().graphql(REQUEST_RESET, { email: asciiDomain(email) })).data!.requestPasswordReset).toMatchObject({ sent: true });
    expect(mail.linkTo(await mail.next(email, after), '/auth/reset-password').searchParams.get('access_token')).toBeTruthy();
  });

  it('moves an account to an address given in ASCII, kept and shown in Unicode, where either spelling signs in', async () => {
    const before = accented('before');
    const user = await createVerifiedUser(app, before);
    const client = await signedInClient(app, before);
    const target = accented('after');
    const after = mail.mails.length;
    const asked = await client.graphql(
      `mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { __typename ... on Error { code } } }`,
      { input: { newEmail: asciiDomain(target), currentPassword: STRONG_PASSWORD } },
    );
    expect(asked.data!.requestEmailChange).toEqual({ __typename: 'MutationRequestEmailChangeSuccess' });
    const token = mail.linkTo(await mail.next(target, after), '/auth/confirm-email').searchParams.get('token');
    const confirmed = await app
      .client()
      .graphql(
        `mutation ($token: String!) { confirmEmailChange(token: $token) { __typename ... on MutationConfirmEmailChangeSuccess { email } ... on Error { code } } }`,
        { token },
      );
    expect(confirmed.data!.confirmEmailChange).toEqual({ __typename: 'MutationConfirmEmailChangeSuccess', email: target });
    expect((await app.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(target);
    for (const spelling of [target, asciiDomain(target)]) expect((await signIn(spelling)).data!.signIn.__typename).toBe('MutationSignInSuccess');
    expect((await (await signedInClient(app, asciiDomain(target))).graphql(VIEWER)).data!.viewer.user.email).toBe(target);
  });

  it('refuses to move an account to the other spelling of an address another account has', async () => {
    const taken = accented('taken');
    await createVerifiedUser(app, taken);
    const mover = accented('mover');
    await createVerifiedUser(app, mover);
    const client = await signedInClient(app, mover);
    const after = mail.mails.length;
    await client.graphql(`mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { __typename } }`, {
      input: { newEmail: asciiDomain(taken), currentPassword: STRONG_PASSWORD },
    });
    // No confirmation link goes to the address already taken.
    await expect(mail.next(taken, after, 1500).then((letter) => mail.linkTo(letter, '/auth/confirm-email'))).rejects.toThrow();
    expect(await accountsAt(taken)).toBe(1);
  });
});

describe('an account the Unicode migration left in ASCII, its Unicode spelling being another account’s', () => {
  const OWN_PASSWORD = 'Another-strong-passphrase-42';

  it('signs in with its own password in either spelling, while the other account signs in with its own', async () => {
    const email = accented('twice');
    await createVerifiedUser(app, email);
    await createVerifiedUser(app, asciiDomain(email), OWN_PASSWORD);
    for (const spelling of [email, asciiDomain(email)]) {
      const own = await app.client().graphql(SIGN_IN, { input: { email: spelling, password: OWN_PASSWORD } });
      expect(own.data!.signIn).toMatchObject({ __typename: 'MutationSignInSuccess', result: { viewer: { user: { email: asciiDomain(email) } } } });
      expect((await signIn(spelling)).data!.signIn).toMatchObject({ __typename: 'MutationSignInSuccess', result: { viewer: { user: { email } } } });
    }
    const wrong = await app.client().graphql(SIGN_IN, { input: { email, password: 'Not-either-passphrase-77' } });
    expect(wrong.data!.signIn).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('signs in alone under its ASCII spelling once no account has the Unicode one', async () => {
    const email = accented('alone');
    await createVerifiedUser(app, asciiDomain(email));
    expect((await signIn(email)).data!.signIn).toMatchObject({
      __typename: 'MutationSignInSuccess',
      result: { viewer: { user: { email: asciiDomain(email) } } },
    });
  });

  it('gets its own sign-in link and password reset link beside the other account’s', async () => {
    const email = accented('links');
    const unicode = await createVerifiedUser(app, email);
    const ascii = await createVerifiedUser(app, asciiDomain(email), OWN_PASSWORD);
    /** The two mails a request sends to the address, in the order they came. */
    const twoMails = async (request: () => Promise<unknown>) => {
      const after = mail.mails.length;
      await request();
      const first = await mail.next(email, after);
      return [first, await mail.next(email, mail.mails.indexOf(first) + 1)];
    };
    const signedInto: string[] = [];
    for (const letter of await twoMails(() => app.client().graphql(REQUEST_MAGIC_LINK, { input: { email } }))) {
      const client = app.client();
      const token = mail.linkTo(letter, '/auth/callback').searchParams.get('magic_token');
      expect((await client.graphql(MAGIC_SIGN_IN, { token })).data!.signInWithMagicLink).toMatchObject({ __typename: 'MutationSignInWithMagicLinkSuccess' });
      signedInto.push((await client.graphql(VIEWER)).data!.viewer.user.email);
    }
    expect(signedInto.sort()).toEqual([email, asciiDomain(email)].sort());

    for (const letter of await twoMails(() => app.client().graphql(REQUEST_RESET, { email: asciiDomain(email) }))) {
      expect(mail.linkTo(letter, '/auth/reset-password').searchParams.get('access_token')).toBeTruthy();
    }
    const resets = await app.db.prisma.authToken.findMany({
      where: { purpose: 'PASSWORD_RESET', userId: { in: [unicode.id, ascii.id] } },
      select: { userId: true },
    });
    expect(resets.map((row) => row.userId).sort()).toEqual([unicode.id, ascii.id].sort());
  });
});

describe('an invitation to an address whose domain has accents', () => {
  const INVITE = `mutation ($input: InviteMembersInput!) {
    inviteMembers(input: $input) { __typename ... on MutationInviteMembersSuccess { invitations { email } } ... on Error { code } }
  }`;
  const JOIN = `mutation ($input: SignUpWithInvitationInput!) {
    signUpWithInvitation(input: $input) { __typename ... on MutationSignUpWithInvitationSuccess { result { viewer { user { email } organization { name } } } } ... on Error { code } }
  }`;
  const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { __typename ... on Error { code } } }`;

  async function admin() {
    const email = accented('admin');
    const user = await createVerifiedUser(app, email);
    await app.db.prisma.organization.update({ where: { id: user.organizationId }, data: { plan: 'TEAM', seats: 10, name: 'Atelier Éclair' } });
    return { client: await signedInClient(app, email), organizationId: user.organizationId };
  }

  async function invitationToken(to: string, after: number): Promise<string> {
    const link = (await mail.next(to, after)).links.find((candidate) => candidate.includes('/invitation?token='));
    return new URL(link!).searchParams.get('token')!;
  }

  it('invites in ASCII, names the guest in Unicode, mails them, and the guest joins with that address', async () => {
    const { client } = await admin();
    const guest = accented('guest');
    const after = mail.mails.length;
    const invited = await client.graphql(INVITE, { input: { emails: [asciiDomain(guest)], role: 'USER' } });
    expect(invited.data!.inviteMembers).toEqual({ __typename: 'MutationInviteMembersSuccess', invitations: [{ email: guest }] });
    const token = await invitationToken(guest, after);
    const joined = await app.client().graphql(JOIN, {
      input: { token, fullName: 'Gaëlle Invitée', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, acceptTerms: true },
    });
    expect(joined.data!.signUpWithInvitation).toMatchObject({ result: { viewer: { user: { email: guest }, organization: { name: 'Atelier Éclair' } } } });
    expect((await signIn(asciiDomain(guest))).data!.signIn.__typename).toBe('MutationSignInSuccess');
  });

  it('lets an account kept in Unicode accept an invitation sent to its ASCII spelling, and calls a member by either spelling a member', async () => {
    const { client } = await admin();
    const guest = accented('existing');
    await createVerifiedUser(app, guest);
    const after = mail.mails.length;
    await client.graphql(INVITE, { input: { emails: [asciiDomain(guest)], role: 'MANAGER' } });
    const token = await invitationToken(guest, after);
    const guestClient = await signedInClient(app, guest);
    expect((await guestClient.graphql(ACCEPT, { input: { token, leaveCurrentOrganization: true } })).data!.acceptInvitation).toEqual({
      __typename: 'MutationAcceptInvitationSuccess',
    });
    for (const spelling of [guest, asciiDomain(guest)]) {
      expect((await client.graphql(INVITE, { input: { emails: [spelling], role: 'USER' } })).data!.inviteMembers).toEqual({
        __typename: 'AppError',
        code: 'ALREADY_MEMBER',
      });
    }
  });
});
