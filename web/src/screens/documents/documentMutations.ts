import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useIntl } from 'react-intl';
import type { documentMutationsApproveMutation } from '../../__generated__/documentMutationsApproveMutation.graphql';
import type { documentMutationsRefuseMutation } from '../../__generated__/documentMutationsRefuseMutation.graphql';
import type { documentMutationsRequestCorrectionMutation } from '../../__generated__/documentMutationsRequestCorrectionMutation.graphql';
import type { documentMutationsUpdateMutation } from '../../__generated__/documentMutationsUpdateMutation.graphql';
import { toaster } from '../../components/toaster';

const approve = graphql`
  mutation documentMutationsApproveMutation($id: ID!) {
    approveDocument(id: $id) {
      __typename
      ... on MutationApproveDocumentSuccess { document { id status decidedAt ...DocumentDownloads_document ...DocumentHistory_document } }
      ... on Error { code }
    }
  }
`;
const requestCorrection = graphql`
  mutation documentMutationsRequestCorrectionMutation($id: ID!, $comment: String) {
    requestDocumentCorrection(id: $id, comment: $comment) {
      __typename
      ... on MutationRequestDocumentCorrectionSuccess { document { id status decidedAt ...DocumentHistory_document } }
      ... on Error { code }
    }
  }
`;
const refuse = graphql`
  mutation documentMutationsRefuseMutation($id: ID!, $reason: String) {
    refuseDocument(id: $id, reason: $reason) {
      __typename
      ... on MutationRefuseDocumentSuccess { document { id status decidedAt ...DocumentHistory_document } }
      ... on Error { code }
    }
  }
`;
const update = graphql`
  mutation documentMutationsUpdateMutation($input: UpdateDocumentInput!) {
    updateDocument(input: $input) {
      __typename
      ... on MutationUpdateDocumentSuccess { document { id priority tags } }
      ... on Error { code }
    }
  }
`;

export type Decision = 'approve' | 'requestCorrection' | 'refuse';

const SUCCESS_MESSAGE: Record<string, string> = { SIGNED: 'documents.approved', REFUSED: 'documents.refused' };

type DecisionResult = { readonly __typename: string; readonly code?: string; readonly document?: { readonly status: string } } | undefined;

/**
 * The three review decisions with the spec's toasts: "Document approuvé" / "Document refusé" / "Document mis à jour", "Erreur" otherwise.
 * `note` is the comment of a correction request or the reason of a refusal (ignored by an approval).
 */
export function useDocumentDecision(): [(decision: Decision, id: string, onDone?: () => void, note?: string) => void, boolean] {
  const intl = useIntl();
  const [commitApprove, approving] = useMutation<documentMutationsApproveMutation>(approve);
  const [commitCorrection, correcting] = useMutation<documentMutationsRequestCorrectionMutation>(requestCorrection);
  const [commitRefuse, refusing] = useMutation<documentMutationsRefuseMutation>(refuse);
  const run = useCallback(
    (decision: Decision, id: string, onDone?: () => void, note?: string) => {
      const fail = (code?: string) => {
        toaster.create({
          type: 'error',
          title: intl.formatMessage({ id: 'common.error' }),
          description: intl.formatMessage({ id: code && intl.messages[`errors.${code}`] ? `errors.${code}` : 'documents.updateFailed' }),
        });
      };
      const handle = (result: DecisionResult) => {
        if (result?.document) {
          toaster.create({
            type: 'success',
            title: intl.formatMessage({ id: 'common.success' }),
            description: intl.formatMessage({ id: SUCCESS_MESSAGE[result.document.status] ?? 'documents.updated' }),
          });
          onDone?.();
        } else fail(result?.code);
      };
      const onError = () => fail();
      const words = note?.trim() || null;
      if (decision === 'approve') commitApprove({ variables: { id }, onError, onCompleted: (data) => handle(data.approveDocument as DecisionResult) });
      else if (decision === 'refuse') commitRefuse({ variables: { id, reason: words }, onError, onCompleted: (data) => handle(data.refuseDocument as DecisionResult) });
      else commitCorrection({ variables: { id, comment: words }, onError, onCompleted: (data) => handle(data.requestDocumentCorrection as DecisionResult) });
    },
    [intl, commitApprove, commitCorrection, commitRefuse],
  );
  return [run, approving || correcting || refusing];
}

/** Priority and tags of the advanced screen. */
export function useUpdateDocumentMutation() {
  const intl = useIntl();
  const [commit, inFlight] = useMutation<documentMutationsUpdateMutation>(update);
  const run = useCallback(
    (input: { id: string; priority?: 'URGENT' | 'HIGH' | 'NORMAL' | 'LOW'; tags?: string[] }) => {
      const fail = () => {
        toaster.create({ type: 'error', title: intl.formatMessage({ id: 'common.error' }), description: intl.formatMessage({ id: 'documents.updateFailed' }) });
      };
      commit({
        variables: { input },
        onCompleted: (data) => {
          if (data.updateDocument.__typename !== 'MutationUpdateDocumentSuccess') fail();
        },
        onError: fail,
      });
    },
    [commit, intl],
  );
  return [run, inFlight] as const;
}
