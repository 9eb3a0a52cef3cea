import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { isRuleCode } from '../../auth-rules';
import { toaster } from '../../components/toaster';
import { errorText } from '../../i18n/errorText';

/** The part every auth result union shares: a success type, or an error with a code. */
export interface AuthResult {
  readonly __typename: string;
  readonly code?: string;
  readonly message?: string;
  readonly retryAfterMinutes?: number;
  readonly problems?: ReadonlyArray<{ readonly path: string; readonly code: string }>;
}

/** A broken form rule, worded in the reader's language from its code. */
export function ruleMessage(intl: IntlShape, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return isRuleCode(code) ? intl.formatMessage({ id: `auth.rules.${code}` }) : undefined;
}

export function errorMessage(intl: IntlShape, result: AuthResult, fallbackId: string): string {
  if (result.__typename === 'RateLimited' || result.code === 'RATE_LIMITED') {
    return intl.formatMessage({ id: 'errors.RATE_LIMITED' }, { minutes: result.retryAfterMinutes ?? 10 });
  }
  if (result.__typename === 'ValidationFailed') return ruleMessage(intl, result.problems?.[0]?.code) ?? intl.formatMessage({ id: fallbackId });
  return errorText(intl, result.code, fallbackId, { provider: '' });
}

/** Toasts for auth screens: "Error" with the server's reason (or the product fallback), and successes. */
export function useAuthFeedback() {
  const intl = useIntl();
  return useMemo(() => {
    const feedback = {
      error(result: AuthResult | null, fallbackId: string) {
        if (result?.__typename === 'RateLimited') {
          toaster.create({
            type: 'error',
            title: intl.formatMessage({ id: 'auth.toast.tooManyAttempts' }),
            description: intl.formatMessage({ id: 'auth.toast.tooManyAttemptsBody' }, { minutes: result.retryAfterMinutes ?? 10 }),
          });
          return;
        }
        toaster.create({
          type: 'error',
          title: intl.formatMessage({ id: 'common.error' }),
          description: result ? errorMessage(intl, result, fallbackId) : intl.formatMessage({ id: fallbackId }),
        });
      },
      /** The whole operation refused before any resolver ran (Relay's `onError`: TRIAL_ENDED…), by its code; the fallback for a network failure. */
      refused(code: string | null, fallbackId: string) {
        feedback.error(code ? { __typename: 'Error', code } : null, fallbackId);
      },
      success(titleId: string, descriptionId?: string, values?: Record<string, string>) {
        toaster.create({
          type: 'success',
          title: intl.formatMessage({ id: titleId }, values),
          description: descriptionId ? intl.formatMessage({ id: descriptionId }, values) : undefined,
        });
      },
    };
    return feedback;
  }, [intl]);
}
