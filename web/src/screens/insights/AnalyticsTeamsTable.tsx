import { Table } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AnalyticsTeamsTable_analytics$key } from '../../__generated__/AnalyticsTeamsTable_analytics.graphql';
import { FiguresTable, Percent } from './AnalyticsFigures';
import { Duration } from './InsightParts';

const percentOrDash = (value: number | null | undefined) => (value === null || value === undefined ? '—' : <Percent value={value} />);

/** The period's decisions per team of their reviewers, the members without a team in a row of their own. */
export function AnalyticsTeamsTable({ analytics }: { analytics: AnalyticsTeamsTable_analytics$key }) {
  const { teams } = useFragment(
    graphql`
      fragment AnalyticsTeamsTable_analytics on Analytics {
        teams {
          teamId
          teamName
          members
          processed
          approvalRate
          refusalRate
          averageHours
        }
      }
    `,
    analytics,
  );
  return (
    <FiguresTable
      noteId="analytics.teams.note"
      noteTestId="teams-note"
      columnIds={[
        'analytics.teams.team',
        'analytics.teams.members',
        'analytics.teams.processed',
        'analytics.teams.approvalRate',
        'analytics.teams.refusalRate',
        'analytics.teams.averageTime',
      ]}
      rows={teams.map((row) => (
        <Table.Row key={row.teamId ?? 'none'} data-testid="team-row" data-team={row.teamName ?? ''}>
          <Table.Cell data-testid="team-name">{row.teamName ?? <FormattedMessage id="analytics.teams.noTeam" />}</Table.Cell>
          <Table.Cell textAlign="end" data-testid="team-members">
            <FormattedNumber value={row.members} />
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="team-processed">
            <FormattedNumber value={row.processed} />
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="team-approval-rate">
            {percentOrDash(row.approvalRate)}
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="team-refusal-rate">
            {percentOrDash(row.refusalRate)}
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="team-average-time">
            {row.averageHours === null || row.averageHours === undefined ? '—' : <Duration hours={row.averageHours} />}
          </Table.Cell>
        </Table.Row>
      ))}
    />
  );
}
