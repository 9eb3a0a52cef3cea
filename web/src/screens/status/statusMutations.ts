import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { statusMutationsCreateIncidentMutation, StatusIncidentInput } from '../../__generated__/statusMutationsCreateIncidentMutation.graphql';
import type { statusMutationsUpdateIncidentMutation, IncidentStatus } from '../../__generated__/statusMutationsUpdateIncidentMutation.graphql';
import { toaster } from '../../components/toaster';

/** One hook per mutation of the status page's incidents (installation administrators). */

/** Publishes an incident; `onDone` reads the page again, where it appears with its id and time. */
export function useCreateStatusIncidentMutation() {
  const intl = useIntl();
  const [commit, creating] = useMutation<statusMutationsCreateIncidentMutation>(graphql`
    mutation statusMutationsCreateIncidentMutation($input: StatusIncidentInput!) {
      createStatusIncident(input: $input) {
        __typename
        ... on Error {
          code
        }
      }
    }
  `);
  const run = (input: StatusIncidentInput, onDone: () => void) =>
    commit({
      variables: { input },
      onCompleted: ({ createStatusIncident: result }) => {
        if (result.__typename !== 'MutationCreateStatusIncidentSuccess') {
          return void toaster.create({
            type: 'error',
            title: intl.formatMessage({ id: 'common.error' }),
            description: intl.formatMessage({ id: 'statusPage.saveFailed' }),
          });
        }
        onDone();
      },
    });
  return [run, creating] as const;
}

/**
 * Moves an incident to another status. Optimistic: the chosen status shows at once (the server's
 * `resolvedAt` comes with the answer); Relay reverts it when the answer comes, so an error answer
 * or a failed request shows the incident as it was. `onDone` reads the page again, as before.
 */
export function useUpdateStatusIncidentMutation() {
  const [commit, updating] = useMutation<statusMutationsUpdateIncidentMutation>(graphql`
    mutation statusMutationsUpdateIncidentMutation($id: ID!, $input: StatusIncidentInput!) {
      updateStatusIncident(id: $id, input: $input) {
        __typename
        ... on MutationUpdateStatusIncidentSuccess {
          incident {
            id
            status
            resolvedAt
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const run = (id: string, status: IncidentStatus, onDone: () => void) =>
    commit({
      variables: { id, input: { status } },
      optimisticUpdater: (store) => {
        store.get(id)?.setValue(status, 'status');
      },
      onCompleted: onDone,
    });
  return [run, updating] as const;
}
