import { Button, HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentDownloads_document$key } from '../../__generated__/DocumentDownloads_document.graphql';

/** Downloads of the original file and, once signed, of the signed PDF. */
export function DocumentDownloads({ document }: { document: DocumentDownloads_document$key }) {
  const doc = useFragment(
    graphql`
      fragment DocumentDownloads_document on Document {
        fileUrl
        signedFileUrl
      }
    `,
    document,
  );
  return (
    <HStack gap="3" wrap="wrap" data-testid="document-downloads">
      <Button asChild size="sm" variant="outline" data-testid="download-original">
        <a href={doc.fileUrl} download>
          <FormattedMessage id="documents.details.downloadOriginal" />
        </a>
      </Button>
      {doc.signedFileUrl && (
        <Button asChild size="sm" colorPalette="brand" data-testid="download-signed">
          <a href={doc.signedFileUrl} download>
            <FormattedMessage id="documents.details.downloadSigned" />
          </a>
        </Button>
      )}
    </HStack>
  );
}
