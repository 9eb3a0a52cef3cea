import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { mailMutationsConnectImapMutation, ConnectImapAccountInput } from '../../__generated__/mailMutationsConnectImapMutation.graphql';
import type { mailMutationsDisconnectMutation } from '../../__generated__/mailMutationsDisconnectMutation.graphql';
import type { mailMutationsSetStatusMutation, MailAccountStatus } from '../../__generated__/mailMutationsSetStatusMutation.graphql';
import type { mailMutationsStartOAuthMutation, MailProvider } from '../../__generated__/mailMutationsStartOAuthMutation.graphql';
import type { mailMutationsTestMutation } from '../../__generated__/mailMutationsTestMutation.graphql';
import { codeOf, codeOfError } from '../../components/mutationToasts';
import { toaster } from '../../components/toaster';
import { errorMessageId, isErrorCode } from '../../../../server/shared/error-codes';

/**
 * One hook per mailbox mutation: each commits, shows the product's toast, and calls `onDone` so the
 * screen can read the accounts again.
 */

/** The browser keeps the OAuth state of a mailbox connection under this key until the provider sends the user back. */
export const MAIL_AUTH_STATE_KEY = 'mail_auth_state';

function useToasts() {
  const intl = useIntl();
  return {
    success: (id: string) => toaster.create({ type: 'success', title: intl.formatMessage({ id: 'common.success' }), description: intl.formatMessage({ id }) }),
    error: (id: string, code?: string | null) => {
      const known = isErrorCode(code) ? intl.formatMessage({ id: errorMessageId(code) }) : null;
      toaster.create({ type: 'error', title: intl.formatMessage({ id: id }), description: known ?? undefined });
    },
  };
}

export function useConnectImapAccountMutation() {
  const toast = useToasts();
  const [commit, busy] = useMutation<mailMutationsConnectImapMutation>(graphql`
    mutation mailMutationsConnectImapMutation($input: ConnectImapAccountInput!) {
      connectImapAccount(input: $input) {
        __typename
        ... on MutationConnectImapAccountSuccess {
          account {
            id
            email
            status
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const run = (input: ConnectImapAccountInput, onDone: () => void) =>
    commit({
      variables: { input },
      onCompleted: ({ connectImapAccount }) => {
        if (connectImapAccount.__typename === 'MutationConnectImapAccountSuccess') {
          toast.success('mail.toast.imapConnected');
          onDone();
        } else toast.error('mail.errors.connectImap', codeOf(connectImapAccount));
      },
      onError: (error) => toast.error('mail.errors.connectImap', codeOfError(error)),
    });
  return [run, busy] as const;
}

export function useStartMailOAuthMutation() {
  const toast = useToasts();
  const [commit, busy] = useMutation<mailMutationsStartOAuthMutation>(graphql`
    mutation mailMutationsStartOAuthMutation($provider: MailProvider!) {
      startMailOAuth(provider: $provider) {
        __typename
        ... on MutationStartMailOAuthSuccess {
          authorization {
            authUrl
            state
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const failure = (provider: MailProvider) => (provider === 'GMAIL' ? 'mail.errors.connectGoogle' : 'mail.errors.connectMicrosoft');
  const run = (provider: MailProvider) =>
    commit({
      variables: { provider },
      onCompleted: ({ startMailOAuth }) => {
        const authorization = startMailOAuth.__typename === 'MutationStartMailOAuthSuccess' ? startMailOAuth.authorization : null;
        if (!authorization) return toast.error(failure(provider), codeOf(startMailOAuth));
        try {
          sessionStorage.setItem(MAIL_AUTH_STATE_KEY, authorization.state);
        } catch {
          // Storage refused (private mode): the server still checks the state it issued.
        }
        window.location.assign(authorization.authUrl);
      },
      onError: (error) => toast.error(failure(provider), codeOfError(error)),
    });
  return [run, busy] as const;
}

export function useSetMailAccountStatusMutation() {
  const toast = useToasts();
  const [commit, busy] = useMutation<mailMutationsSetStatusMutation>(graphql`
    mutation mailMutationsSetStatusMutation($id: ID!, $status: MailAccountStatus!) {
      setMailAccountStatus(id: $id, status: $status) {
        __typename
        ... on MutationSetMailAccountStatusSuccess {
          account {
            id
            status
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const run = (id: string, status: MailAccountStatus) =>
    commit({
      variables: { id, status },
      optimisticResponse: { setMailAccountStatus: { __typename: 'MutationSetMailAccountStatusSuccess', account: { id, status } } },
      onCompleted: ({ setMailAccountStatus }) => {
        if (setMailAccountStatus.__typename === 'MutationSetMailAccountStatusSuccess')
          toast.success(status === 'ACTIVE' ? 'mail.toast.activated' : 'mail.toast.paused');
        else toast.error('mail.errors.updateStatus', codeOf(setMailAccountStatus));
      },
      onError: (error) => toast.error('mail.errors.updateStatus', codeOfError(error)),
    });
  return [run, busy] as const;
}

export function useDisconnectMailAccountMutation() {
  const toast = useToasts();
  const [commit, busy] = useMutation<mailMutationsDisconnectMutation>(graphql`
    mutation mailMutationsDisconnectMutation($id: ID!) {
      disconnectMailAccount(id: $id) {
        __typename
        ... on MutationDisconnectMailAccountSuccess {
          disconnectedId
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const run = (id: string, onDone?: () => void) =>
    commit({
      variables: { id },
      onCompleted: ({ disconnectMailAccount }) => {
        if (disconnectMailAccount.__typename === 'MutationDisconnectMailAccountSuccess') {
          toast.success('mail.toast.disconnected');
          onDone?.();
        } else toast.error('mail.errors.disconnect', codeOf(disconnectMailAccount));
      },
      onError: (error) => toast.error('mail.errors.disconnect', codeOfError(error)),
    });
  return [run, busy] as const;
}

export function useTestMailAccountConnectionMutation() {
  const toast = useToasts();
  const [commit, busy] = useMutation<mailMutationsTestMutation>(graphql`
    mutation mailMutationsTestMutation($id: ID!) {
      testMailAccountConnection(id: $id) {
        __typename
        ... on MutationTestMailAccountConnectionSuccess {
          result {
            ok
            error
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const run = (id: string) =>
    commit({
      variables: { id },
      onCompleted: ({ testMailAccountConnection }) => {
        const result = testMailAccountConnection.__typename === 'MutationTestMailAccountConnectionSuccess' ? testMailAccountConnection.result : null;
        if (!result) return toast.error('mail.errors.test', codeOf(testMailAccountConnection));
        if (result.ok) toast.success('mail.toast.connectionOk');
        else toast.error('mail.toast.connectionFailed');
      },
      onError: (error) => toast.error('mail.errors.test', codeOfError(error)),
    });
  return [run, busy] as const;
}
