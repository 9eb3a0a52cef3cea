import { Alert, Box, Button, Container, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { toaster } from '../../components/toaster';
import { Honeypot } from '../auth/Honeypot';
import { useSendContactMessageMutation } from './useSendContactMessageMutation';

const SUBJECTS = ['DEMO', 'SUPPORT', 'BILLING', 'PARTNERSHIP', 'OTHER'] as const;
type Subject = (typeof SUBJECTS)[number];
type FieldName = 'name' | 'email' | 'company' | 'subject' | 'message';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMPTY = { name: '', email: '', company: '', subject: '' as Subject | '', message: '' };

/** The form as the pricing page opens it for an offer sold by the team (`?plan=ENTERPRISE&seats=…&cycle=…&company=…`). */
function prefilledForm(search: URLSearchParams, intl: IntlShape): typeof EMPTY {
  if (search.get('plan') !== 'ENTERPRISE') return EMPTY;
  const seats = Math.max(1, Number.parseInt(search.get('seats') ?? '1', 10) || 1);
  return {
    ...EMPTY,
    company: search.get('company')?.slice(0, 200) ?? '',
    subject: 'DEMO',
    message: intl.formatMessage({ id: 'contact.enterpriseRequest' }, { seats, cycle: search.get('cycle') === 'MONTHLY' ? 'MONTHLY' : 'ANNUAL' }),
  };
}

/** The same rules as the server, checked before sending so mistakes show at once. */
function problemsOf(form: typeof EMPTY): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {};
  if (!form.name.trim()) problems.name = 'REQUIRED';
  if (!form.email.trim()) problems.email = 'REQUIRED';
  else if (!EMAIL.test(form.email.trim())) problems.email = 'INVALID_EMAIL';
  if (!form.subject) problems.subject = 'REQUIRED';
  if (!form.message.trim()) problems.message = 'REQUIRED';
  else if (form.message.length > 5000) problems.message = 'TOO_LONG';
  return problems;
}

export function ContactScreen() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const [form, setForm] = useState(() => prefilledForm(search, intl));
  const [website, setWebsite] = useState('');
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [sent, setSent] = useState(false);
  const [send, sending] = useSendContactMessageMutation();
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));
  const errorOf = (field: FieldName) => (problems[field] ? intl.formatMessage({ id: `contact.errors.${problems[field]}` }) : undefined);
  const fail = (description: string) => toaster.create({ type: 'error', title: intl.formatMessage({ id: 'common.error' }), description });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    send({
      variables: { input: { ...form, subject: form.subject as Subject, company: form.company || null, website: website || null } },
      onCompleted: ({ sendContactMessage: result }) => {
        if (result.__typename === 'MutationSendContactMessageSuccess') {
          setSent(true);
          setForm(EMPTY);
        } else if (result.__typename === 'ValidationFailed') {
          setProblems(Object.fromEntries((result.problems ?? []).map((problem) => [problem.path.replace('input.', ''), problem.code])));
        } else if (result.__typename !== '%other' && 'code' in result && result.code === 'RATE_LIMITED') {
          fail(intl.formatMessage({ id: 'contact.rateLimited' }));
        } else fail(intl.formatMessage({ id: 'contact.failed' }));
      },
      onError: () => {
        fail(intl.formatMessage({ id: 'contact.failed' }));
      },
    });
  }

  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <SimpleGrid columns={{ base: 1, md: 5 }} gap="10">
        <Stack gap="4" gridColumn={{ md: 'span 2' }}>
          <Heading as="h1" size="3xl">
            <FormattedMessage id="contact.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="contact.intro" />
          </Text>
          <Box bg="white" borderWidth="1px" rounded="lg" p="4">
            <Text fontWeight="semibold">
              <FormattedMessage id="contact.slaTitle" />
            </Text>
            <Text color="fg.muted">
              <FormattedMessage id="contact.sla" />
            </Text>
          </Box>
        </Stack>
        <Box gridColumn={{ md: 'span 3' }} bg="white" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }} position="relative">
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              {sent && (
                <Alert.Root status="success" data-testid="contact-sent">
                  <Alert.Indicator />
                  <Alert.Title>
                    <FormattedMessage id="contact.sent" />
                  </Alert.Title>
                </Alert.Root>
              )}
              <Field.Root required invalid={Boolean(problems.name)}>
                <Field.Label>
                  <FormattedMessage id="contact.name" />
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input name="name" value={form.name} onChange={set('name')} autoComplete="name" maxLength={120} />
                <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={Boolean(problems.email)}>
                <Field.Label>
                  <FormattedMessage id="contact.email" />
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input name="email" type="email" value={form.email} onChange={set('email')} autoComplete="email" maxLength={254} />
                <Field.ErrorText>{errorOf('email')}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(problems.company)}>
                <Field.Label>
                  <FormattedMessage id="contact.company" />
                </Field.Label>
                <Input name="organization" value={form.company} onChange={set('company')} autoComplete="organization" maxLength={200} />
                <Field.ErrorText>{errorOf('company')}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={Boolean(problems.subject)}>
                <Field.Label>
                  <FormattedMessage id="contact.subject" />
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name="subject" value={form.subject} onChange={set('subject')} data-testid="contact-subject">
                    <option value="">{intl.formatMessage({ id: 'contact.chooseSubject' })}</option>
                    {SUBJECTS.map((subject) => (
                      <option key={subject} value={subject}>
                        {intl.formatMessage({ id: `contact.subjects.${subject}` })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errorOf('subject')}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={Boolean(problems.message)}>
                <Field.Label>
                  <FormattedMessage id="contact.message" />
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea name="message" rows={6} value={form.message} onChange={set('message')} maxLength={5000} />
                <Field.ErrorText>{errorOf('message')}</Field.ErrorText>
              </Field.Root>
              <Honeypot value={website} onChange={setWebsite} />
              <Button type="submit" colorPalette="brand" loading={sending} alignSelf="flex-start">
                <FormattedMessage id="contact.send" />
              </Button>
            </Stack>
          </form>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
