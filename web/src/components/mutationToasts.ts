import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../i18n/errorText';
import { toaster } from './toaster';

/** A mutation's answer as the schema's result unions give it: its type, and a code when it is an error. */
export type MutationAnswer = { readonly __typename: string; readonly code?: string | null };

export const codeOf = (answer: MutationAnswer) => ('code' in answer ? (answer.code ?? null) : null);

/**
 * The code of an error the server gave for the whole operation (Relay's `onError`: no data, the answer's
 * `errors[0].extensions.code`, as TRIAL_ENDED comes before any resolver runs); null for a network failure.
 */
export function codeOfError(error: unknown): string | null {
  const source = (error as { source?: { errors?: Array<{ extensions?: { code?: unknown } }> } } | null)?.source;
  const code = source?.errors?.find((entry) => typeof entry.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * The toasts of a mutation's outcome: "Succès" with what was done; "Erreur" with the server's reason
 * when there are words for its code (the screen's own, `<ownErrors>.<CODE>`, before the shared
 * table's), the screen's fallback otherwise.
 */
export function useMutationToasts(ownErrors?: string) {
  const intl = useIntl();
  return useMemo(
    () => ({
      success: (id: string, values?: Record<string, string | number>) =>
        void toaster.create({ type: 'success', title: intl.formatMessage({ id: 'common.success' }), description: intl.formatMessage({ id }, values) }),
      error: (fallbackId: string, code?: string | null, values?: Record<string, string | number>) => {
        const own = ownErrors && code ? `${ownErrors}.${code}` : null;
        void toaster.create({
          type: 'error',
          title: intl.formatMessage({ id: 'common.error' }),
          description: own && own in intl.messages ? intl.formatMessage({ id: own }, values) : errorText(intl, code, fallbackId, values),
        });
      },
    }),
    [intl, ownErrors],
  );
}
