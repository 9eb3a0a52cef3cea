/**
 * The version of the terms of use and privacy policy in force: the month of their last change
 * (`YYYY-MM`). Every way of making an account records its acceptance (`User.termsVersion`); raising
 * it asks every signed-in person to accept the new text once. No node imports: the web imports this file.
 */
export const TERMS_VERSION = '2026-11';

/** The first day of that month, for "last updated" lines. */
export const termsUpdatedOn = (): Date => new Date(`${TERMS_VERSION}-01T00:00:00Z`);

/** Whether an account's recorded acceptance covers the terms in force. */
export const acceptsCurrentTerms = (user: { termsVersion: string | null }): boolean => user.termsVersion === TERMS_VERSION;
