import { Alert, Badge, Box, Button, Dialog, Field, Flex, Grid, Heading, HStack, Input, NativeSelect, Portal, SimpleGrid, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import type { MailConnectScreenQuery } from '../../__generated__/MailConnectScreenQuery.graphql';
import { errorMessageId, isErrorCode } from '../../../../server/shared/error-codes';
import { toaster } from '../../components/toaster';
import { RiskBadge } from '../documents/DocumentBadges';
import { RelativeDay } from '../insights/InsightParts';
import {
  MAIL_AUTH_STATE_KEY,
  useConnectImapAccountMutation,
  useDisconnectMailAccountMutation,
  useSetMailAccountStatusMutation,
  useStartMailOAuthMutation,
  useTestMailAccountConnectionMutation,
} from './mailMutations';

export const mailConnectScreenQuery = graphql`
  query MailConnectScreenQuery($accountId: ID) {
    authProviders {
      google
      microsoft
    }
    mailAccounts {
      id
      email
      provider
      status
      lastSyncAt
      lastError
    }
    mailMessages(accountId: $accountId, first: 100) {
      id
      fromAddress
      fromName
      subject
      receivedAt
      hasAttachments
      attachmentNames
      processed
      account {
        email
      }
      documents {
        id
        title
        riskScore
      }
    }
  }
`;

export const mailConnectVariables = (search: URLSearchParams) => ({ accountId: search.get('account') || null });

const PROVIDER_LABEL: Record<string, string> = { GMAIL: 'Gmail', MICROSOFT: 'Outlook', IMAP: 'IMAP' };

interface ImapForm {
  email: string;
  password: string;
  imapHost: string;
  imapPort: string;
  imapSecure: boolean;
  smtpHost: string;
}

const EMPTY_FORM: ImapForm = { email: '', password: '', imapHost: '', imapPort: '993', imapSecure: true, smtpHost: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required fields, a shaped address and a numeric port, before anything is sent. */
function imapProblems(form: ImapForm): Partial<Record<keyof ImapForm, string>> {
  const problems: Partial<Record<keyof ImapForm, string>> = {};
  if (!form.email.trim()) problems.email = 'mail.imap.required';
  else if (!EMAIL.test(form.email.trim())) problems.email = 'mail.imap.invalidEmail';
  if (!form.password) problems.password = 'mail.imap.required';
  if (!form.imapHost.trim()) problems.imapHost = 'mail.imap.required';
  if (!form.imapPort.trim()) problems.imapPort = 'mail.imap.required';
  else if (!/^\d+$/.test(form.imapPort.trim()) || Number(form.imapPort) < 1 || Number(form.imapPort) > 65535) problems.imapPort = 'mail.imap.invalidPort';
  return problems;
}

/** /mail-connect: the user's mailboxes (connect, pause, test, disconnect) and the messages they brought in. */
export function MailConnectScreen() {
  const intl = useIntl();
  const data = usePreloadedQuery<MailConnectScreenQuery>(mailConnectScreenQuery, useLoaderData() as PreloadedQuery<MailConnectScreenQuery>);
  const configured = { GMAIL: data.authProviders.google, MICROSOFT: data.authProviders.microsoft };
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const [search, setSearch] = useSearchParams();
  const [startOAuth, redirecting] = useStartMailOAuthMutation();
  const [setStatus] = useSetMailAccountStatusMutation();
  const [disconnect, disconnecting] = useDisconnectMailAccountMutation();
  const [test, testing] = useTestMailAccountConnectionMutation();
  const [connectImap, connecting] = useConnectImapAccountMutation();
  const [form, setForm] = useState<ImapForm>(EMPTY_FORM);
  const [shown, setShown] = useState<Partial<Record<keyof ImapForm, string>>>({});
  const [confirming, setConfirming] = useState<{ id: string; email: string } | null>(null);

  // Back from the provider: say how it went once, then clean the address.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    const connected = search.get('connected');
    const error = search.get('error');
    if (!connected && !error) return;
    announced.current = true;
    try {
      sessionStorage.removeItem(MAIL_AUTH_STATE_KEY);
    } catch {
      // Nothing stored.
    }
    if (connected) toaster.create({ type: 'success', title: intl.formatMessage({ id: 'common.success' }), description: intl.formatMessage({ id: 'mail.toast.oauthConnected' }, { provider: PROVIDER_LABEL[connected.toUpperCase()] ?? connected }) });
    else {
      const known = isErrorCode(error) ? intl.formatMessage({ id: errorMessageId(error) }) : undefined;
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'mail.errors.oauth' }), description: known });
    }
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('connected');
      next.delete('error');
      return next;
    }, { replace: true });
  }, [intl, search, setSearch]);

  const field = (name: keyof ImapForm) => ({
    value: String(form[name]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm((current) => ({ ...current, [name]: event.target.value })),
    name,
    'data-testid': `imap-${name}`,
  });
  const submitImap = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = imapProblems(form);
    setShown(problems);
    if (Object.keys(problems).length > 0 || connecting) return;
    connectImap(
      {
        email: form.email.trim(),
        password: form.password,
        imapHost: form.imapHost.trim(),
        imapPort: Number(form.imapPort),
        imapSecure: form.imapSecure,
        smtpHost: form.smtpHost.trim() || null,
        smtpPort: 465,
        smtpSecure: true,
      },
      () => {
        setForm(EMPTY_FORM);
        refresh();
      },
    );
  };
  const problem = (name: keyof ImapForm) => shown[name] && <Field.ErrorText>{intl.formatMessage({ id: shown[name] })}</Field.ErrorText>;
  const accountFilter = search.get('account') ?? '';

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="nav.mailConnect" />
      </Heading>

      <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p="5" data-testid="mail-accounts">
        <Heading as="h2" size="md">
          <FormattedMessage id="mail.accounts.title" />
        </Heading>
        {data.mailAccounts.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="mail.accounts.none" />
          </Text>
        ) : (
          data.mailAccounts.map((account) => (
            <Flex key={account.id} justify="space-between" align="center" wrap="wrap" gap="3" borderBottomWidth="1px" pb="3" data-testid="mail-account" data-email={account.email}>
              <Stack gap="0">
                <HStack gap="2">
                  <Text fontWeight="medium">{account.email}</Text>
                  <Badge variant="outline">{PROVIDER_LABEL[account.provider]}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {account.lastSyncAt ? (
                    <FormattedMessage id="mail.accounts.lastSync" values={{ date: <FormattedDate value={account.lastSyncAt} dateStyle="medium" timeStyle="short" /> }} />
                  ) : (
                    <FormattedMessage id="mail.accounts.neverSynced" />
                  )}
                </Text>
                {account.lastError && (
                  <Text fontSize="sm" color="red.600" data-testid="mail-account-error">
                    <FormattedMessage id="mail.accounts.lastError" values={{ error: account.lastError }} />
                  </Text>
                )}
              </Stack>
              <HStack gap="3">
                <Switch.Root
                  checked={account.status === 'ACTIVE'}
                  onCheckedChange={(event) => setStatus(account.id, event.checked ? 'ACTIVE' : 'PAUSED')}
                  data-testid="mail-account-switch"
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>
                    <FormattedMessage id={account.status === 'ACTIVE' ? 'mail.accounts.active' : 'mail.accounts.inactive'} />
                  </Switch.Label>
                </Switch.Root>
                <Button size="sm" variant="outline" loading={testing} onClick={() => test(account.id)} data-testid="mail-account-test">
                  <FormattedMessage id="mail.accounts.test" />
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming({ id: account.id, email: account.email })} data-testid="mail-account-disconnect">
                  <FormattedMessage id="mail.accounts.disconnect" />
                </Button>
              </HStack>
            </Flex>
          ))
        )}
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {(['GMAIL', 'MICROSOFT'] as const).map((provider) => (
          <Stack key={provider} gap="3" bg="white" borderWidth="1px" rounded="lg" p="5" data-testid={`connect-${provider.toLowerCase()}`}>
            <Heading as="h3" size="sm">
              <FormattedMessage id={`mail.providers.${provider}.title`} />
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id={`mail.providers.${provider}.body`} />
            </Text>
            {/* The same OAuth clients as sign-in: a provider without one says so rather than fail. */}
            <Button
              onClick={() => startOAuth(provider)}
              loading={redirecting}
              disabled={!configured[provider]}
              alignSelf="start"
              maxW="full"
              height="auto"
              minH="10"
              whiteSpace="normal"
              textAlign="start"
              data-testid="connect-oauth"
            >
              {configured[provider] ? (
                <FormattedMessage id="mail.providers.connect" values={{ provider: PROVIDER_LABEL[provider] }} />
              ) : (
                <FormattedMessage id="mail.providers.notConfigured" values={{ action: <FormattedMessage id="mail.providers.connect" values={{ provider: PROVIDER_LABEL[provider] }} /> }} />
              )}
            </Button>
          </Stack>
        ))}
        <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p="5" gridColumn={{ md: 'span 1' }}>
          <Heading as="h3" size="sm">
            <FormattedMessage id="mail.providers.IMAP.title" />
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="mail.providers.IMAP.body" />
          </Text>
        </Stack>
      </SimpleGrid>

      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
        <Box bg="white" borderWidth="1px" rounded="lg" p="5">
          <form onSubmit={submitImap} noValidate data-testid="imap-form">
          <Stack gap="4">
            <Heading as="h2" size="md">
              <FormattedMessage id="mail.imap.title" />
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root required invalid={Boolean(shown.email)}>
                <Field.Label>
                  <FormattedMessage id="mail.imap.email" />
                </Field.Label>
                <Input type="email" autoComplete="email" {...field('email')} />
                {problem('email')}
              </Field.Root>
              <Field.Root required invalid={Boolean(shown.password)}>
                <Field.Label>
                  <FormattedMessage id="mail.imap.password" />
                </Field.Label>
                <Input type="password" autoComplete="current-password" {...field('password')} />
                {problem('password')}
              </Field.Root>
              <Field.Root required invalid={Boolean(shown.imapHost)}>
                <Field.Label>
                  <FormattedMessage id="mail.imap.imapHost" />
                </Field.Label>
                <Input placeholder="imap.example.com" {...field('imapHost')} />
                {problem('imapHost')}
              </Field.Root>
              <Field.Root required invalid={Boolean(shown.imapPort)}>
                <Field.Label>
                  <FormattedMessage id="mail.imap.imapPort" />
                </Field.Label>
                <Input inputMode="numeric" {...field('imapPort')} />
                {problem('imapPort')}
              </Field.Root>
              <Field.Root>
                <Switch.Root checked={form.imapSecure} onCheckedChange={(event) => setForm((current) => ({ ...current, imapSecure: event.checked }))} data-testid="imap-imapSecure">
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>
                    <FormattedMessage id="mail.imap.ssl" />
                  </Switch.Label>
                </Switch.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>
                  <FormattedMessage id="mail.imap.smtpHost" />
                </Field.Label>
                <Input placeholder="smtp.example.com" {...field('smtpHost')} />
              </Field.Root>
            </SimpleGrid>
            <Button type="submit" loading={connecting} alignSelf="start" data-testid="imap-submit">
              <FormattedMessage id="mail.imap.submit" />
            </Button>
          </Stack>
          </form>
        </Box>
        <Alert.Root status="info" data-testid="security-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="mail.security.title" />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage id="mail.security.body" />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Grid>

      <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p="5" data-testid="mail-messages">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h2" size="md">
            <FormattedMessage id="mail.messages.title" />
          </Heading>
          <NativeSelect.Root size="sm" maxW="xs">
            <NativeSelect.Field
              value={accountFilter}
              onChange={(event) => setSearch(event.target.value ? { account: event.target.value } : {}, { replace: true })}
              aria-label={intl.formatMessage({ id: 'mail.messages.filter' })}
              data-testid="mail-messages-filter"
            >
              <option value="">{intl.formatMessage({ id: 'mail.messages.allAccounts' })}</option>
              {data.mailAccounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.email}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Flex>
        {data.mailMessages.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="mail.messages.none" />
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {['from', 'subject', 'received', 'attachments', 'processed'].map((column) => (
                    <Table.ColumnHeader key={column}>
                      <FormattedMessage id={`mail.messages.columns.${column}`} />
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.mailMessages.map((message) => (
                  <Table.Row key={message.id} data-testid="mail-message">
                    <Table.Cell>
                      <Text fontWeight="medium">{message.fromName || message.fromAddress}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {message.fromAddress}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{message.subject || <FormattedMessage id="mail.messages.noSubject" />}</Table.Cell>
                    <Table.Cell>
                      <RelativeDay date={message.receivedAt} />
                    </Table.Cell>
                    <Table.Cell>{message.hasAttachments ? message.attachmentNames.join(', ') : '—'}</Table.Cell>
                    <Table.Cell>
                      {message.processed ? (
                        <Stack gap="1">
                          <Badge colorPalette="green" variant="subtle" alignSelf="start">
                            <FormattedMessage id="mail.messages.processed" />
                          </Badge>
                          {message.documents.map((document) => (
                            <HStack key={document.id} gap="2">
                              <Link to={`/documents?document=${encodeURIComponent(document.id)}`}>{document.title}</Link>
                              <RiskBadge score={document.riskScore} />
                            </HStack>
                          ))}
                        </Stack>
                      ) : (
                        <Badge variant="outline">
                          <FormattedMessage id="mail.messages.pending" />
                        </Badge>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>

      <Dialog.Root open={confirming !== null} onOpenChange={(event) => !event.open && setConfirming(null)} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="disconnect-dialog">
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="mail.disconnect.title" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormattedMessage id="mail.disconnect.body" values={{ email: confirming?.email ?? '' }} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirming(null)}>
                  <FormattedMessage id="mail.disconnect.cancel" />
                </Button>
                <Button
                  colorPalette="red"
                  loading={disconnecting}
                  data-testid="disconnect-confirm"
                  onClick={() =>
                    confirming &&
                    disconnect(confirming.id, () => {
                      setConfirming(null);
                      refresh();
                    })
                  }
                >
                  <FormattedMessage id="mail.disconnect.confirm" />
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
