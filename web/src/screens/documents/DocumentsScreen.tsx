import { Box, Button, Center, Flex, Grid, HStack, Heading, Spinner, Stack } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { ConnectionHandler } from 'relay-runtime';
import type { DocumentsScreenQuery } from '../../__generated__/DocumentsScreenQuery.graphql';
import { withMessages } from '../../i18n/message-store';
import { DocumentList } from './DocumentList';
import { useDocumentChangedSubscription } from './useDocumentChangedSubscription';

export const documentsScreenQuery = graphql`
  query DocumentsScreenQuery {
    ...DocumentList_query
    ...UploadPanel_settings
  }
`;

// The side panel (document views, decisions, tabs) and the import form load when first needed, with
// their messages: the list comes first. Pointing at the list starts fetching the panel.
const loadPanel = withMessages(['documentPage', 'signing', 'documentUpload', 'errors'], () => import('./DocumentPanel'));
const DocumentPanel = lazy(async () => ({ default: (await loadPanel()).DocumentPanel }));
const UploadPanel = lazy(withMessages(['documentUpload', 'errors', 'signing'], async () => ({ default: (await import('./UploadPanel')).UploadPanel })));
const pending = (
  <Center p="8">
    <Spinner />
  </Center>
);

const LIST_CONNECTION = ConnectionHandler.getConnectionID('client:root', 'DocumentList_documents');

/** /documents: import, the live list and the review panel. */
export function DocumentsScreen() {
  const data = usePreloadedQuery<DocumentsScreenQuery>(documentsScreenQuery, useLoaderData() as PreloadedQuery<DocumentsScreenQuery>);
  // Other screens link here to open a document (?document=<id>) or the import panel (?import=1).
  const [params] = useSearchParams();
  const [importing, setImporting] = useState(params.get('import') === '1');
  const [selected, setSelected] = useState<string | null>(params.get('document'));
  useDocumentChangedSubscription([LIST_CONNECTION]);
  // The panel leaves with the focus it held (its close button, a decision taken in it): once it is
  // gone, the document's row in the list takes it back, unless the focus went elsewhere meanwhile.
  const closed = useRef<string | null>(null);
  const closePanel = () => {
    closed.current = selected;
    setSelected(null);
  };
  useEffect(() => {
    const row = closed.current;
    closed.current = null;
    if (row && !selected && (!document.activeElement || document.activeElement === document.body))
      document.querySelector<HTMLElement>(`[data-id="${row}"] button`)?.focus();
  }, [selected]);
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="documents.title" />
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="ghost" data-testid="advanced-view">
            <Link to="/enhanced-documents">
              <FormattedMessage id="nav.enhancedDocuments" />
            </Link>
          </Button>
          <Button onClick={() => setImporting((open) => !open)} data-testid="import-toggle">
            <FormattedMessage id={importing ? 'documents.closeImport' : 'documents.import'} />
          </Button>
        </HStack>
      </Flex>
      {importing && (
        <Suspense fallback={pending}>
          <UploadPanel query={data} connectionId={LIST_CONNECTION} onUploaded={() => setImporting(false)} />
        </Suspense>
      )}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
        <Box onPointerEnter={() => void loadPanel()}>
          <DocumentList query={data} selectedId={selected} onSelect={setSelected} />
        </Box>
        {selected ? (
          <Suspense fallback={pending}>
            <DocumentPanel documentId={selected} onClose={closePanel} />
          </Suspense>
        ) : (
          // On a phone the panel opens below the list and scrolls into view: no empty frame waits for it there.
          <Center
            display={{ base: 'none', lg: 'flex' }}
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            p="8"
            color="fg.muted"
            data-testid="document-panel-empty"
          >
            <FormattedMessage id="documents.selectDocument" />
          </Center>
        )}
      </Grid>
    </Stack>
  );
}
