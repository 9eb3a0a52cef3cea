import { Badge, Box, Button, Checkbox, Code, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ApiAccessCard_apiKey$key } from '../../__generated__/ApiAccessCard_apiKey.graphql';
import type { ApiAccessCardQuery } from '../../__generated__/ApiAccessCardQuery.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AccountCard } from './AccountCard';
import { useCreateApiKeyMutation, useRevokeApiKeyMutation } from './apiKeyMutations';

const SCOPES = ['READ', 'WRITE', 'SIGN'] as const;

const apiAccessCardQuery = graphql`
  query ApiAccessCardQuery {
    apiKeys {
      id
      ...ApiAccessCard_apiKey
    }
  }
`;

/** Admins: keys of the public API (created, listed by prefix, revoked); webhooks are in the Integrations tab. */
export function ApiAccessCard() {
  return (
    <AccountCard titleId="account.api.title">
      <Suspense fallback={<CenteredSpinner />}>
        <ApiAccess />
      </Suspense>
    </AccountCard>
  );
}

function ApiAccess() {
  const intl = useIntl();
  const data = useLazyLoadQuery<ApiAccessCardQuery>(apiAccessCardQuery, {}, { fetchPolicy: 'store-and-network' });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['READ']);
  const [created, setCreated] = useState<string | null>(null);
  const [create, creating] = useCreateApiKeyMutation();
  const [revoke, revokingNow] = useRevokeApiKeyMutation();

  const submit = () =>
    create({ name, scopes: scopes as Array<(typeof SCOPES)[number]> }, (key) => {
      setCreated(key);
      setName('');
    });
  const [revoking, setRevoking] = useState<string | null>(null);

  return (
    <Stack gap="4" data-testid="api-access">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="account.api.intro" />
      </Text>
      {created && (
        <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="3" data-testid="api-key-created">
          <Text fontSize="sm" fontWeight="medium">
            <FormattedMessage id="account.api.copyNow" />
          </Text>
          <Code wordBreak="break-all" data-testid="api-key-value">
            {created}
          </Code>
        </Box>
      )}
      <Stack gap="2">
        <Input
          aria-label={intl.formatMessage({ id: 'account.api.name' })}
          placeholder={intl.formatMessage({ id: 'account.api.name' })}
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
        />
        <HStack gap="4" wrap="wrap">
          {SCOPES.map((scope) => (
            <Checkbox.Root
              key={scope}
              checked={scopes.includes(scope)}
              onCheckedChange={(change) => setScopes((current) => (change.checked === true ? [...current, scope] : current.filter((one) => one !== scope)))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id={`account.api.scopes.${scope}`} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
        <Button alignSelf="start" colorPalette="brand" onClick={submit} loading={creating} disabled={!name.trim() || scopes.length === 0}>
          <FormattedMessage id="account.api.create" />
        </Button>
      </Stack>
      {data.apiKeys.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="account.api.none" />
        </Text>
      ) : (
        <Table.Root size="sm">
          <Table.Body>
            {data.apiKeys.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key.id)} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={<FormattedMessage id="account.api.revokeTitle" />}
        body={<FormattedMessage id="account.api.revokeConfirm" />}
        confirm={<FormattedMessage id="account.api.revoke" />}
        busy={revokingNow}
        onConfirm={() => revoking && revoke(revoking, () => setRevoking(null))}
        onClose={() => setRevoking(null)}
        testId="revoke-key-dialog"
      />
    </Stack>
  );
}

/** One key as the list shows it; the mutation that creates a key reads the same fields back (apiKeyMutations.ts). */
function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiAccessCard_apiKey$key; onRevoke(): void }) {
  const intl = useIntl();
  const key = useFragment(
    graphql`
      fragment ApiAccessCard_apiKey on ApiKey {
        id
        name
        prefix
        scopes
        createdAt
        lastUsedAt
        revokedAt
        createdByName
      }
    `,
    apiKey,
  );
  const lastUsed = key.lastUsedAt ? intl.formatDate(key.lastUsedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  return (
    <Table.Row data-testid="api-key-row">
      <Table.Cell>
        <Text fontWeight="medium">{key.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          <Code>{key.prefix}…</Code> · {key.scopes.map((scope) => intl.formatMessage({ id: `account.api.scopes.${scope}` })).join(', ')}
        </Text>
        <Text fontSize="xs" color="fg.muted" data-testid="api-key-author">
          <FormattedMessage id="account.api.createdBy" values={{ name: key.createdByName, date: intl.formatDate(key.createdAt, { dateStyle: 'medium' }) }} />
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="account.api.lastUsed" values={{ date: lastUsed }} />
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end">
        {key.revokedAt ? (
          <Badge colorPalette="gray">
            <FormattedMessage id="account.api.revokedBadge" />
          </Badge>
        ) : (
          <Button size="xs" variant="outline" colorPalette="red" onClick={onRevoke}>
            <FormattedMessage id="account.api.revoke" />
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
