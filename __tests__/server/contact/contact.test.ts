import { MailCatcher } from '../auth/mail-catcher';
import { startTestApp, type TestApp } from '../../support/test-app';

const SEND = `
  mutation Send($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on MutationSendContactMessageSuccess { receipt { receivedAt } }
      ... on ValidationFailed { problems { path message } }
      ... on Error { code }
    }
  }`;

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Camille Martin',
  email: 'camille@example.test',
  company: 'Acme',
  subject: 'DEMO',
  message: 'Nous aimerions une démonstration pour notre équipe juridique.',
  ...overrides,
});

let mail: MailCatcher;
let app: TestApp;

beforeAll(async () => {
  mail = new MailCatcher();
  const smtpUrl = await mail.start();
  app = await startTestApp({ env: { SMTP_URL: smtpUrl, CONTACT_EMAIL: 'team@paraphe.test', TRUST_PROXY: 'true' } });
});

afterAll(async () => {
  await app.stop();
  await mail.stop();
});

/** Each test writes from its own address: the per-IP limit is the subject of one test only. */
let ipCounter = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` });

describe('the contact form', () => {
  it('stores the message, acknowledges it in the sender’s language and forwards it to CONTACT_EMAIL', async () => {
    const before = mail.mails.length;
    const answer = await app.client().graphql(SEND, { input: message() }, { ...from(), 'accept-language': 'en-GB,en' });
    expect(answer.data!.sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
    const stored = await app.db.prisma.contactMessage.findFirstOrThrow({ where: { email: 'camille@example.test' } });
    expect(stored).toMatchObject({ name: 'Camille Martin', company: 'Acme', subject: 'DEMO', locale: 'en' });
    const receipt = await mail.next('camille@example.test', before);
    expect(receipt.subject).toBe('We received your message (Demo request)');
    expect(receipt.raw).toContain('24 business hours');
    const forwarded = await mail.next('team@paraphe.test', before);
    expect(forwarded.subject).toContain('Demande de démo');
    expect(forwarded.raw).toContain('camille@example.test');
  });

  it('answers in French by default', async () => {
    const before = mail.mails.length;
    await app.client().graphql(SEND, { input: message({ email: 'dominique@example.test', subject: 'SUPPORT' }) }, from());
    expect((await mail.next('dominique@example.test', before)).subject).toBe('Nous avons bien reçu votre message (Support)');
  });

  it('names every missing or wrong field and stores nothing', async () => {
    const count = await app.db.prisma.contactMessage.count();
    const answer = await app.client().graphql(SEND, { input: message({ name: ' ', email: 'not-an-email', message: '', company: 'x'.repeat(201) }) }, from());
    expect(answer.data!.sendContactMessage).toEqual({
      __typename: 'ValidationFailed',
      code: 'VALIDATION_FAILED',
      problems: [
        { path: 'input.name', message: 'REQUIRED' },
        { path: 'input.email', message: 'INVALID_EMAIL' },
        { path: 'input.company', message: 'TOO_LONG' },
        { path: 'input.message', message: 'REQUIRED' },
      ],
    });
    const unknownSubject = await app.client().graphql(SEND, { input: message({ subject: 'LOTTERY' }) }, from());
    expect(unknownSubject.errors?.[0].message).toMatch(/LOTTERY/);
    expect(await app.db.prisma.contactMessage.count()).toBe(count);
  });

  it('drops a robot’s message (honeypot filled) without telling it', async () => {
    const before = mail.mails.length;
    const answer = await app.client().graphql(SEND, { input: message({ email: 'robot@example.test', website: 'http://spam.test' }) }, from());
    expect(answer.data!.sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
    expect(await app.db.prisma.contactMessage.count({ where: { email: 'robot@example.test' } })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.mails.slice(before).filter((caught) => caught.to.includes('robot@example.test'))).toEqual([]);
  });

  it('takes five messages an hour from one address, then asks to wait', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    for (let index = 0; index < 5; index += 1) {
      const answer = await app.client().graphql(SEND, { input: message({ email: `burst${index}@example.test` }) }, headers);
      expect(answer.data!.sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
    }
    const sixth = await app.client().graphql(SEND, { input: message({ email: 'burst5@example.test' }) }, headers);
    expect(sixth.data!.sendContactMessage).toMatchObject({ __typename: 'AppError', code: 'RATE_LIMITED' });
    expect(await app.db.prisma.contactMessage.count({ where: { email: 'burst5@example.test' } })).toBe(0);
    const otherAddress = await app.client().graphql(SEND, { input: message({ email: 'other@example.test' }) }, from());
    expect(otherAddress.data!.sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
  });
});
