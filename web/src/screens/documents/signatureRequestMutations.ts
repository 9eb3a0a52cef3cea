import { graphql, useMutation } from 'react-relay';
import type { signatureRequestMutationsCancelMutation } from '../../__generated__/signatureRequestMutationsCancelMutation.graphql';
import type { signatureRequestMutationsRefuseMutation } from '../../__generated__/signatureRequestMutationsRefuseMutation.graphql';
import type { signatureRequestMutationsRequestMutation, SignatureRequestMode } from '../../__generated__/signatureRequestMutationsRequestMutation.graphql';
import type { signatureRequestMutationsSignMutation } from '../../__generated__/signatureRequestMutationsSignMutation.graphql';
import { codeOf, useMutationToasts, codeOfError } from '../../components/mutationToasts';
import { statusOfRefusal, useDecisionFeedback, type SignatureInput } from './documentMutations';

/**
 * One hook per mutation of a signature request (asked of several members). None is optimistic: what
 * the document becomes depends on the other signers (the last signature signs it, the request's
 * order says who is next), and the forms would close before the answer, losing what was typed or
 * drawn if it is refused. Each answer carries the document as SignatureRequestPanel reads it; a
 * document no longer pending is answered with its status now, which the store takes and the toast
 * names, as for the review decisions.
 */

export type { SignatureRequestMode };

/** Asks members for their signatures, in this order (SEQUENTIAL) or all at once (PARALLEL). */
export function useRequestSignaturesMutation() {
  const toast = useMutationToasts();
  const feedback = useDecisionFeedback('signatureRequest.failed', 'signatureRequest.errors');
  const [commit, sending] = useMutation<signatureRequestMutationsRequestMutation>(graphql`
    mutation signatureRequestMutationsRequestMutation($input: RequestSignaturesInput!) {
      requestSignatures(input: $input) {
        __typename
        ... on MutationRequestSignaturesSuccess {
          document {
            ...SignatureRequestPanel_refresh
          }
        }
        ... on Error {
          code
        }
        ... on DocumentNotPending {
          status
        }
      }
    }
  `);
  const run = (documentId: string, signerIds: string[], mode: SignatureRequestMode, onDone: () => void) =>
    commit({
      variables: { input: { id: documentId, signerIds, mode } },
      updater: statusOfRefusal(documentId, 'requestSignatures'),
      onCompleted: ({ requestSignatures }) => {
        if (requestSignatures.__typename === 'MutationRequestSignaturesSuccess') {
          toast.success('signatureRequest.requested');
          onDone();
        } else feedback.refused(requestSignatures);
      },
      onError: feedback.failed,
    });
  return [run, sending] as const;
}

/** Signs as one of the signers asked, when it is the caller's turn. */
export function useSignAsRequestedMutation() {
  const toast = useMutationToasts();
  const feedback = useDecisionFeedback('signatureRequest.failed', 'signatureRequest.errors');
  const [commit, signing] = useMutation<signatureRequestMutationsSignMutation>(graphql`
    mutation signatureRequestMutationsSignMutation($input: SignAsRequestedInput!) {
      signAsRequested(input: $input) {
        __typename
        ... on MutationSignAsRequestedSuccess {
          document {
            ...SignatureRequestPanel_refresh
          }
        }
        ... on Error {
          code
        }
        ... on DocumentNotPending {
          status
        }
      }
    }
  `);
  const run = (documentId: string, input: SignatureInput, onDone: () => void) =>
    commit({
      variables: { input: { id: documentId, ...input } },
      updater: statusOfRefusal(documentId, 'signAsRequested'),
      onCompleted: ({ signAsRequested }) => {
        if (signAsRequested.__typename === 'MutationSignAsRequestedSuccess') {
          toast.success('signatureRequest.signed');
          onDone();
        } else feedback.refused(signAsRequested);
      },
      onError: feedback.failed,
    });
  return [run, signing] as const;
}

/** Refuses to sign, with a reason: the request stops and the document is refused. */
export function useRefuseSignatureMutation() {
  const feedback = useDecisionFeedback('signatureRequest.failed', 'signatureRequest.errors');
  const [commit, refusing] = useMutation<signatureRequestMutationsRefuseMutation>(graphql`
    mutation signatureRequestMutationsRefuseMutation($input: RefuseSignatureInput!) {
      refuseSignature(input: $input) {
        __typename
        ... on MutationRefuseSignatureSuccess {
          document {
            ...SignatureRequestPanel_refresh
          }
        }
        ... on Error {
          code
        }
        ... on DocumentNotPending {
          status
        }
      }
    }
  `);
  const run = (documentId: string, reason: string, onDone: () => void) =>
    commit({
      variables: { input: { id: documentId, reason } },
      updater: statusOfRefusal(documentId, 'refuseSignature'),
      onCompleted: ({ refuseSignature }) => {
        if (refuseSignature.__typename === 'MutationRefuseSignatureSuccess') onDone();
        else feedback.refused(refuseSignature);
      },
      onError: feedback.failed,
    });
  return [run, refusing] as const;
}

/** Withdraws the open request (its author or a manager); the document stays pending. */
export function useCancelSignatureRequestMutation() {
  const toast = useMutationToasts('signatureRequest.errors');
  const [commit, cancelling] = useMutation<signatureRequestMutationsCancelMutation>(graphql`
    mutation signatureRequestMutationsCancelMutation($id: ID!) {
      cancelSignatureRequest(id: $id) {
        __typename
        ... on MutationCancelSignatureRequestSuccess {
          document {
            ...SignatureRequestPanel_refresh
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const run = (documentId: string) =>
    commit({
      variables: { id: documentId },
      onCompleted: ({ cancelSignatureRequest }) => {
        if (cancelSignatureRequest.__typename === 'MutationCancelSignatureRequestSuccess') toast.success('signatureRequest.cancelled');
        else toast.error('signatureRequest.failed', codeOf(cancelSignatureRequest));
      },
      onError: (error) => toast.error('signatureRequest.failed', codeOfError(error)),
    });
  return [run, cancelling] as const;
}
