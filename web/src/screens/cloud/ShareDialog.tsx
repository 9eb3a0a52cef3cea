import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { ShareDialogCreateMutation } from '../../__generated__/ShareDialogCreateMutation.graphql';
import type { ShareDialogQuery } from '../../__generated__/ShareDialogQuery.graphql';
import type { ShareDialogRevokeMutation } from '../../__generated__/ShareDialogRevokeMutation.graphql';
import { codeOf, useMutationToasts, codeOfError } from '../../components/mutationToasts';

const DAYS = [1, 7, 30, 90];

/** Share links of one stored file: make one (expiry, optional password; its address shown once, to copy), and revoke. */
export function ShareDialog({ file, onClose }: { file: { id: string; name: string }; onClose(): void }) {
  const intl = useIntl();
  const toasts = useMutationToasts();
  const [fetchKey, setFetchKey] = useState(0);
  const [days, setDays] = useState(7);
  const [password, setPassword] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const { cloudShareLinks } = useLazyLoadQuery<ShareDialogQuery>(
    graphql`
      query ShareDialogQuery($fileId: ID!) {
        cloudShareLinks(fileId: $fileId) {
          id
          expiresAt
          revokedAt
          downloadCount
          hasPassword
        }
      }
    `,
    { fileId: file.id },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [create, creating] = useMutation<ShareDialogCreateMutation>(graphql`
    mutation ShareDialogCreateMutation($fileId: ID!, $expiresInDays: Int, $password: String) {
      createCloudShareLink(fileId: $fileId, expiresInDays: $expiresInDays, password: $password) {
        __typename
        ... on MutationCreateCloudShareLinkSuccess { share { url } }
        ... on Error { code }
      }
    }
  `);
  const [revoke] = useMutation<ShareDialogRevokeMutation>(graphql`
    mutation ShareDialogRevokeMutation($id: ID!) {
      revokeCloudShareLink(id: $id) { __typename ... on Error { code } }
    }
  `);
  const now = Date.now();
  return (
    <Box
      role="dialog"
      aria-label={intl.formatMessage({ id: 'cloud.shareTitle' }, { name: file.name })}
      bg="white"
      borderWidth="1px"
      rounded="lg"
      p="4"
      shadow="md"
      data-testid="cloud-share-dialog"
    >
      <Stack gap="3">
        <Text fontWeight="semibold" truncate>
          <FormattedMessage id="cloud.shareTitle" values={{ name: file.name }} />
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <NativeSelect.Root size="sm" width={{ base: 'full', sm: 'auto' }} minW="8rem">
            <NativeSelect.Field
              aria-label={intl.formatMessage({ id: 'cloud.shareExpiry' })}
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {DAYS.map((each) => (
                <option key={each} value={each}>
                  {intl.formatMessage({ id: 'cloud.shareDays' }, { days: each })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            size="sm"
            type="password"
            autoComplete="new-password"
            placeholder={intl.formatMessage({ id: 'cloud.sharePassword' })}
            aria-label={intl.formatMessage({ id: 'cloud.sharePassword' })}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            size="sm"
            colorPalette="blue"
            loading={creating}
            data-testid="cloud-share-create"
            onClick={() =>
              create({
                variables: { fileId: file.id, expiresInDays: days, password: password || null },
                onCompleted: ({ createCloudShareLink: answer }) => {
                  if (answer.__typename !== 'MutationCreateCloudShareLinkSuccess' || !answer.share) return toasts.error('cloud.shareFailed', codeOf(answer));
                  setUrl(answer.share.url);
                  setPassword('');
                  setFetchKey((key) => key + 1);
                },
                onError: (error) => toasts.error('cloud.shareFailed', codeOfError(error)),
              })
            }
          >
            <FormattedMessage id="cloud.shareCreate" />
          </Button>
        </Stack>
        {url && (
          <HStack gap="2">
            <Input size="sm" readOnly value={url} aria-label={intl.formatMessage({ id: 'cloud.shareLink' })} data-testid="cloud-share-url" />
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard?.writeText(url).then(
                  () => toasts.success('cloud.copied'),
                  () => undefined,
                )
              }
            >
              <FormattedMessage id="cloud.copy" />
            </Button>
          </HStack>
        )}
        <Stack gap="1">
          {cloudShareLinks.map((link) => {
            const state = link.revokedAt ? 'revoked' : new Date(link.expiresAt).getTime() <= now ? 'expired' : 'active';
            return (
              <HStack key={link.id} gap="2" wrap="wrap" fontSize="sm">
                <Badge colorPalette={state === 'active' ? 'green' : 'gray'}>{intl.formatMessage({ id: `cloud.shareStates.${state}` })}</Badge>
                <Text>{intl.formatMessage({ id: 'cloud.shareUntil' }, { date: intl.formatDate(link.expiresAt, { dateStyle: 'medium' }) })}</Text>
                <Text color="fg.muted">{intl.formatMessage({ id: 'cloud.shareDownloads' }, { count: link.downloadCount })}</Text>
                {link.hasPassword && <Badge variant="outline">{intl.formatMessage({ id: 'cloud.shareProtected' })}</Badge>}
                {state === 'active' && (
                  <Button
                    size="2xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => revoke({ variables: { id: link.id }, onCompleted: () => setFetchKey((key) => key + 1) })}
                  >
                    <FormattedMessage id="cloud.shareRevoke" />
                  </Button>
                )}
              </HStack>
            );
          })}
        </Stack>
        <Button size="sm" variant="ghost" alignSelf="end" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </Stack>
    </Box>
  );
}
