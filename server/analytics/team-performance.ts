import { hoursToTheMinute } from '../shared/durations';

/** One reviewer's decisions in the period, with the team they belong to now. */
export interface ReviewerDecisions {
  teamId: string | null;
  processed: number;
  signed: number;
  refused: number;
  /** Mean seconds from arrival to decision over their decisions; null without any. */
  decisionSeconds: number | null;
}

/** A team of the organization (or, with a null id, the members in none) and how many active members it has. */
export interface TeamRoster {
  teamId: string | null;
  teamName: string | null;
  members: number;
}

export interface TeamPerformance extends TeamRoster {
  /** Decisions its members made in the period. */
  processed: number;
  /** Percent of those decisions that signed the document; null without decisions. */
  approvalRate: number | null;
  /** Percent of those decisions that refused it; null without decisions. */
  refusalRate: number | null;
  averageHours: number | null;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/**
 * Adds up the reviewers' decisions per team, the mean time weighted by each reviewer's decisions.
 * Every team is listed, busiest first; the members without a team come last, in a row of their own,
 * when there are any or they decided something.
 */
export function teamPerformance(rosters: TeamRoster[], reviewers: ReviewerDecisions[]): TeamPerformance[] {
  return rosters
    .map((roster) => {
      const own = reviewers.filter((reviewer) => reviewer.teamId === roster.teamId);
      const processed = own.reduce((sum, reviewer) => sum + reviewer.processed, 0);
      const seconds = own.reduce((sum, reviewer) => sum + (reviewer.decisionSeconds ?? 0) * reviewer.processed, 0);
      return {
        ...roster,
        processed,
        approvalRate: percent(
          own.reduce((sum, reviewer) => sum + reviewer.signed, 0),
          processed,
        ),
        refusalRate: percent(
          own.reduce((sum, reviewer) => sum + reviewer.refused, 0),
          processed,
        ),
        averageHours: processed === 0 ? null : hoursToTheMinute(seconds / processed),
      };
    })
    .filter((team) => team.teamId !== null || team.members > 0 || team.processed > 0)
    .sort((a, b) => Number(a.teamId === null) - Number(b.teamId === null) || b.processed - a.processed || (a.teamName ?? '').localeCompare(b.teamName ?? ''));
}
