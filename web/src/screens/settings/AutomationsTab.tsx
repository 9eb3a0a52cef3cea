import { Badge, Button, Field, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'react-router';
import {
  AUTOMATION_DOCUMENT_TYPES,
  AUTOMATION_SENDER_STATUSES,
  riskRangeProblem,
  type AutomationDocumentType,
  type AutomationSenderStatus,
} from '../../../../server/shared/automation-rules';
import { RISK_BANDS, RISK_BAND_RANGES, RISK_MAX, RISK_MIN, type RiskBand } from '../../../../server/shared/risk-bands';
import type { AutomationsTabMutation } from '../../__generated__/AutomationsTabMutation.graphql';
import type { AutomationsTabQuery } from '../../__generated__/AutomationsTabQuery.graphql';
import type { AutomationsTab_rule$data, AutomationsTab_rule$key } from '../../__generated__/AutomationsTab_rule.graphql';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { codeOf, useMutationToasts, codeOfError } from '../../components/mutationToasts';

const automationsQuery = graphql`
  query AutomationsTabQuery {
    viewer {
      role
    }
    automationRules {
      id
      ...AutomationsTab_rule
    }
  }
`;

const ruleFragment = graphql`
  fragment AutomationsTab_rule on AutomationRule {
    id
    kind
    enabled
    documentType
    riskMin
    riskMax
    senderStatus
    enabledByName
    enabledAt
    lastRuns {
      at
      outcome
      reason
      documentId
      documentTitle
    }
  }
`;

const SENDER_CHOICES = ['ANY', ...AUTOMATION_SENDER_STATUSES] as const;
const KNOWN_REASONS = new Set(['RULE_DISABLED', 'ENABLER_NOT_ADMIN', 'DECIDED']);

/** The band a range is exactly, or CUSTOM. */
function bandOf(riskMin: number, riskMax: number): RiskBand | 'CUSTOM' {
  return RISK_BANDS.find((band) => RISK_BAND_RANGES[band].min === riskMin && RISK_BAND_RANGES[band].max === riskMax) ?? 'CUSTOM';
}

/** Managers: the organization's three automations, their conditions, switch and latest runs. */
export function AutomationsTab() {
  return (
    <Stack gap="4" data-testid="automations-settings">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="automations.intro" />
      </Text>
      <Suspense fallback={<CenteredSpinner />}>
        <AutomationRules />
      </Suspense>
    </Stack>
  );
}

function AutomationRules() {
  const { viewer, automationRules } = useLazyLoadQuery<AutomationsTabQuery>(automationsQuery, {});
  return (
    <>
      {automationRules.map((rule) => (
        <AutomationRuleCard key={rule.id} rule={rule} isAdmin={viewer?.role === 'ADMIN'} />
      ))}
    </>
  );
}

function AutomationRuleCard({ rule: key, isAdmin }: { rule: AutomationsTab_rule$key; isAdmin: boolean }) {
  const rule = useFragment(ruleFragment, key);
  const readOnly = rule.kind === 'AUTO_SIGN' && !isAdmin;
  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid={`automation-${rule.kind}`}>
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1" flex="1" minW="60">
          <Heading as="h2" size="md">
            <FormattedMessage id={`automations.kind.${rule.kind}.title`} />
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id={`automations.kind.${rule.kind}.description`} />
          </Text>
        </Stack>
        <Badge colorPalette={rule.enabled ? 'green' : 'gray'} data-testid="automation-state">
          <FormattedMessage id={rule.enabled ? 'automations.enabled' : 'automations.disabled'} />
        </Badge>
      </HStack>
      {rule.enabled && rule.enabledByName && rule.enabledAt && (
        <Text fontSize="sm" data-testid="automation-enabled-by">
          <FormattedMessage
            id="automations.enabledBy"
            values={{ name: rule.enabledByName, date: <FormattedDate value={rule.enabledAt} dateStyle="long" timeStyle="short" /> }}
          />
        </Text>
      )}
      {readOnly && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="automations.adminOnly" />
        </Text>
      )}
      <RuleForm rule={rule} readOnly={readOnly} />
      <LastRuns runs={rule.lastRuns} />
    </Stack>
  );
}

