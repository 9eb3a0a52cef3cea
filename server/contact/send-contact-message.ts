import type { ContactSubject } from '../db/generated/client';
import { AppError, ValidationFailed, type FieldProblem } from '../errors';
import type { Locale } from '../shared/locale';
import type { AttemptPolicy } from '../auth/rate-limiter';
import type { Services } from '../services';
import { contactAcknowledgement, contactForward } from './contact-mails';

export const CONTACT_SUBJECTS = ['DEMO', 'SUPPORT', 'BILLING', 'PARTNERSHIP', 'OTHER'] as const satisfies readonly ContactSubject[];

/** Five messages an hour from one address, then an hour's wait: enough for people, not for scripts. */
export const CONTACT_POLICY: AttemptPolicy = { limit: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactInput {
  name: string;
  email: string;
  company?: string | null;
  subject: string;
  message: string;
  /** The honeypot field, hidden from people: anything in it marks a robot. */
  website?: string | null;
  locale: Locale;
  ip: string | null;
}

export interface ContactReceipt {
  /** Null when the message was dropped as a robot's (the robot is not told). */
  id: string | null;
  receivedAt: Date;
}

/** Validation problems carry codes; the form words them. */
function problemsOf(input: ContactInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  if (!name) problems.push({ path: 'input.name', message: 'REQUIRED' });
  else if (name.length > 120) problems.push({ path: 'input.name', message: 'TOO_LONG' });
  if (!email) problems.push({ path: 'input.email', message: 'REQUIRED' });
  else if (email.length > 254 || !EMAIL.test(email)) problems.push({ path: 'input.email', message: 'INVALID_EMAIL' });
  if ((input.company ?? '').trim().length > 200) problems.push({ path: 'input.company', message: 'TOO_LONG' });
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(input.subject)) problems.push({ path: 'input.subject', message: 'REQUIRED' });
  if (!message) problems.push({ path: 'input.message', message: 'REQUIRED' });
  else if (message.length > 5000) problems.push({ path: 'input.message', message: 'TOO_LONG' });
  return problems;
}

/**
 * The public contact form: validated, rate limited per IP, stored, acknowledged to the sender in
 * their language and forwarded to CONTACT_EMAIL. Mail failures are logged: the message is kept.
 */
export async function sendContactMessage(services: Services, input: ContactInput): Promise<ContactReceipt> {
  const now = services.clock.now();
  const limitKey = `contact:ip:${input.ip ?? 'unknown'}`;
  const blockedMs = await services.rateLimiter.blockedFor(limitKey);
  if (blockedMs > 0) throw new AppError('RATE_LIMITED', 'Too many messages from this address', { minutes: Math.ceil(blockedMs / 60_000) });
  const problems = problemsOf(input);
  if (problems.length) throw new ValidationFailed(problems);
  await services.rateLimiter.record(limitKey, CONTACT_POLICY);
  if (input.website?.trim()) return { id: null, receivedAt: now };

  const stored = await services.db.prisma.contactMessage.create({
    data: {
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      company: input.company?.trim() || null,
      subject: input.subject as ContactSubject,
      message: input.message.trim(),
      locale: input.locale,
      ip: input.ip,
      createdAt: now,
    },
  });
  const mails = [contactAcknowledgement(stored, input.locale)];
  if (services.config.CONTACT_EMAIL) mails.push(contactForward(stored, services.config.CONTACT_EMAIL));
  await Promise.all(
    mails.map((mail) =>
      services.mailer.send(mail).catch((error) => services.logger.error({ err: error, contactMessageId: stored.id }, 'contact mail not sent')),
    ),
  );
  return { id: stored.id, receivedAt: stored.createdAt };
}
