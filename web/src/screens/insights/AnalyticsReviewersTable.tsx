import { Table } from '@chakra-ui/react';
import { FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AnalyticsReviewersTable_analytics$key } from '../../__generated__/AnalyticsReviewersTable_analytics.graphql';
import { FiguresTable, Percent } from './AnalyticsFigures';
import { Duration } from './InsightParts';

/** The period's decisions per reviewer: how many, how fast, how risky and how efficient. */
export function AnalyticsReviewersTable({ analytics }: { analytics: AnalyticsReviewersTable_analytics$key }) {
  const { reviewers } = useFragment(
    graphql`
      fragment AnalyticsReviewersTable_analytics on Analytics {
        reviewers {
          reviewerId
          reviewerName
          processed
          averageHours
          riskRate
          efficiency
        }
      }
    `,
    analytics,
  );
  return (
    <FiguresTable
      noteId="analytics.teams.reviewersNote"
      noteTestId="reviewers-note"
      columnIds={[
        'analytics.teams.reviewer',
        'analytics.teams.processed',
        'analytics.teams.averageTime',
        'analytics.teams.riskRate',
        'analytics.teams.efficiency',
      ]}
      rows={reviewers.map((row) => (
        <Table.Row key={row.reviewerId} data-testid="reviewer-row" data-reviewer={row.reviewerName}>
          <Table.Cell data-testid="reviewer-name">{row.reviewerName}</Table.Cell>
          <Table.Cell textAlign="end" data-testid="reviewer-processed">
            <FormattedNumber value={row.processed} />
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="reviewer-average-time">
            {row.averageHours === null || row.averageHours === undefined ? '—' : <Duration hours={row.averageHours} />}
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="reviewer-risk-rate">
            <Percent value={row.riskRate} />
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="reviewer-efficiency">
            <Percent value={row.efficiency} />
          </Table.Cell>
        </Table.Row>
      ))}
    />
  );
}
