import { Box, Button, Center, Checkbox, Heading, HStack, Image, Input, NativeSelect, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigationType, useParams, useSearchParams } from 'react-router';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import type { CloudFileType, CloudScreenQuery, CloudSort, CloudStatus, RiskBand } from '../../__generated__/CloudScreenQuery.graphql';
import type { CloudScreenFolderQuery } from '../../__generated__/CloudScreenFolderQuery.graphql';
import type { CloudScreen_item$key } from '../../__generated__/CloudScreen_item.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FileSize, formatFileSize } from '../../components/FileSize';
import { TagList } from '../../components/TagList';
import { codeOf, useMutationToasts, type MutationAnswer, codeOfError } from '../../components/mutationToasts';
import { errorText } from '../../i18n/errorText';
import { CSRF_HEADER } from '../../relay/environment';
import { MoveDialog, type CloudFolderStep, type MoveRequest } from './MoveDialog';
import { ShareDialog } from './ShareDialog';
import { TextDialog, type TextRequest } from './TextDialog';
import { RiskBadge, StatusBadge } from '../documents/DocumentBadges';
import { NotFoundPanel } from '../../components/NotFoundPanel';

const PAGE = 50;
const TYPES: readonly CloudFileType[] = ['PDF', 'DOCUMENT', 'SPREADSHEET', 'IMAGE', 'ARCHIVE', 'OTHER'];
const STATUSES: readonly CloudStatus[] = ['SIGNED', 'REVIEW', 'CONFIDENTIAL', 'ARCHIVED'];
const BANDS: readonly RiskBand[] = ['SAFE', 'CAUTION', 'DANGER'];
const SORTS: readonly CloudSort[] = ['RECENT', 'NAME', 'SIZE', 'RISK'];

const cloudScreenQuery = graphql`
  query CloudScreenQuery(
    $folderId: ID
    $everywhere: Boolean
    $foldersEverywhere: Boolean
    $search: String
    $types: [CloudFileType!]
    $statuses: [CloudStatus!]
    $riskBands: [RiskBand!]
    $sort: CloudSort
    $first: Int!
    $after: String
  ) {
    cloudStorage {
      usedBytes
      quotaBytes
    }
    cloudFolders(parentId: $folderId, everywhere: $foldersEverywhere, search: $search) {
      id
      name
      parentId
      parent {
        name
      }
      fileCount
      documentCount
      folderCount
    }
    cloudItems(folderId: $folderId, everywhere: $everywhere, search: $search, types: $types, statuses: $statuses, riskBands: $riskBands, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          kind
          name
          folderId
          downloadUrl
          ...CloudScreen_item
        }
      }
    }
  }
`;

/** The folder an address names, with its path from the top level; null when it is not a folder of the caller's organization. */
const cloudScreenFolderQuery = graphql`
  query CloudScreenFolderQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on CloudFolder {
        id
        name
        path {
          id
          name
        }
      }
    }
  }
`;

/** The address of a folder of the cloud screen (null: the top level), with the filters' search parameters when given. */
export const cloudFolderPath = (folderId: string | null, search = '') => `${folderId ? `/cloud/${encodeURIComponent(folderId)}` : '/cloud'}${search}`;

const itemFragment = graphql`
  fragment CloudScreen_item on CloudItem {
    id
    kind
    name
    type
    sizeBytes
    createdAt
    tags
    locked
    folderName
    documentStatus
    riskScore
    signed
    downloadUrl
    signedDownloadUrl
    previewUrl
  }
`;

interface Filters {
  search: string;
  type: CloudFileType | '';
  status: CloudStatus | '';
  risk: RiskBand | '';
  sort: CloudSort;
}

type Folder = CloudFolderStep;

const DEFAULT_FILTERS: Filters = { search: '', type: '', status: '', risk: '', sort: 'RECENT' };

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The filters and view an address names (`?q=&type=&status=&risk=&sort=&view=grid`); anything unknown reads as the default. */
function filtersOf(params: URLSearchParams): { filters: Filters; grid: boolean } {
  return {
    filters: {
      search: params.get('q') ?? '',
      type: oneOf(params.get('type'), TYPES),
      status: oneOf(params.get('status'), STATUSES),
      risk: oneOf(params.get('risk'), BANDS),
      sort: oneOf(params.get('sort'), SORTS) || DEFAULT_FILTERS.sort,
    },
    grid: params.get('view') === 'grid',
  };
}

