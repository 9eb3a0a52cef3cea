import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { DeleteDocumentButton_document$key } from '../../__generated__/DeleteDocumentButton_document.graphql';
import type { DeleteDocumentButtonMutation } from '../../__generated__/DeleteDocumentButtonMutation.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { codeOf, useMutationToasts, codeOfError } from '../../components/mutationToasts';

/**
 * Managers and administrators delete a document from its page, asked first; the list is shown
 * after. Nothing shows to a member who may not.
 */
export function DeleteDocumentButton({ document }: { document: DeleteDocumentButton_document$key }) {
  const doc = useFragment(
    graphql`
      fragment DeleteDocumentButton_document on Document {
        id
        title
        viewerCanDelete
      }
    `,
    document,
  );
  const toast = useMutationToasts();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [commit, busy] = useMutation<DeleteDocumentButtonMutation>(graphql`
    mutation DeleteDocumentButtonMutation($id: ID!) {
      deleteDocument(id: $id) {
        __typename
        ... on MutationDeleteDocumentSuccess {
          data {
            deletedDocumentId @deleteRecord
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  if (!doc.viewerCanDelete) return null;
  const remove = () =>
    commit({
      variables: { id: doc.id },
      onCompleted: ({ deleteDocument: answer }, errors) => {
        if (errors?.length || answer.__typename !== 'MutationDeleteDocumentSuccess') return toast.error('documentPage.delete.failed', codeOf(answer));
        toast.success('documentPage.delete.done');
        navigate('/documents', { replace: true });
      },
      onError: (error) => toast.error('documentPage.delete.failed', codeOfError(error)),
    });
  return (
    <>
      <Button alignSelf="flex-start" size="sm" variant="ghost" colorPalette="red" onClick={() => setAsking(true)} data-testid="document-delete">
        <FormattedMessage id="documentPage.delete.open" />
      </Button>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="documentPage.delete.title" values={{ title: doc.title }} />}
        body={<FormattedMessage id="documentPage.delete.body" />}
        confirm={<FormattedMessage id="documentPage.delete.confirm" />}
        busy={busy}
        onConfirm={remove}
        onClose={() => setAsking(false)}
        testId="document-delete-dialog"
      />
    </>
  );
}
