import { Badge, Button, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { TotpCard_viewer$key } from '../../__generated__/TotpCard_viewer.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { commitAsync, useVerifyTotpMutation } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';
import { AccountCard } from './AccountCard';
import { useEnrollTotpMutation, useRemoveFactorMutation } from './accountMutations';

/** Enrol an authenticator app (QR code, then a first code), or remove it. */
export function TotpCard({ viewer, onChange }: { viewer: TotpCard_viewer$key; onChange(): Promise<unknown> }) {
  const intl = useIntl();
  const feedback = useAuthFeedback();
  const data = useFragment(
    graphql`
      fragment TotpCard_viewer on Viewer {
        factors {
          id
          friendlyName
          status
        }
      }
    `,
    viewer,
  );
  const [enroll, enrolling] = useEnrollTotpMutation();
  const [verify, verifying] = useVerifyTotpMutation();
  const [remove, removing] = useRemoveFactorMutation();
  const [pending, setPending] = useState<{ factorId: string; qrCodeDataUrl: string; secret: string } | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const verified = data.factors.filter((factor) => factor.status === 'verified');

  const start = async () => {
    const { enrollTotp: result } = await commitAsync(enroll, { friendlyName: 'Authenticator' });
    if (result.__typename === 'MutationEnrollTotpSuccess') {
      const { factor, qrCodeDataUrl, secret } = result.enrollment!;
      setPending({ factorId: factor.id, qrCodeDataUrl, secret });
    } else feedback.error(result, 'common.unexpectedError');
  };
  const activate = async () => {
    const { verifyTotp: result } = await commitAsync(verify, { factorId: pending!.factorId, code });
    if (result.__typename !== 'MutationVerifyTotpSuccess') {
      feedback.error(result, 'common.unexpectedError');
      return;
    }
    setPending(null);
    setCode('');
    feedback.success('account.mfa.enabled');
    await onChange();
  };
  const drop = async (factorId: string) => {
    const { removeFactor: result } = await commitAsync(remove, { factorId });
    setRemovingId(null);
    if (result.__typename !== 'MutationRemoveFactorSuccess') {
      feedback.error(result, 'common.unexpectedError');
      return;
    }
    feedback.success('account.mfa.removed');
    await onChange();
  };

  return (
    <AccountCard titleId="account.mfa.title">
      <ConfirmDialog
        open={removingId !== null}
        title={<FormattedMessage id="account.mfa.removeTitle" />}
        body={<FormattedMessage id="account.mfa.removeBody" />}
        confirm={<FormattedMessage id="account.mfa.remove" />}
        busy={removing}
        onConfirm={() => removingId && void drop(removingId)}
        onClose={() => setRemovingId(null)}
        testId="mfa-remove-dialog"
      />
      {verified.length === 0 && !pending && (
        <Text color="fg.muted">
          <FormattedMessage id="account.mfa.none" />
        </Text>
      )}
      {verified.map((factor) => (
        <HStack key={factor.id} justify="space-between">
          <HStack>
            <Text>{factor.friendlyName}</Text>
            <Badge colorPalette="green">
              <FormattedMessage id="account.mfa.verified" />
            </Badge>
          </HStack>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemovingId(factor.id)} data-testid="mfa-remove">
            <FormattedMessage id="account.mfa.remove" />
          </Button>
        </HStack>
      ))}
      {pending ? (
        <Stack gap="3">
          <Text fontSize="sm">
            <FormattedMessage id="account.mfa.scan" />
          </Text>
          <Image src={pending.qrCodeDataUrl} alt={intl.formatMessage({ id: 'account.mfa.qrAlt' })} boxSize="180px" />
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            <FormattedMessage id="account.mfa.secret" values={{ secret: pending.secret }} />
          </Text>
          <HStack>
            <Input
              aria-label={intl.formatMessage({ id: 'auth.fields.code' })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
            <Button colorPalette="brand" onClick={activate} loading={verifying} disabled={code.length !== 6}>
              <FormattedMessage id="account.mfa.activate" />
            </Button>
          </HStack>
        </Stack>
      ) : (
        verified.length === 0 && (
          <Button variant="outline" whiteSpace="normal" onClick={start} loading={enrolling}>
            <FormattedMessage id="account.mfa.enroll" />
          </Button>
        )
      )}
    </AccountCard>
  );
}
