import { Badge, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useSubscription } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { InsightPartsDocumentChangedSubscription } from '../../__generated__/InsightPartsDocumentChangedSubscription.graphql';
import { riskBandOf } from '../../../../server/shared/risk-bands';

const subscription = graphql`
  subscription InsightPartsDocumentChangedSubscription {
    documentChanged {
      kind
      documentId
    }
  }
`;

/**
 * Re-runs the screen's route loader when a document of the organization changes, so figures computed
 * on the server stay current; changes arriving together cause one refetch.
 */
export function useRefetchOnDocumentChange() {
  const revalidator = useRevalidator();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  const config = useMemo<GraphQLSubscriptionConfig<InsightPartsDocumentChangedSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: () => {
        if (pending.current) clearTimeout(pending.current);
        pending.current = setTimeout(() => void revalidate.current(), 300);
      },
    }),
    [],
  );
  useSubscription(config);
}

export const RISK_COLORS = { SAFE: '#16a34a', CAUTION: '#f59e0b', DANGER: '#dc2626' } as const;

/** A mean score's badge, on the same bands as the documents' (fractional scores allowed). */
export function DashboardRiskBadge({ score }: { score: number }) {
  const band = riskBandOf(score);
  const palette = band === 'DANGER' ? 'red' : band === 'CAUTION' ? 'orange' : 'green';
  return (
    <Badge colorPalette={palette} variant="subtle" data-band={band}>
      <FormattedMessage id="risk.badge" values={{ score: <FormattedNumber value={score} maximumFractionDigits={1} /> }} />
    </Badge>
  );
}

export interface KpiValue {
  readonly current: number | null | undefined;
  readonly changePercent: number | null | undefined;
  /** The figure for the period before: shown as such when no percentage can be drawn from it (it was 0). */
  readonly previous?: number | null;
}

/**
 * A figure with its trend against the previous period. `betterWhen` says which direction is good news,
 * so a falling delay shows green and a falling approval rate red. A figure with no previous period to
 * compare with passes `hintId` instead: a short explanation replaces the trend line.
 */
export function KpiCard({
  labelId,
  kpi,
  format,
  betterWhen,
  testId,
  hintId,
  hintValues,
}: {
  labelId: string;
  kpi: KpiValue;
  format(value: number): React.ReactNode;
  betterWhen?: 'up' | 'down';
  testId: string;
  hintId?: string;
  hintValues?: Record<string, React.ReactNode>;
}) {
  const change = kpi.changePercent ?? null;
  // From 0 no percentage is drawn: the trend then names the previous figure.
  const fromZero = change === null && kpi.previous === 0 && typeof kpi.current === 'number' ? kpi.current : null;
  const direction = change ?? fromZero;
  const good = direction === null || direction === 0 ? null : direction > 0 === (betterWhen === 'up');
  return (
    <Stack gap="1" bg="white" borderWidth="1px" rounded="lg" p="4" data-testid={testId}>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id={labelId} />
      </Text>
      <Text fontSize="2xl" fontWeight="bold" data-testid={`${testId}-value`}>
        {kpi.current === null || kpi.current === undefined ? '—' : format(kpi.current)}
      </Text>
      {hintId !== undefined ? (
        <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-hint`}>
          <FormattedMessage id={hintId} values={hintValues} />
        </Text>
      ) : (
        <Text fontSize="sm" color={good === null ? 'fg.muted' : good ? 'green.600' : 'red.600'} data-testid={`${testId}-change`}>
          {fromZero !== null ? (
            <>
              <span aria-hidden>{fromZero > 0 ? '↑' : '→'}</span> <FormattedMessage id="insights.changeFrom" values={{ previous: format(0) }} />
            </>
          ) : change === null ? (
            <FormattedMessage id="insights.noComparison" />
          ) : (
            <>
              <span aria-hidden>{change > 0 ? '↑' : change < 0 ? '↓' : '→'}</span>{' '}
              <FormattedMessage id="insights.change" values={{ change: <FormattedNumber value={change / 100} style="percent" signDisplay="exceptZero" /> }} />
            </>
          )}
        </Text>
      )}
    </Stack>
  );
}

/** Hours as "2 h 34 min" (or "3 j 4 h" beyond two days), in the interface language. */
export function Duration({ hours }: { hours: number }) {
  const totalMinutes = Math.round(hours * 60);
  if (totalMinutes >= 48 * 60) {
    return <FormattedMessage id="insights.daysHours" values={{ days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60) }} />;
  }
  return <FormattedMessage id="insights.hoursMinutes" values={{ hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 }} />;
}

/** Today, Yesterday, or "{days} days ago", counted in calendar days of the reader's time zone. */
export function RelativeDay({ date }: { date: string | Date }) {
  const then = new Date(date);
  const startOf = (value: Date) => new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
  const days = Math.round((startOf(new Date()) - startOf(then)) / 86_400_000);
  if (days <= 0) return <FormattedMessage id="time.today" />;
  if (days === 1) return <FormattedMessage id="time.yesterday" />;
  return <FormattedMessage id="time.daysAgo" values={{ days }} />;
}
