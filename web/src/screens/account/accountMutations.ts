import { graphql, useMutation } from 'react-relay';
import type { accountMutationsChangePasswordMutation } from '../../__generated__/accountMutationsChangePasswordMutation.graphql';
import type { accountMutationsEnrollTotpMutation } from '../../__generated__/accountMutationsEnrollTotpMutation.graphql';
import type { accountMutationsRemoveFactorMutation } from '../../__generated__/accountMutationsRemoveFactorMutation.graphql';
import type { accountMutationsUpdateProfileMutation } from '../../__generated__/accountMutationsUpdateProfileMutation.graphql';
import type { accountMutationsSetLanguageMutation } from '../../__generated__/accountMutationsSetLanguageMutation.graphql';
import type { accountMutationsRequestEmailChangeMutation } from '../../__generated__/accountMutationsRequestEmailChangeMutation.graphql';
import type { accountMutationsUnlinkIdentityMutation } from '../../__generated__/accountMutationsUnlinkIdentityMutation.graphql';
import type { accountMutationsLeaveOrganizationMutation } from '../../__generated__/accountMutationsLeaveOrganizationMutation.graphql';

export function useEnrollTotpMutation() {
  return useMutation<accountMutationsEnrollTotpMutation>(graphql`
    mutation accountMutationsEnrollTotpMutation($friendlyName: String) {
      enrollTotp(friendlyName: $friendlyName) {
        __typename
        ... on MutationEnrollTotpSuccess {
          enrollment {
            secret
            qrCodeDataUrl
            factor { id }
          }
        }
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
      }
    }
  `);
}

export function useRemoveFactorMutation() {
  return useMutation<accountMutationsRemoveFactorMutation>(graphql`
    mutation accountMutationsRemoveFactorMutation($factorId: ID!) {
      removeFactor(factorId: $factorId) {
        __typename
        ... on Error { code message }
      }
    }
  `);
}

export function useUnlinkIdentityMutation() {
  return useMutation<accountMutationsUnlinkIdentityMutation>(graphql`
    mutation accountMutationsUnlinkIdentityMutation($identityId: ID!) {
      unlinkIdentity(identityId: $identityId) {
        __typename
        ... on Error { code message }
      }
    }
  `);
}

export function useLeaveOrganizationMutation() {
  return useMutation<accountMutationsLeaveOrganizationMutation>(graphql`
    mutation accountMutationsLeaveOrganizationMutation($currentPassword: String) {
      leaveOrganization(currentPassword: $currentPassword) {
        __typename
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
      }
    }
  `);
}

export function useChangePasswordMutation() {
  return useMutation<accountMutationsChangePasswordMutation>(graphql`
    mutation accountMutationsChangePasswordMutation($currentPassword: String!, $password: String!, $confirmPassword: String!) {
      changePassword(currentPassword: $currentPassword, password: $password, confirmPassword: $confirmPassword) {
        __typename
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
        ... on ValidationFailed { problems { path code message } }
      }
    }
  `);
}

export function useSetLanguageMutation() {
  return useMutation<accountMutationsSetLanguageMutation>(graphql`
    mutation accountMutationsSetLanguageMutation($language: Language!) {
      setLanguage(language: $language) {
        id
        locale
      }
    }
  `);
}

export function useUpdateProfileMutation() {
  return useMutation<accountMutationsUpdateProfileMutation>(graphql`
    mutation accountMutationsUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on MutationUpdateProfileSuccess {
          user {
            id
            fullName
          }
        }
        ... on Error { code }
        ... on ValidationFailed { problems { code } }
      }
    }
  `);
}

export function useRequestEmailChangeMutation() {
  return useMutation<accountMutationsRequestEmailChangeMutation>(graphql`
    mutation accountMutationsRequestEmailChangeMutation($input: RequestEmailChangeInput!) {
      requestEmailChange(input: $input) {
        __typename
        ... on Error { code message }
        ... on RateLimited { retryAfterMinutes }
        ... on ValidationFailed { problems { path code message } }
      }
    }
  `);
}
