import { Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { NotificationsTabMutation } from '../../__generated__/NotificationsTabMutation.graphql';
import type { NotificationsTabQuery, NotificationType } from '../../__generated__/NotificationsTabQuery.graphql';
import { RISK_BAND_RANGES } from '../../../../server/shared/risk-bands';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { codeOf, useMutationToasts, codeOfError } from '../../components/mutationToasts';

const TYPES: NotificationType[] = ['DOCUMENT_RECEIVED', 'HIGH_RISK', 'SIGNATURE_REQUESTED', 'DOCUMENT_DECIDED', 'REMINDER'];

const notificationsTabQuery = graphql`
  query NotificationsTabQuery {
    notificationSettings {
      emailEnabled
      slackEnabled
      slackWebhookHost
      types
    }
  }
`;

/** Every member: how their notifications reach them (email, Slack) and which types do. */
export function NotificationsTab() {
  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid="notification-settings">
      <Suspense fallback={<CenteredSpinner />}>
        <NotificationsForm />
      </Suspense>
    </Stack>
  );
}

function Switch({ checked, onChange, children, testId }: { checked: boolean; onChange(checked: boolean): void; children: React.ReactNode; testId?: string }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(change) => onChange(change.checked === true)} data-testid={testId}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function NotificationsForm() {
  const intl = useIntl();
  const settings = useLazyLoadQuery<NotificationsTabQuery>(notificationsTabQuery, {}).notificationSettings;
  const [emailEnabled, setEmail] = useState(settings.emailEnabled);
  const [slackEnabled, setSlack] = useState(settings.slackEnabled);
  const [slackWebhookUrl, setSlackUrl] = useState('');
  const [types, setTypes] = useState<NotificationType[]>([...settings.types]);
  const toasts = useMutationToasts();
  const [commit, saving] = useMutation<NotificationsTabMutation>(graphql`
    mutation NotificationsTabMutation($input: UpdateNotificationSettingsInput!) {
      updateNotificationSettings(input: $input) {
        __typename
        ... on MutationUpdateNotificationSettingsSuccess {
          settings {
            emailEnabled
            slackEnabled
            slackWebhookHost
            types
          }
        }
        ... on Error {
          code
        }
        ... on ValidationFailed {
          problems {
            code
          }
        }
      }
    }
  `);
  const save = () =>
    commit({
      variables: { input: { emailEnabled, slackEnabled, types, ...(slackWebhookUrl.trim() ? { slackWebhookUrl: slackWebhookUrl.trim() } : {}) } },
      onCompleted: ({ updateNotificationSettings: answer }, errors) => {
        if (errors?.length) return toasts.error('notifications.failed', null);
        if (answer.__typename === 'MutationUpdateNotificationSettingsSuccess') {
          setSlackUrl('');
          return toasts.success('notifications.saved');
        }
        const problem = answer.__typename === 'ValidationFailed' ? answer.problems?.[0]?.code : codeOf(answer);
        toasts.error('notifications.failed', problem);
      },
      onError: (error) => toasts.error('notifications.failed', codeOfError(error)),
    });
  const toggleType = (type: NotificationType, on: boolean) =>
    setTypes((current) => (on ? TYPES.filter((one) => one === type || current.includes(one)) : current.filter((one) => one !== type)));
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="notifications.intro" />
      </Text>
      <Stack gap="3">
        <Text fontWeight="medium">
          <FormattedMessage id="notifications.channels" />
        </Text>
        <Switch checked={emailEnabled} onChange={setEmail} testId="notify-email">
          <FormattedMessage id="notifications.email" />
        </Switch>
        <Switch checked={slackEnabled} onChange={setSlack} testId="notify-slack">
          <FormattedMessage id="notifications.slack" />
        </Switch>
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="notifications.slackUrl" />
          </Field.Label>
          <Input
            type="url"
            value={slackWebhookUrl}
            placeholder={
              settings.slackWebhookHost
                ? intl.formatMessage({ id: 'notifications.slackSaved' }, { host: settings.slackWebhookHost })
                : 'https://hooks.slack.com/services/…'
            }
            onChange={(event) => setSlackUrl(event.target.value)}
            data-testid="notify-slack-url"
          />
          <Field.HelperText>
            <FormattedMessage id="notifications.slackHelp" />
          </Field.HelperText>
        </Field.Root>
      </Stack>
      <Stack gap="3">
        <Text fontWeight="medium">
          <FormattedMessage id="notifications.types" />
        </Text>
        {TYPES.map((type) => (
          <Switch key={type} checked={types.includes(type)} onChange={(on) => toggleType(type, on)} testId={`notify-type-${type}`}>
            <FormattedMessage id={`notifications.type.${type}`} values={{ min: RISK_BAND_RANGES.DANGER.min }} />
          </Switch>
        ))}
      </Stack>
      <Button alignSelf="start" colorPalette="brand" loading={saving} onClick={save} data-testid="notify-save">
        <FormattedMessage id="notifications.save" />
      </Button>
    </>
  );
}
