import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { UploadPanelMutation } from '../../__generated__/UploadPanelMutation.graphql';
import { toaster } from '../../components/toaster';

const ACCEPT = '.pdf,.doc,.docx,.txt';

/** Codes the server gives for a bad file: they are worded precisely; anything else is a generic upload error. */
const FILE_ERRORS = new Set(['FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'FILE_TYPE_MISMATCH', 'CORRUPT_FILE', 'TOO_MANY_PAGES', 'EXTRACTION_TIMEOUT', 'ARCHIVE_TOO_LARGE', 'EMPTY_FILE', 'VALIDATION_FAILED']);

export function UploadPanel({ connectionId, onUploaded }: { connectionId: string; onUploaded: () => void }) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [senderEmail, setSenderEmail] = useState('');
  const [senderName, setSenderName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [commit, uploading] = useMutation<UploadPanelMutation>(graphql`
    mutation UploadPanelMutation($input: UploadDocumentInput!, $connections: [ID!]!) {
      uploadDocument(input: $input) {
        __typename
        ... on MutationUploadDocumentSuccess {
          document @prependNode(connections: $connections, edgeTypeName: "QueryDocumentsConnectionEdge") {
            id
            ...DocumentList_row
          }
        }
        ... on Error { code }
        ... on ValidationFailed { problems { path } }
      }
    }
  `);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && !title.trim()) setTitle(chosen.name.replace(/\.[^.]+$/, ''));
  };
  const reset = () => {
    setTitle('');
    setFile(null);
    setSenderEmail('');
    setSenderName('');
    if (input.current) input.current.value = '';
  };
  const error = (id: string) => {
    toaster.create({ type: 'error', title: intl.formatMessage({ id: 'common.error' }), description: intl.formatMessage({ id }) });
  };

  const submit = () => {
    if (!file || !title.trim() || uploading) return;
    commit({
      // One key per submission: a retry of this request cannot file the document twice.
      variables: {
        input: { title: title.trim(), file, idempotencyKey: crypto.randomUUID(), senderEmail: senderEmail.trim() || null, senderName: senderName.trim() || null },
        connections: [connectionId],
      },
      onCompleted: (data) => {
        const result = data.uploadDocument;
        if (result.__typename === 'MutationUploadDocumentSuccess') {
          toaster.create({ type: 'success', title: intl.formatMessage({ id: 'common.success' }), description: intl.formatMessage({ id: 'documentUpload.success' }) });
          reset();
          onUploaded();
        } else if ('problems' in result && result.problems?.some((problem) => problem.path === 'input.senderEmail')) error('documentUpload.senderEmailInvalid');
        else if ('code' in result && result.code && FILE_ERRORS.has(result.code)) error(`errors.${result.code}`);
        else error('documentUpload.createFailed');
      },
      onError: () => error('documentUpload.unexpected'),
    });
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="upload-panel">
      <Stack gap="3">
        <Heading size="md">
          <FormattedMessage id="documentUpload.title" />
        </Heading>
        <label>
          <Text fontSize="sm" mb="1">
            <FormattedMessage id="documentUpload.documentTitle" />
          </Text>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} placeholder={intl.formatMessage({ id: 'documentUpload.titlePlaceholder' })} name="title" />
        </label>
        <Flex gap="3" wrap="wrap">
          <label style={{ flex: '1 1 14rem' }}>
            <Text fontSize="sm" mb="1">
              <FormattedMessage id="documentUpload.senderEmail" />
            </Text>
            <Input type="email" value={senderEmail} onChange={(event) => setSenderEmail(event.target.value)} name="senderEmail" autoComplete="off" data-testid="upload-sender-email" />
          </label>
          <label style={{ flex: '1 1 14rem' }}>
            <Text fontSize="sm" mb="1">
              <FormattedMessage id="documentUpload.senderName" />
            </Text>
            <Input value={senderName} onChange={(event) => setSenderName(event.target.value)} name="senderName" autoComplete="organization" data-testid="upload-sender-name" />
          </label>
        </Flex>
        <Text fontSize="xs" color="fg.muted" mt="-2">
          <FormattedMessage id="documentUpload.senderHint" />
        </Text>
        <input ref={input} type="file" accept={ACCEPT} hidden data-testid="upload-file" onChange={(event) => choose(event.target.files?.[0] ?? null)} />
        {file ? (
          <Flex align="center" gap="3" wrap="wrap">
            <Text fontWeight="medium" data-testid="upload-file-name">{file.name}</Text>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="documentUpload.sizeMb" values={{ size: (file.size / 1024 / 1024).toFixed(2) }} />
            </Text>
            <Button size="xs" variant="outline" onClick={() => input.current?.click()}>
              <FormattedMessage id="documentUpload.change" />
            </Button>
            <Button size="xs" variant="ghost" onClick={() => choose(null)}>
              <FormattedMessage id="documentUpload.clear" />
            </Button>
          </Flex>
        ) : (
          <Button variant="outline" onClick={() => input.current?.click()} alignSelf="start">
            <FormattedMessage id="documentUpload.choose" />
          </Button>
        )}
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="documentUpload.hint" />
        </Text>
        <Button onClick={submit} disabled={!file || !title.trim() || uploading} alignSelf="start" data-testid="upload-submit">
          <FormattedMessage id={uploading ? 'documentUpload.analyzing' : 'documentUpload.analyze'} />
        </Button>
      </Stack>
    </Box>
  );
}
