import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContactMessage } from '../../../server/db/generated/client';
import { authMail, invitationMail, signatureMail, trialEndingMail, type AuthMailKind, type SignatureMailKind } from '../../../server/email/templates';
import type { OutgoingMail } from '../../../server/email/mailer';
import { contactAcknowledgement, contactForward } from '../../../server/contact/contact-mails';
import { errorMessage } from '../../../server/error-messages';
import { formatMessage } from '../../../server/messages';
import { notificationWording } from '../../../server/notifications/notification-wording';
import { NOTIFICATION_TYPES } from '../../../server/notifications/notify';
import type { Locale } from '../../../server/shared/locale';

// What the server says to people (emails, notifications, the signature page, errors) comes from
// lang/*.json, the interface's files, with every argument filled in, in the reader's language.

const lang = (locale: Locale) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../lang/${locale}.json`), 'utf8'));
const LOCALES: Locale[] = ['fr', 'en'];
const LINK = 'https://paraphe.example/documents/5f0c?tab=review&from=mail';
const HOSTILE_TITLE = 'Contrat <script>alert(1)</script> & "annexes"';

/** Every text of a mail: no message argument left unfilled, the link in both versions, the HTML escaped. */
function expectWellFormed(mail: OutgoingMail, link: string | null) {
  for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+[,}]/);
  if (link) {
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  }
  expect(mail.html).not.toContain('<script>');
  expect(mail.text.endsWith('Paraphe')).toBe(true);
}

describe('the server words messages from lang/*.json', () => {
  it('an account email says what lang/<locale>.json says, in the reader’s language', () => {
    for (const locale of LOCALES) {
      const words = lang(locale).email.auth;
      for (const kind of ['verifyEmail', 'magicLink', 'passwordReset', 'accountExists'] as AuthMailKind[]) {
        const mail = authMail(kind, locale, 'ana@example.test', LINK);
        expect(mail.subject).toBe(words[kind].subject);
        expect(mail.text).toContain(`${words[kind].action}${locale === 'fr' ? ' : ' : ': '}${LINK}`);
        expect(mail.text).toContain(words[kind].outro);
        expect(mail.html).toContain(`lang="${locale}"`);
        expectWellFormed(mail, LINK);
      }
    }
    expect(authMail('magicLink', 'fr', 'a@example.test', LINK).subject).not.toBe(authMail('magicLink', 'en', 'a@example.test', LINK).subject);
  });

  it('signature request emails fill in the title, who acted and the reason, escaped in HTML', () => {
    for (const locale of LOCALES) {
      for (const kind of ['yourTurn', 'refused', 'completed', 'cancelled'] as SignatureMailKind[]) {
        const mail = signatureMail(kind, locale, 'bo@example.test', LINK, { title: HOSTILE_TITLE, by: 'Inès Laurent', reason: 'Clause 4 à revoir' });
        expect(mail.subject).toContain(HOSTILE_TITLE);
        expect(mail.html).toContain('Contrat &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;annexes&quot;');
        if (kind !== 'completed') expect(mail.text).toContain('Inès Laurent');
        expectWellFormed(mail, LINK);
      }
    }
    expect(signatureMail('refused', 'fr', 'b@example.test', LINK, { title: 'NDA', by: 'Inès', reason: 'Clause 4 à revoir' }).text).toContain(
      'Motif : Clause 4 à revoir',
    );
    expect(signatureMail('refused', 'en', 'b@example.test', LINK, { title: 'NDA', by: 'Inès', reason: null }).text).toContain('Reason: -');
  });

  it('an invitation and a trial reminder give their dates in the organization’s time zone, and days as plurals', () => {
    const expiresAt = new Date('2026-12-03T23:30:00Z');
    const invitation = invitationMail('fr', 'c@example.test', LINK, {
      organization: 'Durand & Associés',
      by: 'Léa Durand',
      expiresAt,
      timeZone: 'Europe/Paris',
    });
    expect(invitation.subject).toBe('Invitation à rejoindre Durand & Associés sur Paraphe');
    expect(invitation.text).toContain('jusqu’au 4 décembre 2026');
    expectWellFormed(invitation, LINK);
    const english = invitationMail('en', 'c@example.test', LINK, { organization: 'Durand', by: 'Léa', expiresAt, timeZone: 'America/New_York' });
    expect(english.text).toContain('until 3 December 2026');

    const trial = (locale: Locale, daysLeft: number) =>
      trialEndingMail(locale, 'd@example.test', LINK, { organization: 'Durand', endsAt: expiresAt, daysLeft, timeZone: 'Europe/Paris' });
    expect(trial('fr', 1).subject).toBe('Votre essai Paraphe se termine demain');
    expect(trial('fr', 3).subject).toBe('Votre essai Paraphe se termine dans 3 jours');
    expect(trial('en', 1).subject).toBe('Your Paraphe trial ends tomorrow');
    expect(trial('en', 7).subject).toBe('Your Paraphe trial ends in 7 days');
    expect(trial('fr', 3).text).toContain('se termine le 4 décembre 2026 à 00:30');
    expectWellFormed(trial('en', 3), LINK);
  });

  it('every notification, with and without someone who acted, and each decision', () => {
    for (const locale of LOCALES) {
      for (const type of NOTIFICATION_TYPES) {
        for (const actor of ['Noé Petit', null]) {
          const wording = notificationWording(locale, { type, documentStatus: 'REFUSED', title: 'Bail 2027', riskScore: 8, actor });
          expect(wording.subject).toContain('Bail 2027');
          expect(wording.intro).toContain('Bail 2027');
          expect(`${wording.subject} ${wording.intro}`).not.toMatch(/[{}]/);
          if (actor && (type === 'DOCUMENT_RECEIVED' || type === 'DOCUMENT_DECIDED')) expect(wording.intro).toContain(actor);
        }
      }
    }
    const decided = (documentStatus: 'SIGNED' | 'CORRECTING' | 'PENDING', locale: Locale) =>
      notificationWording(locale, { type: 'DOCUMENT_DECIDED', documentStatus, title: 'Bail', riskScore: null, actor: 'Noé' }).intro;
    expect(decided('SIGNED', 'fr')).toBe('« Bail » a été approuvé et signé par Noé.');
    expect(decided('CORRECTING', 'en')).toBe('“Bail” was sent back for a correction by Noé.');
    expect(decided('PENDING', 'fr')).toBe('« Bail » a changé de statut par Noé.');
    expect(notificationWording('en', { type: 'HIGH_RISK', documentStatus: null, title: 'Bail', riskScore: null, actor: null }).intro).toContain('(?/10)');
  });

  it('the contact receipt quotes the message and names the topic as the form does; the team’s copy is in French', () => {
    const message = {
      id: 'm1',
      name: 'Camille <Martin>',
      email: 'camille@example.test',
      company: null,
      subject: 'BILLING',
      message: 'Une question\nsur la facture',
      locale: 'en',
      createdAt: new Date('2026-11-29T10:00:00Z'),
    } as unknown as ContactMessage;
    const receipt = contactAcknowledgement(message, 'en');
    expect(receipt.subject).toBe(`We received your message (${lang('en').contact.subjects.BILLING})`);
    expect(receipt.text).toContain('Hello Camille <Martin>,');
    expect(receipt.text).toContain('Your message:\nUne question\nsur la facture');
    expect(receipt.html).toContain('Hello Camille &lt;Martin&gt;,');
    expectWellFormed(receipt, null);
    const forward = contactForward(message, 'team@paraphe.test');
    expect(forward.subject).toBe('[Contact] Facturation : Camille <Martin>');
    expect(forward.text).toContain('De : Camille <Martin> <camille@example.test>');
  });

  it('errors and other messages format numbers in the reader’s way, and an unknown message is an error, not a blank', () => {
    expect(formatMessage('fr', 'signedDocument.reason.signers', { signers: 1200 })).toBe('Signé par 1\u202f200 signataires dans Paraphe');
    expect(formatMessage('en', 'signedDocument.reason.signers', { signers: 1200 })).toBe('Signed by 1,200 signers in Paraphe');
    expect(errorMessage('UNAUTHENTICATED', 'en')).toBe(lang('en').errors.UNAUTHENTICATED);
    expect(() => formatMessage('fr', 'email.nothing' as never)).toThrow('No message email.nothing in lang/fr.json');
  });
});
