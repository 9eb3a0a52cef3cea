import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { UploadPanel_settings$key } from '../../__generated__/UploadPanel_settings.graphql';
import { FileSize } from '../../components/FileSize';
import { ACCEPTED_EXTENSIONS, isAcceptedDocumentName } from '../../../../server/shared/document-files';
import { useUploadDocumentMutation } from './documentMutations';

const ACCEPT = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function UploadPanel({ query, connectionId, onUploaded }: { query: UploadPanel_settings$key; connectionId: string; onUploaded: () => void }) {
  const intl = useIntl();
  // The server's configured limit and accepted types, stated before choosing and checked as soon as a file is chosen.
  const { serviceSettings } = useFragment(
    graphql`
      fragment UploadPanel_settings on Query {
        serviceSettings {
          documentMaxBytes
        }
      }
    `,
    query,
  );
  // The limit a refused upload reported, when the server's has changed since this page loaded.
  const [reportedLimit, setReportedLimit] = useState<number | null>(null);
  const maxBytes = reportedLimit ?? serviceSettings.documentMaxBytes;
  const limit = <FileSize bytes={maxBytes} />;
  const [title, setTitle] = useState('');
  // A title typed by the user stays; one taken from the file's name follows the file chosen.
  const [titleTyped, setTitleTyped] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [senderEmail, setSenderEmail] = useState('');
  const [senderName, setSenderName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [upload, uploading] = useUploadDocumentMutation();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (!titleTyped || !title.trim()) {
      setTitle(chosen ? chosen.name.replace(/\.[^.]+$/, '') : '');
      setTitleTyped(false);
    }
  };
  const reset = () => {
    setTitle('');
    setTitleTyped(false);
    setFile(null);
    setSenderEmail('');
    setSenderName('');
    if (input.current) input.current.value = '';
  };
  // The picker offers only the accepted types, but "all files" lets any other be chosen.
  const unsupported = file !== null && !isAcceptedDocumentName(file.name);
  const tooLarge = file !== null && file.size > maxBytes;
  const refused = unsupported || tooLarge;
  const submit = () => {
    if (!file || refused || !title.trim() || uploading) return;
    upload(
      { title: title.trim(), file, senderEmail: senderEmail.trim() || null, senderName: senderName.trim() || null },
      connectionId,
      () => {
        reset();
        onUploaded();
      },
      setReportedLimit,
    );
  };

  return (
    // A file dropped on the form is chosen as the picker would choose it (and checked the same way),
    // rather than opened by the browser in place of the page.
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="white"
      borderColor={dragging ? 'brand.500' : undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(false);
        choose(event.dataTransfer.files[0] ?? null);
      }}
      data-testid="upload-panel"
    >
      <Stack gap="3">
        <Heading size="md">
          <FormattedMessage id="documentUpload.title" />
        </Heading>
        <label>
          <Text fontSize="sm" mb="1">
            <FormattedMessage id="documentUpload.documentTitle" />
          </Text>
          <Input
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleTyped(true);
            }}
            placeholder={intl.formatMessage({ id: 'documentUpload.titlePlaceholder' })}
            name="title"
          />
        </label>
        <Flex gap="3" wrap="wrap">
          <label style={{ flex: '1 1 14rem' }}>
            <Text fontSize="sm" mb="1">
              <FormattedMessage id="documentUpload.senderEmail" />
            </Text>
            {/* Not type="email": Chromium hands over an accented domain in its ASCII form (xn--…), which
                would then name the sender. The e-mail keyboard is kept on phones. */}
            <Input
              type="text"
              inputMode="email"
              value={senderEmail}
              onChange={(event) => setSenderEmail(event.target.value)}
              name="senderEmail"
              autoComplete="off"
              data-testid="upload-sender-email"
            />
          </label>
          <label style={{ flex: '1 1 14rem' }}>
            <Text fontSize="sm" mb="1">
              <FormattedMessage id="documentUpload.senderName" />
            </Text>
            <Input
              value={senderName}
              onChange={(event) => setSenderName(event.target.value)}
              name="senderName"
              autoComplete="organization"
              data-testid="upload-sender-name"
            />
          </label>
        </Flex>
        <Text fontSize="xs" color="fg.muted" mt="-2">
          <FormattedMessage id="documentUpload.senderHint" />
        </Text>
        <input ref={input} type="file" accept={ACCEPT} hidden data-testid="upload-file" onChange={(event) => choose(event.target.files?.[0] ?? null)} />
        {file ? (
          <Flex align="center" gap="3" wrap="wrap">
            <Text fontWeight="medium" data-testid="upload-file-name">
              {file.name}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              <FileSize bytes={file.size} />
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
        {unsupported ? (
          <Text fontSize="sm" color="red.600" role="alert" data-testid="upload-unsupported">
            <FormattedMessage id="errors.UNSUPPORTED_FILE_TYPE" />
          </Text>
        ) : tooLarge && file ? (
          <Text fontSize="sm" color="red.600" role="alert" data-testid="upload-too-large">
            <FormattedMessage id="common.fileTooLarge" values={{ name: file.name, limit }} />
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted" data-testid="upload-hint">
            <FormattedMessage id="documentUpload.hint" values={{ limit }} />
          </Text>
        )}
        <Button onClick={submit} disabled={!file || refused || !title.trim() || uploading} alignSelf="start" data-testid="upload-submit">
          <FormattedMessage id={uploading ? 'documentUpload.analyzing' : 'documentUpload.analyze'} />
        </Button>
      </Stack>
    </Box>
  );
}
