import { AppError } from '../errors';

/** Codes of the expected auth failures; the web words each one from `errors.<code>` in lang/*.json. */
export const AuthErrorCode = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  commonPassword: 'COMMON_PASSWORD',
  submissionRejected: 'SUBMISSION_REJECTED',
  invalidLink: 'INVALID_LINK',
  sessionExpired: 'SESSION_EXPIRED',
  refreshTokenReused: 'REFRESH_TOKEN_REUSED',
  invalidTotpCode: 'INVALID_TOTP_CODE',
  noMfaChallenge: 'NO_MFA_CHALLENGE',
  factorNotFound: 'FACTOR_NOT_FOUND',
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  wrongPassword: 'WRONG_PASSWORD',
  emailTaken: 'EMAIL_TAKEN',
  providerNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  signInMethodNotAllowed: 'SIGN_IN_METHOD_NOT_ALLOWED',
  secondFactorRequiredByOrganization: 'SECOND_FACTOR_REQUIRED_BY_ORGANIZATION',
} as const;

export const authError = (code: (typeof AuthErrorCode)[keyof typeof AuthErrorCode], message: string) => new AppError(code, message);

/**
 * Too many attempts. Kept apart from AppError so the GraphQL union can carry the wait in minutes
 * (the web words "Please wait {minutes} minutes").
 */
export class RateLimited extends Error {
  readonly code = 'RATE_LIMITED';
  readonly retryAfterMinutes: number;
  /** What the message is worded with (`errors.RATE_LIMITED`). */
  readonly details: { minutes: number };

  constructor(retryAfterMs: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    super(`Too many attempts: Please wait ${minutes} minutes before trying again.`);
    this.name = 'RateLimited';
    this.retryAfterMinutes = minutes;
    this.details = { minutes };
  }
}
