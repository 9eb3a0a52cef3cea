import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../support/test-app';
import { MailCatcher } from './mail-catcher';
import { SIGN_IN, SIGN_UP, STRONG_PASSWORD, VERIFY_EMAIL, VIEWER, signUpInput } from './operations';

let app: TestApp;
let mail: MailCatcher;
let webhook: Server;
const events: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  mail = new MailCatcher();
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      events.push({ ...JSON.parse(body), headers: req.headers });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  app = await startTestApp({
    env: {
      SMTP_URL: await mail.start(),
      PUBLIC_URL: 'http://paraphe.test',
      ACTIVITY_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/events`,
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await mail?.stop();
  await new Promise((resolve) => webhook?.close(resolve));
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('sign-up', () => {
  it('creates the account, its organization on a 30-day trial with the user as admin, and emails a verification link that signs in after use', async () => {
    const client = app.client();
    const answer = await client.graphql(SIGN_UP, { input: signUpInput('Camille@Example.com') });
    expect(answer.data?.signUp).toEqual({ __typename: 'MutationSignUpSuccess', result: { email: 'camille@example.com' } });

    const user = await app.db.prisma.user.findUniqueOrThrow({ where: { email: 'camille@example.com' }, include: { organization: true } });
    expect(user).toMatchObject({ fullName: 'Camille Martin', companyName: 'Atelier Martin', role: 'ADMIN', emailVerifiedAt: null, locale: 'en' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=3,p=1\$/);
    expect(user.organization).toMatchObject({ name: 'Atelier Martin', plan: 'TRIAL' });
    expect(user.organization.trialEndsAt!.getTime() - app.clock.now().getTime()).toBe(30 * 24 * 3600_000);

    const verification = await mail.next('camille@example.com');
    expect(verification.subject).toBe('Confirm your Paraphe email address');
    const link = mail.linkTo(verification, '/auth/verify');
    expect(link.origin).toBe('http://paraphe.test');

    const early = await client.graphql(SIGN_IN, { input: { email: 'camille@example.com', password: STRONG_PASSWORD } });
    expect(early.data?.signIn).toMatchObject({ __typename: 'AppError', code: 'EMAIL_NOT_CONFIRMED' });

    const verified = await client.graphql(VERIFY_EMAIL, { token: link.searchParams.get('token') });
    expect(verified.data?.verifyEmail).toEqual({
      __typename: 'MutationVerifyEmailSuccess',
      result: { status: 'SIGNED_IN', viewer: { user: { email: 'camille@example.com' } } },
    });
    expect((await client.graphql(VIEWER)).data?.viewer).toMatchObject({ user: { email: 'camille@example.com' } });
    await client.graphql('mutation { signOut }');
    const again = await client.graphql(VERIFY_EMAIL, { token: link.searchParams.get('token') });
    expect(again.data?.verifyEmail).toMatchObject({ __typename: 'AppError', code: 'INVALID_LINK' });

    const signedIn = await client.graphql(SIGN_IN, { input: { email: 'camille@example.com', password: STRONG_PASSWORD } });
    expect(signedIn.data?.signIn.result).toMatchObject({ status: 'SIGNED_IN', viewer: { role: 'ADMIN', user: { email: 'camille@example.com' } } });
    const viewer = await client.graphql(VIEWER);
    expect(viewer.data?.viewer).toMatchObject({
      role: 'ADMIN',
      aal: 1,
      user: { fullName: 'Camille Martin', companyName: 'Atelier Martin', emailVerified: true },
      organization: { name: 'Atelier Martin', plan: 'TRIAL' },
    });

    await waitFor(() => events.some((event) => event.actionType === 'signin'));
    expect(events.find((event) => event.actionType === 'signup')).toMatchObject({
      page: '/auth/signup',
      orgId: user.organizationId,
      data: { email: 'camille@example.com', full_name: 'Camille Martin', company_name: 'Atelier Martin' },
      ts: expect.any(String),
    });
    expect(events.find((event) => event.actionType === 'signin')).toMatchObject({
      data: { email: 'camille@example.com', user_id: user.id },
      sessionId: expect.any(String),
    });
    const signup = events.find((event) => event.actionType === 'signup')!;
    expect(signup.headers).toMatchObject({
      'paraphe-event-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'paraphe-event-type': 'signup',
      'paraphe-event-timestamp': String(Math.floor(Date.parse(String(signup.ts)) / 1000)),
    });
  });

  it('stores a null company name and names the organization after the person when the company is empty; mails in French by default', async () => {
    const answer = await app
      .client()
      .graphql(SIGN_UP, { input: signUpInput('solo@example.com', { companyName: '  ', language: undefined, fullName: 'Jean Solo' }) });
    expect(answer.data?.signUp.__typename).toBe('MutationSignUpSuccess');
    const user = await app.db.prisma.user.findUniqueOrThrow({ where: { email: 'solo@example.com' }, include: { organization: true } });
    expect(user.companyName).toBeNull();
    expect(user.organization.name).toBe('Jean Solo');
    expect((await mail.next('solo@example.com')).subject).toBe('Confirmez votre adresse e-mail Paraphe');
  });

  it.each([
    [{ fullName: '' }, 'input.fullName', 'Full name is required'],
    [{ email: '' }, 'input.email', 'Email is required'],
    [{ email: 'not-an-email' }, 'input.email', 'Invalid email address'],
    [{ password: '', confirmPassword: '' }, 'input.password', 'Password is required'],
    [{ password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }, 'input.password', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'Something-else-1' }, 'input.confirmPassword', 'Passwords do not match'],
    [{ acceptTerms: false }, 'input.acceptTerms', 'You must accept the terms'],
  ])('refuses %j with "%s: %s"', async (overrides, path, message) => {
    const answer = await app.client().graphql(SIGN_UP, { input: signUpInput('rules@example.com', overrides) });
    expect(answer.data?.signUp.__typename).toBe('ValidationFailed');
    expect(answer.data?.signUp.problems).toContainEqual({ path, message });
    expect(await app.db.prisma.user.count({ where: { email: 'rules@example.com' } })).toBe(0);
  });

  it('rejects a filled honeypot without creating anything or sending mail', async () => {
    const before = mail.mails.length;
    const answer = await app.client().graphql(SIGN_UP, { input: signUpInput('bot@example.com', { company: 'Spam Inc' }) });
    expect(answer.data?.signUp).toMatchObject({ __typename: 'AppError', code: 'SUBMISSION_REJECTED' });
    expect(await app.db.prisma.user.count({ where: { email: 'bot@example.com' } })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.mails.length).toBe(before);
  });

  it('refuses one of the most common passwords', async () => {
    const answer = await app
      .client()
      .graphql(SIGN_UP, { input: signUpInput('common@example.com', { password: 'password123', confirmPassword: 'password123' }) });
    expect(answer.data?.signUp).toMatchObject({ __typename: 'AppError', code: 'COMMON_PASSWORD' });
  });

  it('answers the same for an address that already has an account, without a second account', async () => {
    const first = await app.client().graphql(SIGN_UP, { input: signUpInput('twice@example.com') });
    const second = await app.client().graphql(SIGN_UP, { input: signUpInput('twice@example.com', { fullName: 'Someone Else' }) });
    expect(second.data).toEqual(first.data);
    expect(await app.db.prisma.user.count({ where: { email: 'twice@example.com' } })).toBe(1);
    const mails = mail.mails.filter((m) => m.to.includes('twice@example.com'));
    await waitFor(() => mail.mails.filter((m) => m.to.includes('twice@example.com')).length === 2);
    expect(mail.mails.filter((m) => m.to.includes('twice@example.com')).map((m) => m.subject)).toEqual([
      'Confirm your Paraphe email address',
      'You already have a Paraphe account',
    ]);
    expect(mails.length).toBeGreaterThan(0);
  });

  it('lets someone who left their organization sign up anew with the same address; the former organization keeps its record of them', async () => {
    await app.client().graphql(SIGN_UP, { input: signUpInput('moved-on@example.com', { fullName: 'Nora Petit' }) });
    const former = await app.db.prisma.user.findUniqueOrThrow({ where: { email: 'moved-on@example.com' } });
    await app.db.prisma.user.update({ where: { id: former.id }, data: { removedAt: app.clock.now(), emailVerifiedAt: app.clock.now() } });
    const mailsBefore = mail.mails.length;

    const client = app.client();
    await client.graphql(SIGN_UP, { input: signUpInput('moved-on@example.com', { fullName: 'Nora Petit', companyName: 'Petit Conseil' }) });
    const verification = await mail.next('moved-on@example.com', mailsBefore);
    expect(verification.subject).toBe('Confirm your Paraphe email address');
    const verified = await client.graphql(VERIFY_EMAIL, { token: mail.linkTo(verification, '/auth/verify').searchParams.get('token') });
    expect(verified.data?.verifyEmail).toMatchObject({ result: { status: 'SIGNED_IN', viewer: { user: { email: 'moved-on@example.com' } } } });
    const now = await app.db.prisma.user.findUniqueOrThrow({ where: { email: 'moved-on@example.com' }, include: { organization: true } });
    expect(now.id).not.toBe(former.id);
    expect(now.organization.name).toBe('Petit Conseil');
    expect(await app.db.prisma.user.findUniqueOrThrow({ where: { id: former.id }, select: { email: true, fullName: true, organizationId: true } })).toEqual({
      email: `moved-on@example.com#former-${former.id}`,
      fullName: 'Nora Petit',
      organizationId: former.organizationId,
    });
  });

  it('lets a verification link expire after one hour', async () => {
    await app.client().graphql(SIGN_UP, { input: signUpInput('late@example.com') });
    const link = mail.linkTo(await mail.next('late@example.com'), '/auth/verify');
    app.clock.advance(60 * 60_000 + 1000);
    const answer = await app.client().graphql(VERIFY_EMAIL, { token: link.searchParams.get('token') });
    expect(answer.data?.verifyEmail).toMatchObject({ code: 'INVALID_LINK' });
  });
});
