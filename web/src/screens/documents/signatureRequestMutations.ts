import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { signatureRequestMutationsCancelMutation } from '../../__generated__/signatureRequestMutationsCancelMutation.graphql';
import type { signatureRequestMutationsRefuseMutation } from '../../__generated__/signatureRequestMutationsRefuseMutation.graphql';
import type { signatureRequestMutationsRequestMutation, SignatureRequestMode } from '../../__generated__/signatureRequestMutationsRequestMutation.graphql';
import type { signatureRequestMutationsSignMutation } from '../../__generated__/signatureRequestMutationsSignMutation.graphql';
import { toaster } from '../../components/toaster';
import type { SignatureInput } from './documentMutations';
import { errorText } from '../../i18n/errorText';

/**
 * One hook per mutation of a signature request (asked of several members). None is optimistic: what
 * the document becomes depends on the other signers (the last signature signs it, the request's
 * order says who is next), and the forms would close before the answer, losing what was typed or
 * drawn if it is refused. Each answer carries the document as SignatureRequestPanel reads it.
 */

export type { SignatureRequestMode };

function useSignatureRequestToasts() {
  const intl = useIntl();
  return {
    success: (id: string) => void toaster.create({ type: 'success', title: intl.formatMessage({ id: 'common.success' }), description: intl.formatMessage({ id }) }),
    error: (code: string | null | undefined) =>
      void toaster.create({
        type: 'error',
        title: intl.formatMessage({ id: 'common.error' }),
        description:
          code && intl.messages[`signatureRequest.errors.${code}`] ? intl.formatMessage({ id: `signatureRequest.errors.${code}` }) : errorText(intl, code, 'signatureRequest.failed'),
      }),
  };
}

const codeOf = (answer: { readonly __typename: string; readonly code?: string | null }) => ('code' in answer ? (answer.code ?? null) : null);

/** Asks members for their signatures, in this order (SEQUENTIAL) or all at once (PARALLEL). */
export function useRequestSignaturesMutation() {
  const toast = useSignatureRequestToasts();
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
      }
    }
  `);
  const run = (documentId: string, signerIds: string[], mode: SignatureRequestMode, onDone: () => void) =>
    commit({
      variables: { input: { id: documentId, signerIds, mode } },
      onCompleted: ({ requestSignatures }) => {
        if (requestSignatures.__typename === 'MutationRequestSignaturesSuccess') {
          toast.success('signatureRequest.requested');
          onDone();
        } else toast.error(codeOf(requestSignatures));
      },
      onError: () => toast.error(null),
    });
  return [run, sending] as const;
}

/** Signs as one of the signers asked, when it is the caller's turn. */
export function useSignAsRequestedMutation() {
  const toast = useSignatureRequestToasts();
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
      }
    }
  `);
  const run = (documentId: string, input: SignatureInput, onDone: () => void) =>
    commit({
      variables: { input: { id: documentId, ...input } },
      onCompleted: ({ signAsRequested }) => {
        if (signAsRequested.__typename === 'MutationSignAsRequestedSuccess') {
          toast.success('signatureRequest.signed');
          onDone();
        } else toast.error(codeOf(signAsRequested));
      },
      onError: () => toast.error(null),
    });
  return [run, signing] as const;
}

/** Refuses to sign, with a reason: the request stops and the document is refused. */
export function useRefuseSignatureMutation() {
  const toast = useSignatureRequestToasts();
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
      }
    }
  `);
  const run = (documentId: string, reason: string, onDone: () => void) =>
    commit({
      variables: { input: { id: documentId, reason } },
      onCompleted: ({ refuseSignature }) => {
        if (refuseSignature.__typename === 'MutationRefuseSignatureSuccess') onDone();
        else toast.error(codeOf(refuseSignature));
      },
      onError: () => toast.error(null),
    });
  return [run, refusing] as const;
}

/** Withdraws the open request (its author or a manager); the document stays pending. */
export function useCancelSignatureRequestMutation() {
  const toast = useSignatureRequestToasts();
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
        else toast.error(codeOf(cancelSignatureRequest));
      },
      onError: () => toast.error(null),
    });
  return [run, cancelling] as const;
}
