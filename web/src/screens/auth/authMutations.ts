import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import type { authMutationsConfirmEmailChangeMutation } from '../../__generated__/authMutationsConfirmEmailChangeMutation.graphql';
import type { authMutationsResendVerificationMutation } from '../../__generated__/authMutationsResendVerificationMutation.graphql';
import type { authMutationsRequestMagicLinkMutation } from '../../__generated__/authMutationsRequestMagicLinkMutation.graphql';
import type { authMutationsRequestPasswordResetMutation } from '../../__generated__/authMutationsRequestPasswordResetMutation.graphql';
import type { authMutationsResetPasswordMutation } from '../../__generated__/authMutationsResetPasswordMutation.graphql';
import type { authMutationsSignInMutation } from '../../__generated__/authMutationsSignInMutation.graphql';
import type { authMutationsSignInWithMagicLinkMutation } from '../../__generated__/authMutationsSignInWithMagicLinkMutation.graphql';
import type { authMutationsSignOutMutation } from '../../__generated__/authMutationsSignOutMutation.graphql';
import type { authMutationsSignUpMutation } from '../../__generated__/authMutationsSignUpMutation.graphql';
import type { authMutationsVerifyEmailMutation } from '../../__generated__/authMutationsVerifyEmailMutation.graphql';
import type { authMutationsVerifyTotpMutation } from '../../__generated__/authMutationsVerifyTotpMutation.graphql';

/** Runs a Relay mutation as a promise: the screens await the typed result union. */
export function commitAsync<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  variables: T['variables'],
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      variables,
      onCompleted: (response, errors) => (errors && errors.length > 0 ? reject(new Error(errors[0].message)) : resolve(response)),
      onError: reject,
    });
  });
}

export function useSignUpMutation() {
  return useMutation<authMutationsSignUpMutation>(graphql`
    mutation authMutationsSignUpMutation($input: SignUpInput!) {
      signUp(input: $input) {
        __typename
        ... on MutationSignUpSuccess { result { email } }
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
        ... on ValidationFailed { problems { path code message } }
      }
    }
  `);
}

export function useSignInMutation() {
  return useMutation<authMutationsSignInMutation>(graphql`
    mutation authMutationsSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
        __typename
        ... on MutationSignInSuccess { result { status factorId } }
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
        ... on ValidationFailed { problems { path code message } }
      }
    }
  `);
}

export function useVerifyTotpMutation() {
  return useMutation<authMutationsVerifyTotpMutation>(graphql`
    mutation authMutationsVerifyTotpMutation($factorId: ID, $code: String!) {
      verifyTotp(factorId: $factorId, code: $code) {
        __typename
        ... on MutationVerifyTotpSuccess { result { status viewer { aal } } }
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
        ... on ValidationFailed { problems { path code message } }
      }
    }
  `);
}

export function useRequestMagicLinkMutation() {
  return useMutation<authMutationsRequestMagicLinkMutation>(graphql`
    mutation authMutationsRequestMagicLinkMutation($input: MagicLinkInput!) {
      requestMagicLink(input: $input) {
        __typename
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
        ... on ValidationFailed { problems { path code message } }
      }
    }
  `);
}

export function useResendVerificationMutation() {
  return useMutation<authMutationsResendVerificationMutation>(graphql`
    mutation authMutationsResendVerificationMutation($email: String!) {
      resendVerificationEmail(email: $email) {
        __typename
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
      }
    }
  `);
}

export function useRequestPasswordResetMutation() {
  return useMutation<authMutationsRequestPasswordResetMutation>(graphql`
    mutation authMutationsRequestPasswordResetMutation($email: String!, $company: String) {
      requestPasswordReset(email: $email, company: $company) {
        __typename
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
        ... on ValidationFailed { problems { path code message } }
      }
    }
  `);
}

export function useResetPasswordMutation() {
  return useMutation<authMutationsResetPasswordMutation>(graphql`
    mutation authMutationsResetPasswordMutation($accessToken: String!, $refreshToken: String!, $password: String!, $confirmPassword: String!) {
      resetPassword(accessToken: $accessToken, refreshToken: $refreshToken, password: $password, confirmPassword: $confirmPassword) {
        __typename
        ... on MutationResetPasswordSuccess { result { status } }
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
        ... on ValidationFailed { problems { path code message } }
      }
    }
  `);
}

export function useVerifyEmailMutation() {
  return useMutation<authMutationsVerifyEmailMutation>(graphql`
    mutation authMutationsVerifyEmailMutation($token: String!) {
      verifyEmail(token: $token) {
        __typename
        ... on MutationVerifyEmailSuccess { result { status } }
        ... on Error { code message }
      }
    }
  `);
}

export function useConfirmEmailChangeMutation() {
  return useMutation<authMutationsConfirmEmailChangeMutation>(graphql`
    mutation authMutationsConfirmEmailChangeMutation($token: String!) {
      confirmEmailChange(token: $token) {
        __typename
        ... on MutationConfirmEmailChangeSuccess { email }
        ... on Error { code message }
      }
    }
  `);
}

export function useSignInWithMagicLinkMutation() {
  return useMutation<authMutationsSignInWithMagicLinkMutation>(graphql`
    mutation authMutationsSignInWithMagicLinkMutation($token: String!) {
      signInWithMagicLink(token: $token) {
        __typename
        ... on MutationSignInWithMagicLinkSuccess { result { status } }
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
      }
    }
  `);
}

export function useSignOutMutation() {
  return useMutation<authMutationsSignOutMutation>(graphql`
    mutation authMutationsSignOutMutation($scope: SignOutScope) {
      signOut(scope: $scope)
    }
  `);
}
