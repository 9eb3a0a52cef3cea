import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { BillingPortalButtonMutation } from '../../__generated__/BillingPortalButtonMutation.graphql';
import { commitAsync } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';

/** Administrators of a paying organization: Stripe's customer portal (card, invoices, cancelling at the end of the period). */
export function BillingPortalButton() {
  const feedback = useAuthFeedback();
  const [open, opening] = useMutation<BillingPortalButtonMutation>(graphql`
    mutation BillingPortalButtonMutation {
      openBillingPortal {
        __typename
        ... on MutationOpenBillingPortalSuccess {
          url
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const go = async () => {
    try {
      const { openBillingPortal: result } = await commitAsync(open, {});
      if (result.__typename === 'MutationOpenBillingPortalSuccess' && result.url) return window.location.assign(result.url);
      feedback.error(result, 'billing.portalFailed');
    } catch {
      feedback.error(null, 'billing.portalFailed');
    }
  };
  return (
    <Button variant="outline" onClick={() => void go()} loading={opening} data-testid="billing-portal">
      <FormattedMessage id="billing.manageSubscription" />
    </Button>
  );
}
