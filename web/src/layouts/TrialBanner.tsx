import { Alert, Button, Container } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { TrialBanner_organization$key } from '../__generated__/TrialBanner_organization.graphql';
import { DAY_MS, TRIAL, isTrialOver } from '../../../server/shared/plans';

/**
 * Above every signed-in screen: an organization whose free trial or paid subscription ended without
 * a plan is told it is read-only (the server refuses its writes), and one whose trial ends within a
 * week is told when.
 */
export function TrialBanner({ organization }: { organization: TrialBanner_organization$key }) {
  const data = useFragment(
    graphql`
      fragment TrialBanner_organization on Organization {
        plan
        trialEndsAt
        endedPlan
      }
    `,
    organization,
  );
  if (data.plan !== 'TRIAL' || !data.trialEndsAt) return null;
  const endsAt = new Date(data.trialEndsAt);
  const now = new Date();
  const ended = isTrialOver({ plan: 'TRIAL', trialEndsAt: endsAt }, now);
  if (!ended && endsAt.getTime() - now.getTime() > Math.max(...TRIAL.reminderDaysBefore) * DAY_MS) return null;
  return (
    <Container maxW="7xl" pt="4">
      <Alert.Root status={ended ? 'error' : 'warning'} data-testid={ended ? 'trial-ended' : 'trial-ending'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {ended && data.endedPlan ? (
              <FormattedMessage id="guard.subscriptionEnded" values={{ plan: data.endedPlan, date: <FormattedDate value={endsAt} dateStyle="long" /> }} />
            ) : ended ? (
              <FormattedMessage id="guard.trialEnded" />
            ) : (
              <FormattedMessage id="guard.trialEnding" values={{ date: <FormattedDate value={endsAt} dateStyle="long" /> }} />
            )}
          </Alert.Title>
        </Alert.Content>
        <Button asChild size="sm" colorPalette={ended ? 'red' : 'orange'} variant="solid">
          <Link to="/pricing">
            <FormattedMessage id="guard.choosePlan" />
          </Link>
        </Button>
      </Alert.Root>
    </Container>
  );
}
