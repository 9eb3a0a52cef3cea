import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { documentMutationsApproveMutation, DocumentStatus } from '../../__generated__/documentMutationsApproveMutation.graphql';
import type { documentMutationsRefuseMutation } from '../../__generated__/documentMutationsRefuseMutation.graphql';
import type { documentMutationsRequestCorrectionMutation } from '../../__generated__/documentMutationsRequestCorrectionMutation.graphql';
import type { documentMutationsSignMutation, SignatureType } from '../../__generated__/documentMutationsSignMutation.graphql';
import type { documentMutationsUpdateMutation, DocumentPriority } from '../../__generated__/documentMutationsUpdateMutation.graphql';
import type { documentMutationsUploadMutation } from '../../__generated__/documentMutationsUploadMutation.graphql';
import { codeOf, codeOfError, useMutationToasts, type MutationAnswer } from '../../components/mutationToasts';

/**
 * One hook per document mutation: each commits, shows the product's toast and calls `onDone` on
 * success. Where the server's answer is certain before it comes (the status a decision gives, the
 * priority and tags a reviewer sets), the change shows at once through an `optimisticUpdater`: Relay
 * reverts it when the answer comes, whatever the answer, then writes the answer — so a network error
 * or an error member of the result union (which carries no document) leaves the store as the server
 * last said it was, and a success leaves it as the server says it now is.
 */

/** The status a decision's success gives, written into the store until the answer comes. */
function optimisticStatus<T>(id: string, status: DocumentStatus): SelectorStoreUpdater<T> {
  return (store) => {
    store.get(id)?.setValue(status, 'status');
  };
}

/**
 * A refusal because the document is no longer pending names its status now (DocumentNotPending):
 * the store takes it, so that the screen shows where the document stands without asking again.
 */
export function statusOfRefusal<T>(id: string, field: string): SelectorStoreUpdater<T> {
  return (store) => {
    const status = store.getRootField(field)?.getValue('status');
    if (typeof status === 'string') store.get(id)?.setValue(status, 'status');
  };
}

const DECISION_SUCCESS: Record<string, string> = { SIGNED: 'documents.approved', REFUSED: 'documents.refused' };

type DecisionAnswer = MutationAnswer & { readonly document?: { readonly status: DocumentStatus }; readonly status?: DocumentStatus | null };

/**
 * The toasts of a decision's answer: "Document approuvé" / "Document refusé" / "Document mis à jour";
 * "Erreur" otherwise, with the status a document no longer pending has now when the answer gives it,
 * else the screen's own words for the code (`ownErrors`) or its fallback.
 */
export function useDecisionFeedback(fallbackId = 'documents.updateFailed', ownErrors?: string) {
  const toast = useMutationToasts(ownErrors);
  const intl = useIntl();
  const refused = (answer: Omit<DecisionAnswer, 'document'>) => {
    const code = codeOf(answer);
    if (answer.status && code) toast.error(`documents.notPending.${code}`, null, { status: intl.formatMessage({ id: `status.${answer.status}` }) });
    else toast.error(fallbackId, code);
  };
  return {
    completed: (answer: DecisionAnswer, onDone?: () => void) => {
      if (!answer.document) return refused(answer);
      toast.success(DECISION_SUCCESS[answer.document.status] ?? 'documents.updated');
      onDone?.();
    },
    refused,
    failed: (error: Error) => toast.error(fallbackId, codeOfError(error)),
  };
}

