import { Button } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AnalyticsExport_analytics$data, AnalyticsExport_analytics$key } from '../../__generated__/AnalyticsExport_analytics.graphql';
import type { AnalyticsPeriod } from '../../__generated__/AnalyticsScreenQuery.graphql';
import { csvRow } from '../../../../server/shared/csv';

/** The analytics screen's tabs, each exported as the table it shows. */
export const ANALYTICS_TABS = ['teams', 'senders', 'trends'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** The table of a tab, as the CSV export writes it: a header row in the reader's language, then one row per entry. */
function tableOf(tab: AnalyticsTab, analytics: AnalyticsExport_analytics$data, intl: IntlShape): Array<Array<string | number | null | undefined>> {
  const header = (...columns: string[]) => columns.map((column) => intl.formatMessage({ id: `analytics.csv.${column}` }));
  switch (tab) {
    case 'teams':
      return [
        header('team', 'members', 'processed', 'approvalRatePercent', 'refusalRatePercent', 'averageHours'),
        ...analytics.teams.map((row) => [
          row.teamName ?? intl.formatMessage({ id: 'analytics.teams.noTeam' }),
          row.members,
          row.processed,
          row.approvalRate,
          row.refusalRate,
          row.averageHours,
        ]),
      ];
    case 'senders':
      return [
        header('sender', 'domain', 'documents', 'averageRisk'),
        ...analytics.topSenders.map((row) => [row.sender?.name, row.sender?.domain, row.documents, row.averageRisk]),
      ];
    case 'trends':
      return [header('day', 'documents', 'averageRisk'), ...analytics.trend.map((row) => [row.day, row.documents, row.averageRisk])];
  }
}

function downloadCsv(filename: string, rows: Array<Array<string | number | null | undefined>>) {
  const url = URL.createObjectURL(new Blob([rows.map(csvRow).join('')], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the open tab's table as CSV, named after the tab and the period. */
export function AnalyticsExport({ analytics, tab, period }: { analytics: AnalyticsExport_analytics$key; tab: AnalyticsTab; period: AnalyticsPeriod }) {
  const intl = useIntl();
  const tables = useFragment(
    graphql`
      fragment AnalyticsExport_analytics on Analytics {
        teams {
          teamName
          members
          processed
          approvalRate
          refusalRate
          averageHours
        }
        topSenders {
          documents
          averageRisk
          sender { name domain }
        }
        trend { day documents averageRisk }
      }
    `,
    analytics,
  );
  const exportCsv = () => downloadCsv(`analytics-${tab}-${period.toLowerCase()}.csv`, tableOf(tab, tables, intl));
  return (
    <Button onClick={exportCsv} variant="outline" data-testid="analytics-export">
      <FormattedMessage id="analytics.export" />
    </Button>
  );
}
