/** GraphQL documents the auth tests send, as the web app does. */
export const SIGN_UP = `mutation ($input: SignUpInput!) {
  signUp(input: $input) {
    __typename
    ... on MutationSignUpSuccess { result { email } }
    ... on Error { code message }
    ... on ValidationFailed { problems { path message } }
    ... on RateLimited { retryAfterMinutes }
  }
}`;

export const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) {
    __typename
    ... on MutationSignInSuccess { result { status factorId accessExpiresAt viewer { role user { email } } } }
    ... on Error { code message }
    ... on ValidationFailed { problems { path message } }
    ... on RateLimited { retryAfterMinutes }
  }
}`;

export const VERIFY_EMAIL = `mutation ($token: String!) {
  verifyEmail(token: $token) { __typename ... on MutationVerifyEmailSuccess { result { status viewer { user { email } } } } ... on Error { code } }
}`;

export const VIEWER = `{ viewer { role aal user { email fullName companyName emailVerified } organization { name plan trialEndsAt } factors { id status factorType } identities { provider email } sessions { id current } } }`;

export const REFRESH = `mutation { refreshSession { __typename ... on MutationRefreshSessionSuccess { session { accessExpiresAt expiresAt } } ... on Error { code } } }`;

export const SIGN_OUT = `mutation ($scope: SignOutScope) { signOut(scope: $scope) }`;

export const REQUEST_MAGIC_LINK = `mutation ($input: MagicLinkInput!) {
  requestMagicLink(input: $input) { __typename ... on MutationRequestMagicLinkSuccess { sent } ... on Error { code message } ... on ValidationFailed { problems { message } } ... on RateLimited { retryAfterMinutes } }
}`;

export const MAGIC_SIGN_IN = `mutation ($token: String!) {
  signInWithMagicLink(token: $token) { __typename ... on MutationSignInWithMagicLinkSuccess { result { status } } ... on Error { code } }
}`;

export const REQUEST_RESET = `mutation ($email: String!) {
  requestPasswordReset(email: $email) { __typename ... on MutationRequestPasswordResetSuccess { sent } ... on Error { code message } ... on ValidationFailed { problems { message } } ... on RateLimited { retryAfterMinutes } }
}`;

export const RESET_VALID = `query ($a: String!, $r: String!) { passwordResetLinkValid(accessToken: $a, refreshToken: $r) }`;

export const RESET_PASSWORD = `mutation ($a: String!, $r: String!, $p: String!, $c: String!) {
  resetPassword(accessToken: $a, refreshToken: $r, password: $p, confirmPassword: $c) {
    __typename ... on MutationResetPasswordSuccess { result { status } } ... on Error { code message } ... on ValidationFailed { problems { path message } }
  }
}`;

export const ENROLL_TOTP = `mutation { enrollTotp(friendlyName: "Phone") { __typename ... on MutationEnrollTotpSuccess { enrollment { secret otpauthUrl qrCodeDataUrl factor { id status } } } ... on Error { code } } }`;

export const VERIFY_TOTP = `mutation ($factorId: ID, $code: String!) {
  verifyTotp(factorId: $factorId, code: $code) { __typename ... on MutationVerifyTotpSuccess { result { status viewer { aal } } } ... on Error { code } ... on RateLimited { retryAfterMinutes } }
}`;

export const REMOVE_FACTOR = `mutation ($factorId: ID!) { removeFactor(factorId: $factorId) { __typename ... on MutationRemoveFactorSuccess { removed } ... on Error { code } } }`;

export const STRONG_PASSWORD = 'Correct-Horse-Battery-9';

export function signUpInput(email: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Camille Martin',
    email,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    companyName: 'Atelier Martin',
    acceptTerms: true,
    language: 'en',
    ...overrides,
  };
}