/** The search parameters of filters and a view, the defaults left out. */
function paramsOf(filters: Filters, grid: boolean): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.risk) params.set('risk', filters.risk);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (grid) params.set('view', 'grid');
  return params;
}

/** The answer of one cloud mutation: a success or an error with its code. */
function useCloudMutation(mutation: Parameters<typeof useMutation>[0], field: string, failure: string, done: () => void) {
  const toasts = useMutationToasts();
  const [commit, busy] = useMutation(mutation);
  const run = (variables: Record<string, unknown>, success?: string) =>
    commit({
      variables,
      onCompleted: (response, errors) => {
        const answer = (response as Record<string, MutationAnswer | null>)[field];
        if (errors?.length || !answer) return toasts.error(failure, null);
        if (!answer.__typename.endsWith('Success')) return toasts.error(failure, codeOf(answer));
        if (success) toasts.success(success);
        done();
      },
      onError: (error) => toasts.error(failure, codeOfError(error)),
    });
  return [run, busy] as const;
}

const mutations = {
  createFolder: graphql`
    mutation CloudScreenCreateFolderMutation($name: String!, $parentId: ID) {
      createCloudFolder(name: $name, parentId: $parentId) { __typename ... on Error { code } }
    }
  `,
  renameFolder: graphql`
    mutation CloudScreenRenameFolderMutation($id: ID!, $name: String!) {
      renameCloudFolder(id: $id, name: $name) { __typename ... on Error { code } }
    }
  `,
  deleteFolder: graphql`
    mutation CloudScreenDeleteFolderMutation($id: ID!) {
      deleteCloudFolder(id: $id) { __typename ... on Error { code } }
    }
  `,
  moveFolder: graphql`
    mutation CloudScreenMoveFolderMutation($id: ID!, $parentId: ID) {
      moveCloudFolder(id: $id, parentId: $parentId) { __typename ... on Error { code } }
    }
  `,
  moveItems: graphql`
    mutation CloudScreenMoveItemsMutation($ids: [ID!]!, $folderId: ID) {
      moveCloudItems(ids: $ids, folderId: $folderId) { __typename ... on Error { code } }
    }
  `,
  lock: graphql`
    mutation CloudScreenLockMutation($id: ID!) {
      lockCloudFile(id: $id) { __typename ... on Error { code } }
    }
  `,
  unlock: graphql`
    mutation CloudScreenUnlockMutation($id: ID!) {
      unlockCloudFile(id: $id) { __typename ... on Error { code } }
    }
  `,
  tag: graphql`
    mutation CloudScreenTagMutation($id: ID!, $tags: [String!]!) {
      tagCloudFile(id: $id, tags: $tags) { __typename ... on Error { code } }
    }
  `,
  rename: graphql`
    mutation CloudScreenRenameFileMutation($id: ID!, $name: String!) {
      renameCloudFile(id: $id, name: $name) { __typename ... on Error { code } }
    }
  `,
  remove: graphql`
    mutation CloudScreenDeleteFileMutation($id: ID!) {
      deleteCloudFile(id: $id) { __typename ... on Error { code } }
    }
  `,
};

/**
 * `/cloud` and `/cloud/:folderId`: the organization's files and documents, the open folder, search,
 * filters, sort and view in the address. Storage bar, folders with their counts, a multi-select of
 * folders, files and documents with a ZIP download of the files and moves of all of them together to
 * any folder, share links, tags, locks and uploads; the list is read
 * a page of 50 at a time, however many files a folder holds. A folder id that is unknown or another
 * organization's reads as not found.
 */
