import { Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MoveDialogQuery } from '../../__generated__/MoveDialogQuery.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { DialogFrame } from '../../components/DialogFrame';

/** A folder as a path shows it. */
export interface CloudFolderStep {
  id: string;
  name: string;
}

/** What a move dialog moves: its title, where it opens, and what to do with the folder chosen (null: the top level). */
export interface MoveRequest {
  title: string;
  /** The folders from the top level down to where the dialog opens. */
  start: readonly CloudFolderStep[];
  /** Where what moves is now (null: the top level); undefined when the items come from several places. */
  from?: string | null;
  /** The folders being moved: none can be chosen or opened, so neither can any of their own folders. */
  folderIds?: readonly string[];
  onMove(folderId: string | null): void;
}

/**
 * Chooses where to move files, documents and folders: any folder of the organization, the top level
 * included, opened one level at a time (a folder being moved is shown but cannot be opened or chosen).
 */
export function MoveDialog({ request, onClose }: { request: MoveRequest; onClose(): void }) {
  const intl = useIntl();
  const [path, setPath] = useState<readonly CloudFolderStep[]>(request.start);
  const target = path.at(-1)?.id ?? null;
  const unchanged = request.from !== undefined && request.from === target;
  return (
    <DialogFrame onClose={onClose} scrollInside testId="cloud-move-dialog">
      <Dialog.Header>
        <Dialog.Title>{request.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <HStack as="nav" gap="1" wrap="wrap" fontSize="sm" aria-label={intl.formatMessage({ id: 'cloud.moveDestination' })} data-testid="cloud-move-path">
            <Button size="xs" variant="ghost" onClick={() => setPath([])} aria-current={path.length === 0 ? 'location' : undefined}>
              <FormattedMessage id="cloud.top" />
            </Button>
            {path.map((step, index) => (
              <HStack key={step.id} gap="1">
                <Text>/</Text>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => setPath(path.slice(0, index + 1))}
                  aria-current={index === path.length - 1 ? 'location' : undefined}
                >
                  {step.name}
                </Button>
              </HStack>
            ))}
          </HStack>
          <Suspense fallback={<CenteredSpinner />}>
            <FolderChoices parentId={target} movingIds={request.folderIds ?? NONE} onOpen={(folder) => setPath([...path, folder])} />
          </Suspense>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">
            <FormattedMessage id="cloud.cancel" />
          </Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="blue"
          disabled={unchanged}
          onClick={() => {
            request.onMove(target);
            onClose();
          }}
          data-testid="cloud-move-confirm"
        >
          <FormattedMessage id="cloud.moveHere" values={{ name: path.at(-1)?.name ?? intl.formatMessage({ id: 'cloud.top' }) }} />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

const NONE: readonly string[] = [];

function FolderChoices({ parentId, movingIds, onOpen }: { parentId: string | null; movingIds: readonly string[]; onOpen(folder: CloudFolderStep): void }) {
  const { cloudFolders } = useLazyLoadQuery<MoveDialogQuery>(
    graphql`
      query MoveDialogQuery($parentId: ID) {
        cloudFolders(parentId: $parentId) {
          id
          name
          folderCount
        }
      }
    `,
    { parentId },
    { fetchPolicy: 'store-and-network' },
  );
  if (cloudFolders.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="cloud-move-no-folders">
        <FormattedMessage id="cloud.moveNoFolders" />
      </Text>
    );
  return (
    <Stack gap="1" data-testid="cloud-move-folders">
      {cloudFolders.map((folder) => {
        const moving = movingIds.includes(folder.id);
        return (
          <Button
            key={folder.id}
            variant="outline"
            size="sm"
            justifyContent="space-between"
            disabled={moving}
            onClick={() => onOpen({ id: folder.id, name: folder.name })}
            data-testid="cloud-move-folder"
          >
            <Text as="span" truncate>
              {folder.name}
            </Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              {moving ? <FormattedMessage id="cloud.moveItself" /> : <FormattedMessage id="cloud.moveSubfolders" values={{ count: folder.folderCount }} />}
            </Text>
          </Button>
        );
      })}
    </Stack>
  );
}
