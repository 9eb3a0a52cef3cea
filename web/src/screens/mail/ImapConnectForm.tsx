import { Box, Button, Field, Heading, Input, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConnectImapAccountMutation } from './mailMutations';

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

/** Connects a mailbox by IMAP with its password: checked here first, then by the server; emptied and `onConnected` called once it is connected. */
export function ImapConnectForm({ onConnected }: { onConnected(): void }) {
  const intl = useIntl();
  const [connectImap, connecting] = useConnectImapAccountMutation();
  const [form, setForm] = useState<ImapForm>(EMPTY_FORM);
  const [shown, setShown] = useState<Partial<Record<keyof ImapForm, string>>>({});

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
        onConnected();
      },
    );
  };
  const problem = (name: keyof ImapForm) => shown[name] && <Field.ErrorText>{intl.formatMessage({ id: shown[name] })}</Field.ErrorText>;

  return (
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
              <Switch.Root
                checked={form.imapSecure}
                onCheckedChange={(event) => setForm((current) => ({ ...current, imapSecure: event.checked }))}
                data-testid="imap-imapSecure"
              >
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
  );
}