export function CloudScreen() {
  const intl = useIntl();
  const folderId = useParams().folderId ?? null;
  // The filters and the view live in the address: a reload, back and forward and a shared link keep them.
  const [params, setParams] = useSearchParams();
  const { filters, grid } = filtersOf(params);
  // The search box shows what is typed at once; the address follows. A search begun is one step of
  // the history, and the keys typed after the first replace it rather than add a step each.
  const [text, setText] = useState(filters.search);
  const searching = useRef(filters.search !== '');
  const location = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    // Back, forward or a link bring their own search. An address this screen wrote (a key typed, a
    // filter or the view chosen) holds the box's text of that moment: on a slow machine the keys
    // typed since may already be in the box, and stay there.
    if (navigation !== 'POP' && (location.state as { fromFilters?: boolean } | null)?.fromFilters) return;
    setText(filters.search);
    searching.current = filters.search !== '';
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address
  }, [location.key]);
  // A change starts from the address as it is now rather than as last drawn: on a slow machine the
  // next click or key may come before the screen has drawn the one before it.
  const now = () => filtersOf(new URLSearchParams(window.location.search));
  const fromFilters = { state: { fromFilters: true } };
  const change = (next: Partial<Filters>, otherView = false) => {
    const { filters, grid } = now();
    setParams(paramsOf({ ...filters, search: text, ...next }, otherView ? !grid : grid), fromFilters);
  };
  const type = (search: string) => {
    const replace = searching.current;
    searching.current = search !== '';
    setText(search);
    const { filters, grid } = now();
    setParams(paramsOf({ ...filters, search }, grid), { ...fromFilters, replace });
  };
  // A change of filters starts again from the first page, with nothing selected.
  const filtersKey = [filters.search.trim(), filters.type, filters.status, filters.risk, filters.sort].join('\n');
  const select = (
    label: string,
    value: string,
    options: readonly string[],
    onChange: (value: string) => void,
    words: (value: string) => string,
    all?: string,
  ) => (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: 'auto' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {all && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {words(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Stack gap="4" data-testid="cloud-screen" minW="0">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="nav.cloud" />
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="cloud.intro" />
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ base: 'stretch', md: 'center' }} wrap="wrap">
        <Input
          size="sm"
          maxW={{ md: '16rem' }}
          placeholder={intl.formatMessage({ id: 'cloud.search' })}
          aria-label={intl.formatMessage({ id: 'cloud.search' })}
          value={text}
          onChange={(event) => type(event.target.value)}
          data-testid="cloud-search"
        />
        {select(
          intl.formatMessage({ id: 'cloud.filters.type' }),
          filters.type,
          TYPES,
          (type) => change({ type: type as CloudFileType | '' }),
          (type) => intl.formatMessage({ id: `cloud.types.${type}` }),
          intl.formatMessage({ id: 'cloud.filters.allTypes' }),
        )}
        {select(
          intl.formatMessage({ id: 'cloud.filters.status' }),
          filters.status,
          STATUSES,
          (status) => change({ status: status as CloudStatus | '' }),
          (status) => intl.formatMessage({ id: `cloud.statuses.${status}` }),
          intl.formatMessage({ id: 'cloud.filters.allStatuses' }),
        )}
        {select(
          intl.formatMessage({ id: 'cloud.filters.risk' }),
          filters.risk,
          BANDS,
          (risk) => change({ risk: risk as RiskBand | '' }),
          (band) => intl.formatMessage({ id: `cloud.risks.${band}` }),
          intl.formatMessage({ id: 'cloud.filters.allRisks' }),
        )}
        {select(
          intl.formatMessage({ id: 'cloud.sort' }),
          filters.sort,
          SORTS,
          (sort) => change({ sort: sort as CloudSort }),
          (sort) => intl.formatMessage({ id: `cloud.sorts.${sort}` }),
        )}
        <Button size="sm" variant="outline" onClick={() => change({}, true)} aria-pressed={grid} data-testid="cloud-view-toggle">
          <FormattedMessage id={grid ? 'cloud.listView' : 'cloud.gridView'} />
        </Button>
      </Stack>
      <Suspense fallback={<CenteredSpinner />}>
        {folderId ? (
          <CloudFolderView key={folderId} folderId={folderId} filters={filters} filtersKey={filtersKey} grid={grid} />
        ) : (
          <CloudPages key={filtersKey} path={TOP} filters={filters} grid={grid} />
        )}
      </Suspense>
    </Stack>
  );
}

const TOP: readonly Folder[] = [];

/** The folder of the address, read with its path; not found when it is not a folder of the caller's organization. */
function CloudFolderView({ folderId, filters, filtersKey, grid }: { folderId: string; filters: Filters; filtersKey: string; grid: boolean }) {
  const { node } = useLazyLoadQuery<CloudScreenFolderQuery>(cloudScreenFolderQuery, { id: folderId }, { fetchPolicy: 'store-and-network' });
  if (node?.__typename !== 'CloudFolder' || !node.path) return <CloudFolderNotFound />;
  return <CloudPages key={filtersKey} path={node.path} filters={filters} grid={grid} />;
}

function CloudFolderNotFound() {
  return (
    <NotFoundPanel
      title="cloud.folderNotFound.title"
      body="cloud.folderNotFound.body"
      back="cloud.folderNotFound.back"
      to={cloudFolderPath(null)}
      heading="h2"
      testId="cloud-folder-not-found"
    />
  );
}

