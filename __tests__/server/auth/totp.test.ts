import { generate } from 'otplib';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from './accounts';
import { ENROLL_TOTP, REMOVE_FACTOR, SIGN_IN, STRONG_PASSWORD, VERIFY_TOTP, VIEWER } from './operations';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await createVerifiedUser(app, 'dave@example.com');
});

afterAll(async () => {
  await app?.stop();
});

const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });

describe('TOTP second factor', () => {
  it('enrols with a QR code, then challenges the next sign-in and elevates it to aal2; codes cannot be replayed', async () => {
    const client = await signedInClient(app, 'dave@example.com');
    const mailsBefore = app.services.mailer.outbox().length;
    const enrolled = await client.graphql(ENROLL_TOTP);
    const { secret, otpauthUrl, qrCodeDataUrl, factor } = enrolled.data!.enrollTotp.enrollment;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Paraphe:dave%40example\.com\?/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(factor.status).toBe('UNVERIFIED'.toLowerCase());

    expect((await client.graphql(VERIFY_TOTP, { factorId: factor.id, code: '000000' })).data?.verifyTotp).toMatchObject({ code: 'INVALID_TOTP_CODE' });
    const confirmed = await client.graphql(VERIFY_TOTP, { factorId: factor.id, code: await codeFor(secret) });
    expect(confirmed.data?.verifyTotp.result).toEqual({ status: 'SIGNED_IN', viewer: { aal: 2 } });
    expect((await client.graphql(VIEWER)).data?.viewer).toMatchObject({ aal: 2, factors: [{ status: 'verified', factorType: 'totp' }] });

    app.clock.advance(60_000);
    const browser = app.client();
    const first = await browser.graphql(SIGN_IN, { input: { email: 'dave@example.com', password: STRONG_PASSWORD } });
    expect(first.data?.signIn.result).toMatchObject({ status: 'MFA_REQUIRED', factorId: factor.id, viewer: null });
    expect((await browser.graphql(VIEWER)).data?.viewer).toBeNull();

    const code = await codeFor(secret);
    const second = await browser.graphql(VERIFY_TOTP, { code });
    expect(second.data?.verifyTotp.result).toEqual({ status: 'SIGNED_IN', viewer: { aal: 2 } });
    expect((await browser.graphql(VIEWER)).data?.viewer.aal).toBe(2);

    const replay = app.client();
    await replay.graphql(SIGN_IN, { input: { email: 'dave@example.com', password: STRONG_PASSWORD } });
    expect((await replay.graphql(VERIFY_TOTP, { code })).data?.verifyTotp).toMatchObject({ code: 'INVALID_TOTP_CODE' });
    expect((await app.client().graphql(VERIFY_TOTP, { code })).data?.verifyTotp).toMatchObject({ code: 'NO_MFA_CHALLENGE' });

    expect((await browser.graphql(REMOVE_FACTOR, { factorId: factor.id })).data?.removeFactor).toEqual({
      __typename: 'MutationRemoveFactorSuccess',
      removed: true,
    });
    const plain = await app.client().graphql(SIGN_IN, { input: { email: 'dave@example.com', password: STRONG_PASSWORD } });
    expect(plain.data?.signIn.result.status).toBe('SIGNED_IN');

    // Turning it on and off are each told to the account's owner once (the codes of later sign-ins are not), and audited as theirs.
    // The outbox holds the newest first: the mails since, in the order they were sent.
    const outbox = app.services.mailer.outbox();
    const notices = outbox
      .slice(0, outbox.length - mailsBefore)
      .reverse()
      .filter((mail) => mail.to === 'dave@example.com');
    expect(notices.map((mail) => mail.subject)).toEqual([
      'Two-step verification is on for your Paraphe account',
      'Two-step verification was removed from your Paraphe account',
    ]);
    expect(notices[1].text).toContain('signing in now asks for your password alone');
    expect(notices[1].text).toContain(`${app.config.PUBLIC_URL}/account`);
    const dave = await app.db.prisma.user.findUniqueOrThrow({ where: { email: 'dave@example.com' } });
    const audit = await app.db.prisma.auditEvent.findMany({
      where: { organizationId: dave.organizationId, action: { startsWith: 'member.second_factor' } },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((event) => [event.action, event.actorId, event.entityId])).toEqual([
      ['member.second_factor_added', dave.id, dave.id],
      ['member.second_factor_removed', dave.id, dave.id],
    ]);
  });

  it('refuses to remove a verified factor from a session that did not give it', async () => {
    const older = await signedInClient(app, 'dave@example.com');
    const client = await signedInClient(app, 'dave@example.com');
    const { secret, factor } = (await client.graphql(ENROLL_TOTP)).data!.enrollTotp.enrollment;
    app.clock.advance(30_000);
    await client.graphql(VERIFY_TOTP, { factorId: factor.id, code: await codeFor(secret) });
    expect((await older.graphql(VIEWER)).data?.viewer.aal).toBe(1);
    expect((await older.graphql(REMOVE_FACTOR, { factorId: factor.id })).data?.removeFactor).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    expect((await client.graphql(REMOVE_FACTOR, { factorId: factor.id })).data?.removeFactor.removed).toBe(true);
  });
});
