import { domainToASCII, domainToUnicode } from 'node:url';
import { normalizeEmail } from '../shared/auth-rules';

/**
 * The one spelling of an e-mail address that is kept and compared (accounts, invitations, senders):
 * trimmed, lower-cased as addresses always were here, in NFC, and with its domain in Unicode, as
 * people type it and read it: `éclair.fr`, not the `xn--clair-9ra.fr` that a browser's email field
 * or a mail header may give. The whole address is lower-cased rather than only its domain, so that
 * rows kept before stay found and `Jean@` and `jean@` remain one account. Mail still reaches it: the
 * SMTP layer (nodemailer) writes such a domain in its ASCII form in the envelope and the headers.
 * A domain that is not a valid name is kept as given.
 */
export function canonicalEmail(email: string): string {
  const address = normalizeEmail(email.normalize('NFC'));
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = domainToUnicode(address.slice(at + 1));
  return domain ? `${address.slice(0, at)}@${domain.normalize('NFC')}` : address;
}

/**
 * The spellings an account may be kept under, canonical first: an account kept with its domain in
 * ASCII before addresses were kept in Unicode stayed so when another account already had the Unicode
 * spelling (migration 20261208000000_email_unicode_domains), and is found under that one.
 */
export function accountEmailSpellings(email: string): string[] {
  const canonical = canonicalEmail(email);
  const at = canonical.lastIndexOf('@');
  const ascii = at < 0 ? '' : domainToASCII(canonical.slice(at + 1));
  const kept = ascii ? `${canonical.slice(0, at)}@${ascii}` : canonical;
  return kept === canonical ? [canonical] : [canonical, kept];
}
