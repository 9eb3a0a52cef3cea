import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { refreshSession } from '../../relay/environment';
import { commitAsync } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';
import { startProviderSignIn } from '../auth/ProviderButtons';
import { useProviderErrorToast } from '../auth/useProviderErrorToast';
import { AccountCard } from './AccountCard';
import { useUnlinkIdentityMutation } from './accountMutations';

const PROVIDERS = [
  { provider: 'google', label: 'Google', method: 'GOOGLE' },
  { provider: 'microsoft', label: 'Microsoft', method: 'MICROSOFT' },
] as const;

type Provider = (typeof PROVIDERS)[number]['provider'];

const labelOf = (provider: string | null) => PROVIDERS.find((candidate) => candidate.provider === provider)?.label ?? 'Google';

/**
 * The Google and Microsoft accounts a member signs in with: linked from here (whatever their
 * address), or unlinked. A visitor signs in with them instead.
 */
export function SignInAccountsCard({
  signedIn,
  identities,
  allowed,
  configured,
  onChange,
}: {
  signedIn: boolean;
  identities: ReadonlyArray<{ readonly id: string; readonly provider: string; readonly email: string }>;
  /** The ways the member's organization allows; null for a visitor. */
  allowed: readonly string[] | null;
  configured: Readonly<Record<Provider, boolean>>;
  onChange: () => void;
}) {
  const feedback = useAuthFeedback();
  const [params, setParams] = useSearchParams();
  const [unlink, unlinking] = useUnlinkIdentityMutation();
  useProviderErrorToast('account.linkFailed');
  const linked = params.get('linked');
  const answered = useRef(false);
  useEffect(() => {
    if (answered.current || (!linked && !params.get('error'))) return;
    answered.current = true;
    if (linked) feedback.success('account.linked', undefined, { provider: labelOf(linked) });
    // Said once: a reload does not say it again.
    setParams({}, { replace: true });
  }, [linked, params, setParams, feedback]);

  const connect = async (provider: Provider) => {
    // The server reads who asks from the access cookie: a fresh one, in case it is about to expire.
    if (signedIn) await refreshSession();
    startProviderSignIn(provider, signedIn ? 'link' : 'signin', '/account');
  };

  const remove = async (identity: { id: string; provider: string }) => {
    const { unlinkIdentity: result } = await commitAsync(unlink, { identityId: identity.id });
    if (result.__typename !== 'MutationUnlinkIdentitySuccess') return feedback.error(result, 'common.unexpectedError');
    feedback.success('account.unlinked', undefined, { provider: labelOf(identity.provider) });
    onChange();
  };

  return (
    <AccountCard titleId="account.signInMethods">
      {PROVIDERS.map(({ provider, label, method }) => {
        const identity = identities.find((candidate) => candidate.provider === provider);
        const forbidden = allowed !== null && !allowed.includes(method);
        return (
          <HStack key={provider} justify="space-between" wrap="wrap" data-testid={`connection-${provider}`}>
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{label}</Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {identity?.email || '—'}
              </Text>
            </Stack>
            {identity ? (
              <HStack>
                <Badge colorPalette="green">
                  <FormattedMessage id="account.connected" />
                </Badge>
                <Button size="sm" variant="ghost" onClick={() => void remove(identity)} loading={unlinking}>
                  <FormattedMessage id="account.unlink" />
                </Button>
              </HStack>
            ) : (
              <Button size="sm" variant="outline" disabled={!configured[provider] || forbidden} onClick={() => void connect(provider)}>
                {!configured[provider] ? (
                  <FormattedMessage id="mail.providers.notConfigured" values={{ action: <FormattedMessage id="account.connect" /> }} />
                ) : forbidden ? (
                  <FormattedMessage id="account.providerNotAllowed" />
                ) : (
                  <FormattedMessage id="account.connect" />
                )}
              </Button>
            )}
          </HStack>
        );
      })}
    </AccountCard>
  );
}
