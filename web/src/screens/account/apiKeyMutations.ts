import { graphql, useMutation } from 'react-relay';
import type { apiKeyMutationsCreateMutation, CreateApiKeyInput } from '../../__generated__/apiKeyMutationsCreateMutation.graphql';
import type { apiKeyMutationsRevokeMutation } from '../../__generated__/apiKeyMutationsRevokeMutation.graphql';
import { codeOfError } from '../../components/mutationToasts';
import { useAuthFeedback } from '../auth/authFeedback';

/**
 * One hook per API key mutation: each commits, shows the settings' toast ("Erreur" with the
 * server's reason, or the fallback) and calls back on success.
 */

/** Creates a key; `onCreated` receives the secret, shown this once. The new key heads the listed keys (newest first) as the answer comes. */
export function useCreateApiKeyMutation() {
  const feedback = useAuthFeedback();
  const [commit, creating] = useMutation<apiKeyMutationsCreateMutation>(graphql`
    mutation apiKeyMutationsCreateMutation($input: CreateApiKeyInput!) {
      createApiKey(input: $input) {
        __typename
        ... on MutationCreateApiKeySuccess {
          created {
            key
            apiKey {
              ...ApiAccessCard_apiKey
            }
          }
        }
        ... on Error {
          code
          message
        }
        ... on ValidationFailed {
          problems {
            path
            code
            message
          }
        }
      }
    }
  `);
  const run = (input: CreateApiKeyInput, onCreated: (key: string) => void) =>
    commit({
      variables: { input },
      updater: (store) => {
        const apiKey = store.getRootField('createApiKey')?.getLinkedRecord('created')?.getLinkedRecord('apiKey');
        const root = store.getRoot();
        const listed = root.getLinkedRecords('apiKeys');
        if (apiKey && listed) root.setLinkedRecords([apiKey, ...listed], 'apiKeys');
      },
      onCompleted: ({ createApiKey: result }, errors) => {
        if (errors?.length) return feedback.error(null, 'account.api.createFailed');
        if (result.__typename !== 'MutationCreateApiKeySuccess' || !result.created) return feedback.error(result, 'account.api.createFailed');
        onCreated(result.created.key);
      },
      onError: (error) => feedback.refused(codeOfError(error), 'account.api.createFailed'),
    });
  return [run, creating] as const;
}

/**
 * Revokes a key. Optimistic: a revoked key is shown revoked at once (its `revokedAt` set to now
 * until the server's time comes with the answer). Relay reverts that when the answer comes, so an
 * error answer (which carries no key) or a failed request leaves the key as it was: still usable.
 */
export function useRevokeApiKeyMutation() {
  const feedback = useAuthFeedback();
  const [commit, revoking] = useMutation<apiKeyMutationsRevokeMutation>(graphql`
    mutation apiKeyMutationsRevokeMutation($id: ID!) {
      revokeApiKey(id: $id) {
        __typename
        ... on MutationRevokeApiKeySuccess {
          revoked {
            id
            revokedAt
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const run = (id: string, onDone: () => void) =>
    commit({
      variables: { id },
      optimisticUpdater: (store) => {
        store.get(id)?.setValue(new Date().toISOString(), 'revokedAt');
      },
      onCompleted: ({ revokeApiKey: result }, errors) => {
        if (errors?.length) return feedback.error(null, 'account.api.revokeFailed');
        if (result.__typename !== 'MutationRevokeApiKeySuccess') return feedback.error(result, 'account.api.revokeFailed');
        feedback.success('account.api.revoked');
        onDone();
      },
      onError: (error) => feedback.refused(codeOfError(error), 'account.api.revokeFailed'),
    });
  return [run, revoking] as const;
}
