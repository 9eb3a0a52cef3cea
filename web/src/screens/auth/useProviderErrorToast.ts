import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { toaster } from '../../components/toaster';
import { errorText } from '../../i18n/errorText';

/** Shows once the failure a provider round trip came back with (`?error=CODE&provider=…`). */
export function useProviderErrorToast(fallbackId: string) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const shown = useRef(false);
  const code = params.get('error');
  useEffect(() => {
    if (!code || shown.current) return;
    shown.current = true;
    const provider = params.get('provider') === 'microsoft' ? 'Microsoft' : 'Google';
    const description =
      code === 'OAUTH_FAILED'
        ? intl.formatMessage({ id: fallbackId })
        : errorText(intl, code, fallbackId, { provider, minutes: params.get('minutes') ?? '10' });
    toaster.create({ type: 'error', title: intl.formatMessage({ id: 'common.error' }), description });
  }, [code, params, intl, fallbackId]);
}
