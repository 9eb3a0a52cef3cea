import { graphql, useMutation } from 'react-relay';
import type { useSendContactMessageMutation as Mutation } from '../../__generated__/useSendContactMessageMutation.graphql';

export function useSendContactMessageMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendContactMessageMutation($input: ContactMessageInput!) {
      sendContactMessage(input: $input) {
        __typename
        ... on MutationSendContactMessageSuccess {
          receipt { receivedAt }
        }
        ... on ValidationFailed { problems { path code message } }
        ... on Error { code message }
      }
    }
  `);
}