/** One folder's pages (or the top level's): which page is shown, what is selected, and reading it again after a change. */
function CloudPages({ path, filters, grid }: { path: readonly Folder[]; filters: Filters; grid: boolean }) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [fetchKey, setFetchKey] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <CloudContent
        path={path}
        filters={filters}
        grid={grid}
        after={cursors[cursors.length - 1]}
        page={cursors.length}
        fetchKey={fetchKey}
        refresh={() => setFetchKey((key) => key + 1)}
        selected={selected}
        setSelected={setSelected}
        onNext={(cursor) => {
          setCursors((current) => [...current, cursor]);
          setSelected(new Set());
        }}
        onPrevious={() => {
          setCursors((current) => current.slice(0, -1));
          setSelected(new Set());
        }}
      />
    </Suspense>
  );
}

interface ContentProps {
  path: readonly Folder[];
  filters: Filters;
  grid: boolean;
  after: string | null;
  page: number;
  fetchKey: number;
  refresh(): void;
  selected: Set<string>;
  setSelected(selected: Set<string>): void;
  onNext(cursor: string): void;
  onPrevious(): void;
}

function CloudContent({ path, filters, grid, after, page, fetchKey, refresh, selected, setSelected, onNext, onPrevious }: ContentProps) {
  const intl = useIntl();
  const toasts = useMutationToasts();
  const folder = path[path.length - 1] ?? null;
  const searching = Boolean(filters.search.trim() || filters.type || filters.status || filters.risk);
  // From the top level, a search or a filter looks in every folder: files and documents by their
  // filters, folders by name only when a name is searched (a type or a status is not a folder's).
  const everywhere = searching && !folder;
  const foldersEverywhere = everywhere && filters.search.trim() !== '';
  const data = useLazyLoadQuery<CloudScreenQuery>(
    cloudScreenQuery,
    {
      folderId: folder?.id ?? null,
      everywhere,
      foldersEverywhere,
      search: filters.search.trim() || null,
      types: filters.type ? [filters.type] : null,
      statuses: filters.status ? [filters.status] : null,
      riskBands: filters.risk ? [filters.risk] : null,
      sort: filters.sort,
      first: PAGE,
      after,
    },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [newFolder, setNewFolder] = useState('');
  const [uploading, setUploading] = useState(false);
  // PDF, Word and text files go to review (analysed, in /documents) unless the member keeps them as plain files.
  const [review, setReview] = useState(true);
  const [sharing, setSharing] = useState<{ id: string; name: string } | null>(null);
  const [moving, setMoving] = useState<MoveRequest | null>(null);
  const [asking, setAsking] = useState<TextRequest | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'file' | 'folder'; id: string; name: string } | null>(null);
  /** Asks for a new name for a file or folder called `current`. */
  const askName = (current: string, onSubmit: (name: string) => void) =>
    setAsking({
      title: intl.formatMessage({ id: 'cloud.renameTitle' }, { name: current }),
      label: intl.formatMessage({ id: 'cloud.renamePrompt' }),
      value: current,
      testId: 'cloud-rename-dialog',
      onSubmit,
    });
  const fileInput = useRef<HTMLInputElement>(null);
  const [createFolder] = useCloudMutation(mutations.createFolder, 'createCloudFolder', 'cloud.failed', () => (setNewFolder(''), refresh()));
  const [renameFolder] = useCloudMutation(mutations.renameFolder, 'renameCloudFolder', 'cloud.failed', refresh);
  const [deleteFolder] = useCloudMutation(mutations.deleteFolder, 'deleteCloudFolder', 'cloud.failed', refresh);
  const [moveFolder] = useCloudMutation(mutations.moveFolder, 'moveCloudFolder', 'cloud.moveFailed', refresh);
  const [moveItems] = useCloudMutation(mutations.moveItems, 'moveCloudItems', 'cloud.moveFailed', () => (setSelected(new Set()), refresh()));
  const [lock] = useCloudMutation(mutations.lock, 'lockCloudFile', 'cloud.failed', refresh);
  const [unlock] = useCloudMutation(mutations.unlock, 'unlockCloudFile', 'cloud.failed', refresh);
  const [tag] = useCloudMutation(mutations.tag, 'tagCloudFile', 'cloud.failed', refresh);
  const [rename] = useCloudMutation(mutations.rename, 'renameCloudFile', 'cloud.failed', refresh);
  const [remove] = useCloudMutation(mutations.remove, 'deleteCloudFile', 'cloud.failed', refresh);

  // A document deleted in this browser leaves its edge without a node until the list is read again.
  const items = data.cloudItems.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  // Folders are chosen beside the files and documents, and move with them; a search shows only those whose name it matches
  // (at the top level, in every folder, as it finds files).
  const shown = [...data.cloudFolders.map((each) => each.id), ...items.map((item) => item.id)];
  const allSelected = shown.length > 0 && shown.every((id) => selected.has(id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const { usedBytes, quotaBytes } = data.cloudStorage;
  const chosen = items.filter((item) => selected.has(item.id));
  const chosenFolders = data.cloudFolders.filter((each) => selected.has(each.id));
  const chosenCount = chosen.length + chosenFolders.length;
  const { search } = useLocation();

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    const query = new URLSearchParams({ ...(folder ? { folderId: folder.id } : {}), ...(review ? {} : { review: 'false' }) }).toString();
    let reviewed = 0;
    let stored = 0;
    try {
      for (const file of Array.from(files)) {
        const form = new FormData();
        form.append('file', file, file.name);
        const response = await fetch(`/api/cloud/files${query ? `?${query}` : ''}`, {
          method: 'POST',
          body: form,
          headers: CSRF_HEADER,
          credentials: 'same-origin',
        });
        const answer = (await response.json().catch(() => null)) as { error?: { code?: string; details?: { maxBytes?: unknown } }; document?: unknown } | null;
        if (!response.ok) {
          // Over the limit, the answer names it: the documents' limit with analysis, the cloud's without.
          const code = answer?.error?.code ?? null;
          const maxBytes = code === 'FILE_TOO_LARGE' ? answer?.error?.details?.maxBytes : undefined;
          if (typeof maxBytes === 'number') toasts.error('common.fileTooLarge', null, { name: file.name, limit: formatFileSize(intl, maxBytes) });
          else toasts.error('cloud.fileNotUploaded', null, { name: file.name, reason: errorText(intl, code, 'cloud.uploadFailed') });
          // A full storage refuses the next files too; any other refusal is this file's own, and the next ones are sent.
          if (code === 'PLAN_STORAGE_LIMIT') break;
          continue;
        }
        if (answer?.document) reviewed += 1;
        else stored += 1;
      }
      if (stored > 0) toasts.success('cloud.uploadedFiles', { count: stored });
      if (reviewed > 0) toasts.success('cloud.uploadedForReview', { count: reviewed });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
      refresh();
    }
  };

  const downloadZip = async () => {
    const chosen = items.filter((item) => selected.has(item.id));
    const body = {
      fileIds: chosen.filter((item) => item.kind === 'FILE').map((item) => item.id),
      documentIds: chosen.filter((item) => item.kind === 'DOCUMENT').map((item) => item.id),
    };
    const response = await fetch('/api/cloud/archive', {
      method: 'POST',
      headers: { ...CSRF_HEADER, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const code = ((await response.json().catch(() => null)) as { error?: { code?: string } } | null)?.error?.code ?? null;
      return toasts.error('cloud.zipFailed', code);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `paraphe-${new Date().toISOString().slice(0, 10)}.zip`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <Stack gap="4" minW="0">
      <Box bg="white" borderWidth="1px" rounded="lg" p="3" data-testid="cloud-storage">
        <Text fontSize="sm" mb="2">
          <FormattedMessage
            id={quotaBytes == null ? 'cloud.storageUnlimited' : 'cloud.storage'}
            values={{ used: <FileSize bytes={usedBytes} />, quota: quotaBytes == null ? '' : <FileSize bytes={quotaBytes} /> }}
          />
        </Text>
        {quotaBytes != null && (
          <Progress.Root
            value={Math.min(100, (usedBytes / Math.max(quotaBytes, 1)) * 100)}
            size="sm"
            aria-label={intl.formatMessage({ id: 'cloud.storageBar' })}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Box>

      <HStack as="nav" gap="1" wrap="wrap" fontSize="sm" aria-label={intl.formatMessage({ id: 'cloud.pathLabel' })} data-testid="cloud-path">
        <Button asChild size="xs" variant="ghost">
          <Link to={cloudFolderPath(null, search)} aria-current={path.length === 0 ? 'page' : undefined}>
            <FormattedMessage id="cloud.top" />
          </Link>
        </Button>
        {path.map((step, index) => (
          <HStack key={step.id} gap="1">
            <Text>/</Text>
            <Button asChild size="xs" variant="ghost">
              <Link to={cloudFolderPath(step.id, search)} aria-current={index === path.length - 1 ? 'page' : undefined}>
                {step.name}
              </Link>
            </Button>
          </HStack>
        ))}
      </HStack>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" wrap="wrap">
        {/* A form, so that Enter in the name creates the folder as the button does. */}
        <HStack
          as="form"
          gap="2"
          flex="1"
          minW="0"
          onSubmit={(event) => {
            event.preventDefault();
            if (newFolder.trim()) createFolder({ name: newFolder, parentId: folder?.id ?? null }, 'cloud.folderCreated');
          }}
        >
          <Input
            size="sm"
            placeholder={intl.formatMessage({ id: 'cloud.newFolder' })}
            aria-label={intl.formatMessage({ id: 'cloud.newFolder' })}
            value={newFolder}
            onChange={(event) => setNewFolder(event.target.value)}
            data-testid="cloud-new-folder"
          />
          <Button type="submit" size="sm" disabled={!newFolder.trim()} data-testid="cloud-create-folder">
            <FormattedMessage id="cloud.createFolder" />
          </Button>
        </HStack>
        <input ref={fileInput} type="file" multiple hidden onChange={(event) => void upload(event.target.files)} data-testid="cloud-upload-input" />
        <Checkbox.Root size="sm" checked={review} onCheckedChange={(change) => setReview(change.checked === true)} data-testid="cloud-review">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage id="cloud.reviewUploads" />
          </Checkbox.Label>
        </Checkbox.Root>
        <Button size="sm" colorPalette="blue" loading={uploading} onClick={() => fileInput.current?.click()} data-testid="cloud-upload">
          <FormattedMessage id="cloud.upload" />
        </Button>
      </Stack>

      {data.cloudFolders.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2" data-testid="cloud-folders">
          {data.cloudFolders.map((each) => (
            <Box key={each.id} bg="white" borderWidth="1px" rounded="md" p="2" data-testid="cloud-folder">
              <HStack gap="2" minW="0">
                <Checkbox.Root
                  checked={selected.has(each.id)}
                  onCheckedChange={() => toggle(each.id)}
                  aria-label={intl.formatMessage({ id: 'cloud.selectItem' }, { name: each.name })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
                <Button asChild variant="plain" size="sm" p="0" h="auto" fontWeight="semibold" display="block" minW="0" flexShrink="1" truncate>
                  <Link to={cloudFolderPath(each.id, search)} title={each.name}>
                    {each.name}
                  </Link>
                </Button>
              </HStack>
              {foldersEverywhere && <CloudPlace folderName={each.parent?.name ?? null} />}
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id="cloud.folderCounts" values={{ files: each.fileCount + each.documentCount, folders: each.folderCount }} />
              </Text>
              <HStack gap="1" mt="1" wrap="wrap">
                <Button size="2xs" variant="ghost" onClick={() => askName(each.name, (name) => renameFolder({ id: each.id, name }))}>
                  <FormattedMessage id="cloud.rename" />
                </Button>
                <Button
                  size="2xs"
                  variant="ghost"
                  aria-label={intl.formatMessage({ id: 'cloud.moveFolderTo' }, { name: each.name })}
                  onClick={() =>
                    setMoving({
                      title: intl.formatMessage({ id: 'cloud.moveFolderTitle' }, { name: each.name }),
                      start: path,
                      from: each.parentId ?? null,
                      folderIds: [each.id],
                      onMove: (parentId) => moveFolder({ id: each.id, parentId }, 'cloud.folderMoved'),
                    })
                  }
                  data-testid="cloud-folder-move"
                >
                  <FormattedMessage id="cloud.move" />
                </Button>
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setDeleting({ kind: 'folder', id: each.id, name: each.name })}
                  data-testid="cloud-folder-delete"
                >
                  <FormattedMessage id="cloud.delete" />
                </Button>
              </HStack>
            </Box>
          ))}
        </SimpleGrid>
      )}

      <HStack gap="2" wrap="wrap">
        <Checkbox.Root checked={allSelected} onCheckedChange={() => setSelected(allSelected ? new Set() : new Set(shown))} data-testid="cloud-select-all">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage id="cloud.selectAll" />
          </Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="cloud.selected" values={{ count: chosenCount, total: data.cloudItems.totalCount + data.cloudFolders.length }} />
        </Text>
        <Button size="sm" variant="outline" disabled={chosen.length === 0} onClick={() => void downloadZip()} data-testid="cloud-download-zip">
          <FormattedMessage id="cloud.downloadZip" />
        </Button>
        {chosenCount > 0 && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              // What a search of the whole area finds may be anywhere.
              const places = new Set([...chosenFolders.map((each) => each.parentId ?? null), ...chosen.map((item) => item.folderId ?? null)]);
              setMoving({
                title: intl.formatMessage({ id: 'cloud.moveItemsTitle' }, { count: chosenCount }),
                start: path,
                from: places.size === 1 ? [...places][0] : undefined,
                folderIds: chosenFolders.map((each) => each.id),
                onMove: (folderId) => moveItems({ ids: [...chosenFolders.map((each) => each.id), ...chosen.map((item) => item.id)], folderId }, 'cloud.moved'),
              });
            }}
            data-testid="cloud-move"
          >
            <FormattedMessage id="cloud.moveTo" />
          </Button>
        )}
      </HStack>

      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="cloud-empty">
          <FormattedMessage id={searching ? 'cloud.noMatch' : 'cloud.empty'} />
        </Text>
      ) : (
        <SimpleGrid columns={grid ? { base: 1, sm: 2, lg: 3 } : 1} gap="2" data-testid="cloud-items">
          {items.map((node) => (
            <CloudItemCard
              key={node.id}
              item={node}
              grid={grid}
              showPlace={everywhere}
              search={filters.search}
              selected={selected.has(node.id)}
              onToggle={() => toggle(node.id)}
              actions={{
                share: () => setSharing({ id: node.id, name: node.name }),
                lock: (locked: boolean) => (locked ? unlock({ id: node.id }) : lock({ id: node.id })),
                tag: (tags: readonly string[]) =>
                  setAsking({
                    title: intl.formatMessage({ id: 'cloud.tagsTitle' }, { name: node.name }),
                    label: intl.formatMessage({ id: 'cloud.tags' }),
                    hint: intl.formatMessage({ id: 'cloud.tagsPrompt' }),
                    value: tags.join(', '),
                    testId: 'cloud-tags-dialog',
                    onSubmit: (answer) =>
                      tag({
                        id: node.id,
                        tags: answer
                          .split(',')
                          .map((each) => each.trim())
                          .filter(Boolean),
                      }),
                  }),
                rename: () => askName(node.name, (name) => rename({ id: node.id, name })),
                remove: () => setDeleting({ kind: 'file', id: node.id, name: node.name }),
              }}
            />
          ))}
        </SimpleGrid>
      )}

      {/* The pager shows only when the list does not fit on one page. */}
      {(page > 1 || data.cloudItems.pageInfo.hasNextPage) && (
        <HStack justify="space-between">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={onPrevious}>
            <FormattedMessage id="cloud.previous" />
          </Button>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="cloud.page" values={{ page }} />
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={!data.cloudItems.pageInfo.hasNextPage}
            onClick={() => data.cloudItems.pageInfo.endCursor && onNext(data.cloudItems.pageInfo.endCursor)}
            data-testid="cloud-next"
          >
            <FormattedMessage id="cloud.next" />
          </Button>
        </HStack>
      )}
      {asking && <TextDialog request={asking} onClose={() => setAsking(null)} />}
      {moving && <MoveDialog request={moving} onClose={() => setMoving(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="cloud.deleteTitle" values={{ name: deleting?.name ?? '' }} />}
        body={<FormattedMessage id={deleting?.kind === 'folder' ? 'cloud.deleteFolderBody' : 'cloud.deleteBody'} />}
        confirm={<FormattedMessage id="cloud.delete" />}
        onConfirm={() => {
          if (deleting?.kind === 'folder') deleteFolder({ id: deleting.id }, 'cloud.folderDeleted');
          else if (deleting) remove({ id: deleting.id }, 'cloud.fileDeleted');
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
        testId="cloud-delete-dialog"
      />
      {sharing && (
        <Suspense fallback={<CenteredSpinner />}>
          <ShareDialog file={sharing} onClose={() => setSharing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Where something a search of the whole area found is: the folder holding it, or the top level. */
function CloudPlace({ folderName }: { folderName: string | null }) {
  return (
    <Text fontSize="xs" color="fg.muted" truncate data-testid="cloud-place">
      {folderName === null ? <FormattedMessage id="cloud.atTopLevel" /> : <FormattedMessage id="cloud.inFolder" values={{ name: folderName }} />}
    </Text>
  );
}

interface ItemActions {
  share(): void;
  lock(locked: boolean): void;
  tag(tags: readonly string[]): void;
  rename(): void;
  remove(): void;
}

function CloudItemCard({
  item,
  grid,
  showPlace,
  search,
  selected,
  onToggle,
  actions,
}: {
  item: CloudScreen_item$key;
  grid: boolean;
  /** Names the folder holding it (what a search of the whole area finds may be anywhere). */
  showPlace: boolean;
  /** The search that found it: a tag it matches is shown first. */
  search: string;
  selected: boolean;
  onToggle(): void;
  actions: ItemActions;
}) {
  const intl = useIntl();
  const file = useFragment(itemFragment, item);
  const isFile = file.kind === 'FILE';
  const [previewFailed, setPreviewFailed] = useState(false);
  const small = (id: string, onClick: () => void, testId?: string, disabled = false): ReactNode => (
    <Button size="2xs" variant="ghost" onClick={onClick} disabled={disabled} data-testid={testId}>
      <FormattedMessage id={id} />
    </Button>
  );
  return (
    <Stack
      direction={grid ? 'column' : { base: 'column', md: 'row' }}
      gap="2"
      bg="white"
      borderWidth="1px"
      rounded="md"
      p="2"
      align={grid ? 'stretch' : { md: 'center' }}
      data-testid="cloud-item"
      data-name={file.name}
      minW="0"
    >
      {grid && (
        <Center h="40" bg="gray.50" rounded="sm" overflow="hidden">
          {file.previewUrl && !previewFailed ? (
            <Image
              src={file.previewUrl}
              alt={intl.formatMessage({ id: 'cloud.previewOf' }, { name: file.name })}
              loading="lazy"
              maxH="full"
              maxW="full"
              objectFit="contain"
              onError={() => setPreviewFailed(true)}
              data-testid="cloud-preview"
            />
          ) : (
            <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
              <FormattedMessage id={`cloud.types.${file.type}`} />
            </Text>
          )}
        </Center>
      )}
      <HStack gap="2" flex="1" minW="0">
        <Checkbox.Root checked={selected} onCheckedChange={onToggle} aria-label={intl.formatMessage({ id: 'cloud.selectItem' }, { name: file.name })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" truncate title={file.name}>
            {file.locked ? '🔒 ' : ''}
            {file.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id={`cloud.types.${file.type}`} /> · <FileSize bytes={file.sizeBytes} /> ·{' '}
            {intl.formatDate(file.createdAt, { dateStyle: 'medium' })}
          </Text>
          {showPlace && <CloudPlace folderName={file.folderName ?? null} />}
        </Stack>
      </HStack>
      <HStack gap="1" wrap="wrap">
        {file.documentStatus && <StatusBadge status={file.documentStatus} />}
        {file.riskScore !== null && file.riskScore !== undefined && <RiskBadge score={file.riskScore} />}
        <TagList tags={file.tags} match={search} testId="cloud-tag" />
      </HStack>
      <HStack gap="1" wrap="wrap">
        <Button asChild size="2xs" variant="ghost">
          <a href={file.downloadUrl} download>
            <FormattedMessage id="cloud.download" />
          </a>
        </Button>
        {file.signedDownloadUrl && (
          <Button asChild size="2xs" variant="ghost">
            <a href={file.signedDownloadUrl} download>
              <FormattedMessage id="cloud.downloadSigned" />
            </a>
          </Button>
        )}
        {!isFile && (
          <Button asChild size="2xs" variant="ghost" data-testid="cloud-open-document">
            <Link to={`/documents/${encodeURIComponent(file.id)}`}>
              <FormattedMessage id="cloud.openDocument" />
            </Link>
          </Button>
        )}
        {isFile && small('cloud.share', actions.share, 'cloud-share')}
        {isFile && small('cloud.tags', () => actions.tag(file.tags))}
        {isFile && small(file.locked ? 'cloud.unlock' : 'cloud.lock', () => actions.lock(file.locked))}
        {isFile && small('cloud.rename', actions.rename, undefined, file.locked)}
        {isFile && small('cloud.delete', actions.remove, undefined, file.locked)}
      </HStack>
    </Stack>
  );
}