/** Approve: the server signs the document with the reviewer's identity; a success is always SIGNED. */
export function useApproveDocumentMutation() {
  const feedback = useDecisionFeedback();
  const [commit, busy] = useMutation<documentMutationsApproveMutation>(graphql`
    mutation documentMutationsApproveMutation($id: ID!) {
      approveDocument(id: $id) {
        __typename
        ... on MutationApproveDocumentSuccess {
          document {
            id
            status
            decidedAt
            ...DocumentDownloads_document
            ...DocumentHistory_document
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
  const run = (id: string, onDone?: () => void) =>
    commit({
      variables: { id },
      optimisticUpdater: optimisticStatus(id, 'SIGNED'),
      updater: statusOfRefusal(id, 'approveDocument'),
      onCompleted: ({ approveDocument }) => feedback.completed(approveDocument, onDone),
      onError: feedback.failed,
    });
  return [run, busy] as const;
}

/** Request a correction, with an optional comment: a success is always CORRECTING. */
export function useRequestCorrectionMutation() {
  const feedback = useDecisionFeedback();
  const [commit, busy] = useMutation<documentMutationsRequestCorrectionMutation>(graphql`
    mutation documentMutationsRequestCorrectionMutation($id: ID!, $comment: String) {
      requestDocumentCorrection(id: $id, comment: $comment) {
        __typename
        ... on MutationRequestDocumentCorrectionSuccess {
          document {
            id
            status
            decidedAt
            ...DocumentHistory_document
            ...TellSender_document
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
  const run = (id: string, comment?: string | null, onDone?: () => void) =>
    commit({
      variables: { id, comment: comment?.trim() || null },
      optimisticUpdater: optimisticStatus(id, 'CORRECTING'),
      updater: statusOfRefusal(id, 'requestDocumentCorrection'),
      onCompleted: ({ requestDocumentCorrection }) => feedback.completed(requestDocumentCorrection, onDone),
      onError: feedback.failed,
    });
  return [run, busy] as const;
}

/** Refuse, with an optional reason: a success is always REFUSED. */
export function useRefuseDocumentMutation() {
  const feedback = useDecisionFeedback();
  const [commit, busy] = useMutation<documentMutationsRefuseMutation>(graphql`
    mutation documentMutationsRefuseMutation($id: ID!, $reason: String) {
      refuseDocument(id: $id, reason: $reason) {
        __typename
        ... on MutationRefuseDocumentSuccess {
          document {
            id
            status
            decidedAt
            ...DocumentHistory_document
            ...TellSender_document
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
  const run = (id: string, reason?: string | null, onDone?: () => void) =>
    commit({
      variables: { id, reason: reason?.trim() || null },
      optimisticUpdater: optimisticStatus(id, 'REFUSED'),
      updater: statusOfRefusal(id, 'refuseDocument'),
      onCompleted: ({ refuseDocument }) => feedback.completed(refuseDocument, onDone),
      onError: feedback.failed,
    });
  return [run, busy] as const;
}

export type Decision = 'approve' | 'requestCorrection' | 'refuse';

/**
 * The three review decisions behind one call, for the decision buttons: each goes through its own
 * hook above. `note` is the comment of a correction request or the reason of a refusal (ignored by
 * an approval).
 */
export function useDocumentDecision(): [(decision: Decision, id: string, onDone?: () => void, note?: string) => void, boolean] {
  const [approve, approving] = useApproveDocumentMutation();
  const [requestCorrection, correcting] = useRequestCorrectionMutation();
  const [refuse, refusing] = useRefuseDocumentMutation();
  const run = (decision: Decision, id: string, onDone?: () => void, note?: string) => {
    if (decision === 'approve') approve(id, onDone);
    else if (decision === 'refuse') refuse(id, note, onDone);
    else requestCorrection(id, note, onDone);
  };
  return [run, approving || correcting || refusing];
}

/** The tags the server keeps of those given: trimmed, without blanks, each once, in order. */
const keptTags = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];

/** Priority and tags of the advanced screen: both are known before the answer, so they show at once. */
export function useUpdateDocumentMutation() {
  const [commit, inFlight] = useMutation<documentMutationsUpdateMutation>(graphql`
    mutation documentMutationsUpdateMutation($input: UpdateDocumentInput!) {
      updateDocument(input: $input) {
        __typename
        ... on MutationUpdateDocumentSuccess {
          document {
            id
            priority
            tags
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const toast = useMutationToasts();
  const run = useCallback(
    (input: { id: string; priority?: DocumentPriority; tags?: string[] }) =>
      commit({
        variables: { input },
        optimisticUpdater: (store) => {
          const document = store.get(input.id);
          if (input.priority) document?.setValue(input.priority, 'priority');
          if (input.tags) document?.setValue(keptTags(input.tags), 'tags');
        },
        onCompleted: (data) => {
          if (data.updateDocument.__typename !== 'MutationUpdateDocumentSuccess') toast.error('documents.updateFailed');
        },
        onError: (error) => toast.error('documents.updateFailed', codeOfError(error)),
      }),
    [commit, toast],
  );
  return [run, inFlight] as const;
}

/** A signature made in the signing form: typed, drawn (the PNG as a data URL) or certified, with a place. */
export interface SignatureInput {
  signatureType: SignatureType;
  location: string | null;
  drawnSignature: string | null;
}

/**
 * Signs a pending document explicitly. Not optimistic: the signing form would close before the
 * answer and a refused signature would lose the drawn signature and the place typed.
 */
export function useSignDocumentMutation() {
  const toast = useMutationToasts();
  const feedback = useDecisionFeedback('signing.failed');
  const [commit, signing] = useMutation<documentMutationsSignMutation>(graphql`
    mutation documentMutationsSignMutation($input: SignDocumentInput!) {
      signDocument(input: $input) {
        __typename
        ... on MutationSignDocumentSuccess {
          document {
            id
            status
            decidedAt
            signedAt
            signatureType
            ...DocumentDownloads_document
            ...DocumentHistory_document
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
  const run = (id: string, input: SignatureInput, onDone: () => void) =>
    commit({
      variables: { input: { id, ...input } },
      updater: statusOfRefusal(id, 'signDocument'),
      onCompleted: ({ signDocument }) => {
        if (signDocument.__typename === 'MutationSignDocumentSuccess') {
          toast.success('signing.signed');
          onDone();
        } else feedback.completed(signDocument);
      },
      onError: feedback.failed,
    });
  return [run, signing] as const;
}

/** Codes the server gives for a bad file: they are worded precisely; anything else is a generic upload error. */

export interface UploadInput {
  title: string;
  file: File;
  senderEmail: string | null;
  senderName: string | null;
}

/**
 * Files a document: the new row goes at the top of the list's connection when the server answers
 * (its id, analysis and risk are the server's, so nothing is shown before).
 */
export function useUploadDocumentMutation() {
  const toast = useMutationToasts();
  const [commit, uploading] = useMutation<documentMutationsUploadMutation>(graphql`
    mutation documentMutationsUploadMutation($input: UploadDocumentInput!, $connections: [ID!]!) {
      uploadDocument(input: $input) {
        __typename
        ... on MutationUploadDocumentSuccess {
          document @prependNode(connections: $connections, edgeTypeName: "QueryDocumentsConnectionEdge") {
            id
            ...DocumentList_row
          }
        }
        ... on Error {
          code
        }
        ... on ValidationFailed {
          problems {
            path
          }
        }
        ... on FileTooLarge {
          maxBytes
        }
      }
    }
  `);
  // One key per upload until it succeeds: sending the same upload again after a failure (which may
  // have been saved, its answer lost) gets the first document rather than filing a second one.
  const attempt = useRef<{ input: UploadInput; key: string } | null>(null);
  // A file over the server's limit (changed since the form loaded it) is told by the form, which names the limit.
  const run = (input: UploadInput, connectionId: string, onUploaded: () => void, onTooLarge: (maxBytes: number) => void) => {
    const previous = attempt.current;
    const key = previous && sameUpload(previous.input, input) ? previous.key : crypto.randomUUID();
    attempt.current = { input, key };
    return commit({
      variables: { input: { ...input, idempotencyKey: key }, connections: [connectionId] },
      onCompleted: ({ uploadDocument: result }) => {
        if (result.__typename === 'MutationUploadDocumentSuccess') {
          attempt.current = null;
          toast.success('documentUpload.success');
          onUploaded();
          return;
        }
        if (result.maxBytes !== undefined) onTooLarge(result.maxBytes);
        else if ('problems' in result && result.problems?.some((problem) => problem.path === 'input.senderEmail'))
          toast.error('documentUpload.senderEmailInvalid');
        else toast.error('documentUpload.createFailed', codeOf(result));
      },
      onError: (error) => toast.error('documentUpload.unexpected', codeOfError(error)),
    });
  };
  return [run, uploading] as const;
}

const sameUpload = (a: UploadInput, b: UploadInput) =>
  a.file === b.file && a.title === b.title && a.senderEmail === b.senderEmail && a.senderName === b.senderName;
