import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { RULE_MESSAGES } from '../../../../server/auth/auth-rules';
import { toaster } from '../../components/toaster';

/** The part every auth result union shares: a success type, or an error with a code. */
export interface AuthResult {
  readonly __typename: string;
  readonly code?: string;
  readonly message?: string;
  readonly retryAfterMinutes?: number;
  readonly problems?: ReadonlyArray<{ readonly path: string; readonly message: string }>;
}

const RULE_KEYS = Object.fromEntries(Object.entries(RULE_MESSAGES).map(([key, message]) => [message, `auth.rules.${key}`]));

/** The product's rule messages are English on the wire; the reader gets them in their language. */
export function ruleMessage(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const id = RULE_KEYS[message];
  return id ? intl.formatMessage({ id }) : message;
}

export function errorMessage(intl: IntlShape, result: AuthResult, fallbackId: string): string {
  if (result.__typename === 'RateLimited' || result.code === 'RATE_LIMITED') {
    return intl.formatMessage({ id: 'errors.RATE_LIMITED' }, { minutes: result.retryAfterMinutes ?? 10 });
  }
  if (result.__typename === 'ValidationFailed') return ruleMessage(intl, result.problems?.[0]?.message) ?? intl.formatMessage({ id: fallbackId });
  const id = `errors.${result.code}`;
  return result.code && intl.messages[id] ? intl.formatMessage({ id }, { provider: '' }) : intl.formatMessage({ id: fallbackId });
}

/** Toasts for auth screens: "Error" with the server's reason (or the product fallback), and successes. */
export function useAuthFeedback() {
  const intl = useIntl();
  return useMemo(
    () => ({
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
      success(titleId: string, descriptionId?: string) {
        toaster.create({
          type: 'success',
          title: intl.formatMessage({ id: titleId }),
          description: descriptionId ? intl.formatMessage({ id: descriptionId }) : undefined,
        });
      },
    }),
    [intl],
  );
}
