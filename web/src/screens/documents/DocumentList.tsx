import { Badge, Box, Button, Center, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { DocumentList_query$key } from '../../__generated__/DocumentList_query.graphql';
import type { DocumentList_row$key } from '../../__generated__/DocumentList_row.graphql';
import { RiskBadge, StatusBadge } from './DocumentBadges';
import { noSenderMessageId } from './senderLabel';
import { documentPagePath } from '../../../../server/shared/web-routes';

export function DocumentList({ query, selectedId, onSelect }: { query: DocumentList_query$key; selectedId: string | null; onSelect: (id: string) => void }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment DocumentList_query on Query @refetchable(queryName: "DocumentListPaginationQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        documents(first: $count, after: $cursor) @connection(key: "DocumentList_documents") {
          __id
          edges {
            node {
              id
              ...DocumentList_row
            }
          }
        }
      }
    `,
    query,
  );
  // A document deleted in this browser leaves its edge without a node until the list is read again.
  const nodes = data.documents.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  if (nodes.length === 0) {
    return (
      <Center py="16" flexDirection="column" gap="2" data-testid="documents-empty">
        <Text fontWeight="medium">
          <FormattedMessage id="documents.empty" />
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="documents.emptyHint" />
        </Text>
      </Center>
    );
  }
  return (
    <Stack gap="3">
      <Box borderWidth="1px" borderRadius="md" bg="white" overflowX="auto">
        <Table.Root size="sm" interactive display={{ base: 'block', md: 'table' }} data-testid="documents-table">
          <Table.Header hideBelow="md">
            <Table.Row>
              {['name', 'sender', 'risk', 'status', 'action'].map((column) => (
                <Table.ColumnHeader key={column}>
                  <FormattedMessage id={`documents.columns.${column}`} />
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
            {nodes.map((node) => (
              <DocumentRow key={node.id} document={node} selected={node.id === selectedId} onSelect={onSelect} />
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {hasNext && (
        <Button variant="outline" alignSelf="center" onClick={() => loadNext(20)} loading={isLoadingNext}>
          <FormattedMessage id="documents.loadMore" />
        </Button>
      )}
    </Stack>
  );
}

/**
 * Below `md` a row is a card: the name and the sender on lines of their own, then risk, status and
 * the actions on one line (a phone has no room for five columns).
 */
const CARD_ROW = {
  display: { base: 'flex', md: 'table-row' },
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '2',
  py: { base: '2', md: '0' },
  px: { base: '1', md: '0' },
  borderBottomWidth: { base: '1px', md: '0' },
} as const;
const CARD_CELL = { display: { base: 'block', md: 'table-cell' }, borderBottomWidth: { base: '0', md: '1px' }, py: { base: '1', md: '2' } } as const;
const CARD_LINE = { ...CARD_CELL, width: { base: 'full', md: 'auto' } } as const;

function DocumentRow({ document, selected, onSelect }: { document: DocumentList_row$key; selected: boolean; onSelect: (id: string) => void }) {
  const row = useFragment(
    graphql`
      fragment DocumentList_row on Document {
        id
        title
        status
        riskScore
        analysisStatus
        fromBlockedSender
        source
        sender {
          name
          domain
        }
      }
    `,
    document,
  );
  return (
    <Table.Row
      {...CARD_ROW}
      cursor="pointer"
      onClick={() => onSelect(row.id)}
      bg={selected ? 'blue.50' : undefined}
      data-testid="document-row"
      data-id={row.id}
      data-title={row.title}
    >
      <Table.Cell {...CARD_LINE} fontWeight="medium" overflowWrap="anywhere">
        {row.title}
      </Table.Cell>
      <Table.Cell {...CARD_LINE} color="fg.muted" overflowWrap="anywhere">
        {row.sender?.domain ?? <FormattedMessage id={noSenderMessageId(row.source)} />}
        {row.fromBlockedSender && (
          <Badge ml="2" colorPalette="red" variant="solid" data-testid="blocked-sender">
            <FormattedMessage id="documents.blockedSender" />
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell {...CARD_CELL}>
        {row.analysisStatus === 'QUEUED' || row.analysisStatus === 'RUNNING' ? (
          <Text fontSize="xs" color="fg.muted" display="flex" gap="1" alignItems="center">
            <Spinner size="xs" /> <FormattedMessage id="documents.analyzing" />
          </Text>
        ) : (
          <RiskBadge score={row.riskScore} />
        )}
      </Table.Cell>
      <Table.Cell {...CARD_CELL}>
        <StatusBadge status={row.status} />
      </Table.Cell>
      <Table.Cell {...CARD_CELL} ms={{ base: 'auto', md: '0' }}>
        <HStack gap="1">
          <Button size="xs" variant="ghost" onClick={() => onSelect(row.id)}>
            <FormattedMessage id="documents.view" />
          </Button>
          {/* The row's click opens the side panel; this link opens the document's own page. */}
          <Button asChild size="xs" variant="outline" onClick={(event) => event.stopPropagation()} data-testid="document-open">
            <Link to={documentPagePath(row.id)}>
              <FormattedMessage id="documents.open" />
            </Link>
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