function RuleForm({ rule, readOnly }: { rule: AutomationsTab_rule$data; readOnly: boolean }) {
  const intl = useIntl();
  const toasts = useMutationToasts();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [documentType, setDocumentType] = useState<string>(rule.documentType);
  const [band, setBand] = useState<RiskBand | 'CUSTOM'>(bandOf(rule.riskMin, rule.riskMax));
  const [riskMin, setRiskMin] = useState(String(rule.riskMin));
  const [riskMax, setRiskMax] = useState(String(rule.riskMax));
  const [sender, setSender] = useState<string>(rule.senderStatus ?? 'ANY');
  const [commit, saving] = useMutation<AutomationsTabMutation>(graphql`
    mutation AutomationsTabMutation($input: UpdateAutomationRuleInput!) {
      updateAutomationRule(input: $input) {
        __typename
        ... on MutationUpdateAutomationRuleSuccess {
          rule {
            ...AutomationsTab_rule
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
  const range = band === 'CUSTOM' ? { riskMin: Number(riskMin), riskMax: Number(riskMax) } : { riskBand: band };
  const rangeProblem = band === 'CUSTOM' ? riskRangeProblem(Number(riskMin), Number(riskMax)) : null;
  const save = () =>
    commit({
      variables: {
        input: {
          id: rule.id,
          enabled,
          documentType: documentType as AutomationDocumentType,
          senderStatus: sender === 'ANY' ? null : (sender as AutomationSenderStatus),
          ...range,
        },
      },
      onCompleted: ({ updateAutomationRule: answer }, errors) => {
        if (errors?.length) return toasts.error('automations.failed', null);
        if (answer.__typename === 'MutationUpdateAutomationRuleSuccess') return toasts.success('automations.saved');
        const problem = answer.__typename === 'ValidationFailed' ? answer.problems?.[0]?.code : codeOf(answer);
        toasts.error('automations.failed', problem);
      },
      onError: (error) => toasts.error('automations.failed', codeOfError(error)),
    });
  const select = (label: string, value: string, onChange: (value: string) => void, options: Array<{ value: string; label: string }>, testId: string) => (
    <Field.Root disabled={readOnly}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  const message = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="3">
      <Switch.Root checked={enabled} disabled={readOnly} onCheckedChange={(event) => setEnabled(event.checked)} data-testid="automation-switch">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <FormattedMessage id={enabled ? 'automations.enabled' : 'automations.disabled'} />
        </Switch.Label>
      </Switch.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {select(
          message('automations.documentType'),
          documentType,
          setDocumentType,
          AUTOMATION_DOCUMENT_TYPES.map((type) => ({ value: type, label: message(`automations.documentTypes.${type}`) })),
          'automation-document-type',
        )}
        {select(
          message('automations.risk'),
          band,
          (value) => setBand(value as RiskBand | 'CUSTOM'),
          [...RISK_BANDS, 'CUSTOM'].map((choice) => ({ value: choice, label: message(`automations.riskBands.${choice}`) })),
          'automation-risk-band',
        )}
        <Stack gap="1">
          {select(
            message('automations.sender'),
            sender,
            setSender,
            SENDER_CHOICES.map((choice) => ({ value: choice, label: message(`automations.senders.${choice}`) })),
            'automation-sender',
          )}
          {/* Only a rule for trusted senders needs to say how a document without one counts. */}
          {sender === 'TRUSTED' && (
            <Text fontSize="xs" color="fg.muted" data-testid="automation-sender-help">
              <FormattedMessage id="automations.senderHelp" />
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      {band === 'CUSTOM' && (
        <HStack gap="3" align="start">
          {(
            [
              ['automations.riskMin', riskMin, setRiskMin],
              ['automations.riskMax', riskMax, setRiskMax],
            ] as const
          ).map(([label, value, setValue]) => (
            <Field.Root key={label} invalid={rangeProblem !== null} disabled={readOnly} maxW="40">
              <Field.Label>
                <FormattedMessage id={label} />
              </Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={RISK_MIN}
                max={RISK_MAX}
                step={1}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </Field.Root>
          ))}
        </HStack>
      )}
      {rangeProblem && (
        <Text fontSize="sm" color="fg.error">
          <FormattedMessage id={`errors.${rangeProblem}`} />
        </Text>
      )}
      {!readOnly && (
        <Button alignSelf="start" colorPalette="brand" loading={saving} disabled={rangeProblem !== null} onClick={save} data-testid="automation-save">
          <FormattedMessage id="automations.save" />
        </Button>
      )}
    </Stack>
  );
}

function LastRuns({ runs }: { runs: AutomationsTab_rule$data['lastRuns'] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        <FormattedMessage id="automations.lastRuns" />
      </Heading>
      {runs.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="automations.noRuns" />
        </Text>
      ) : (
        <Table.Root size="sm" data-testid="automation-runs">
          <Table.Body>
            {runs.map((run) => (
              <Table.Row key={`${run.at}-${run.documentId}`}>
                <Table.Cell>
                  <FormattedDate value={run.at} dateStyle="medium" timeStyle="short" />
                </Table.Cell>
                <Table.Cell>
                  <Link to={`/documents?document=${encodeURIComponent(run.documentId)}`}>{run.documentTitle}</Link>
                </Table.Cell>
                <Table.Cell>
                  <FormattedMessage id={`automations.outcomes.${run.outcome}`} />
                  {run.reason && (
                    <Text as="span" color="fg.muted">
                      {' — '}
                      {KNOWN_REASONS.has(run.reason) ? (
                        <FormattedMessage id={`automations.reasons.${run.reason}`} />
                      ) : (
                        <FormattedMessage id="automations.reasons.OTHER" values={{ code: run.reason }} />
                      )}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
