import { graphql, useMutation } from 'react-relay';
import type { SenderCategory, SenderStatus, useUpdateSenderMutation as Mutation } from '../../__generated__/useUpdateSenderMutation.graphql';
import { codeOf, codeOfError, useMutationToasts } from '../../components/mutationToasts';

export type { SenderCategory };

/**
 * A sender's trust settings (status and category). Optimistic: the status and category are the
 * ones chosen, and a blocked sender's trust score is 0; the recommendation is the server's, so it
 * is left empty until the answer. Relay reverts the optimistic sender when the answer comes, so an
 * error answer (or a failed request) leaves the sender as the server last said it was.
 */
export function useUpdateSenderMutation() {
  const toasts = useMutationToasts('senders.trust.errors');
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useUpdateSenderMutation($input: UpdateSenderInput!) {
      updateSender(input: $input) {
        __typename
        ... on MutationUpdateSenderSuccess {
          sender {
            id
            status
            category
            figures {
              trustScore
              recommendation
            }
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  /** `trustScore` is the sender's score as shown now, kept unless the sender is blocked. */
  const run = (sender: { id: string; status: SenderStatus; category: SenderCategory; trustScore: number | null | undefined }, onDone: () => void) =>
    commit({
      variables: { input: { id: sender.id, status: sender.status, category: sender.category } },
      optimisticResponse: {
        updateSender: {
          __typename: 'MutationUpdateSenderSuccess',
          sender: {
            id: sender.id,
            status: sender.status,
            category: sender.category,
            figures: { trustScore: sender.status === 'BLOCKED' ? 0 : (sender.trustScore ?? null), recommendation: null },
          },
        },
      },
      onCompleted: ({ updateSender }) => {
        if (updateSender.__typename === 'MutationUpdateSenderSuccess') {
          toasts.success('senders.trust.saved');
          onDone();
        } else toasts.error('senders.trust.failed', codeOf(updateSender));
      },
      onError: (error) => toasts.error('senders.trust.failed', codeOfError(error)),
    });
  return [run, saving] as const;
}
