import { useAuthFeedback } from './authFeedback';
import { commitAsync, useResendVerificationMutation } from './authMutations';

/** Sends a new confirmation link to an address not yet confirmed, and says so (the same answer for any address). */
export function useResendVerification() {
  const feedback = useAuthFeedback();
  const [commit, resending] = useResendVerificationMutation();
  const resend = async (email: string) => {
    try {
      const { resendVerificationEmail: result } = await commitAsync(commit, { email });
      if (result.__typename === 'MutationResendVerificationEmailSuccess') feedback.success('auth.toast.verificationSent', 'auth.toast.verificationSentBody');
      else feedback.error(result, 'auth.failures.resendVerification');
    } catch {
      feedback.error(null, 'auth.failures.resendVerification');
    }
  };
  return [resend, resending] as const;
}
