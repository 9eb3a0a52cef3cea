import { Field, Flex, Heading, NativeSelect, SegmentGroup, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AnalyticsPeriod } from '../../__generated__/AnalyticsScreenQuery.graphql';
import type { AnalyticsFilters_analytics$key } from '../../__generated__/AnalyticsFilters_analytics.graphql';
import type { AnalyticsFilters_query$key } from '../../__generated__/AnalyticsFilters_query.graphql';

export const ANALYTICS_PERIODS: AnalyticsPeriod[] = ['WEEK', 'MONTH', 'QUARTER'];
/** Document types always offered by the type filter, besides those of the period. */
const KNOWN_TYPES = ['PDF', 'Document'];

/** The filters as the address holds them (`period`, `sender`, `type`). */
export type AnalyticsFilter = 'period' | 'sender' | 'type';

/**
 * The period, sender and document type the figures cover: the senders of the organization to choose
 * from, the types seen in the period besides the usual ones. `onChange` receives an empty value for
 * "all".
 */
export function AnalyticsFilters({
  query,
  analytics,
  period,
  senderId,
  type,
  onChange,
}: {
  query: AnalyticsFilters_query$key;
  analytics: AnalyticsFilters_analytics$key;
  period: AnalyticsPeriod;
  senderId: string | null | undefined;
  type: string | null | undefined;
  onChange(name: AnalyticsFilter, value: string): void;
}) {
  const intl = useIntl();
  const { senders } = useFragment(
    graphql`
      fragment AnalyticsFilters_query on Query {
        senders(first: 100) {
          edges {
            node { id name }
          }
        }
      }
    `,
    query,
  );
  const { riskByType } = useFragment(
    graphql`
      fragment AnalyticsFilters_analytics on Analytics {
        riskByType { type }
      }
    `,
    analytics,
  );
  const types = [...new Set([...riskByType.map((entry) => entry.type), ...KNOWN_TYPES, ...(type ? [type] : [])])];
  const senderOptions = senders.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  return (
    <Stack
      gap="3"
      bg="white"
      borderWidth="1px"
      rounded="lg"
      p="4"
      role="group"
      aria-label={intl.formatMessage({ id: 'analytics.filters' })}
      data-testid="analytics-filters"
    >
      <Heading as="h2" size="sm">
        <FormattedMessage id="analytics.filters" />
      </Heading>
      <Flex gap="4" wrap="wrap" align="end">
        <Field.Root w="auto">
          <Field.Label>
            <FormattedMessage id="analytics.period" />
          </Field.Label>
          <SegmentGroup.Root
            value={period}
            onValueChange={(event) => event.value && onChange('period', event.value)}
            aria-label={intl.formatMessage({ id: 'analytics.period' })}
            data-testid="filter-period"
          >
            <SegmentGroup.Indicator />
            {ANALYTICS_PERIODS.map((value) => (
              <SegmentGroup.Item key={value} value={value} data-testid={`period-${value}`}>
                <SegmentGroup.ItemText>
                  <FormattedMessage id={`analytics.periods.${value}`} />
                </SegmentGroup.ItemText>
                <SegmentGroup.ItemHiddenInput />
              </SegmentGroup.Item>
            ))}
          </SegmentGroup.Root>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '64' }}>
          <Field.Label>
            <FormattedMessage id="analytics.sender" />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={senderId ?? ''} onChange={(event) => onChange('sender', event.currentTarget.value)} data-testid="filter-sender">
              <option value="">{intl.formatMessage({ id: 'analytics.allSenders' })}</option>
              {senderOptions.map((sender) => (
                <option key={sender.id} value={sender.id}>
                  {sender.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '48' }}>
          <Field.Label>
            <FormattedMessage id="analytics.type" />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={type ?? ''} onChange={(event) => onChange('type', event.currentTarget.value)} data-testid="filter-type">
              <option value="">{intl.formatMessage({ id: 'analytics.allTypes' })}</option>
              {types.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
    </Stack>
  );
}
