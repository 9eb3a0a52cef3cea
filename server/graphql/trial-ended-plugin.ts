import { getOperationAST, GraphQLError, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { errorMessage } from '../error-messages';
import { AppError } from '../errors';
import type { Context } from './context';

/**
 * What a member of an organization whose trial ended may still do: their own account, sessions and
 * notifications, buying a plan, and taking access away (members, invitations, keys, webhooks,
 * mailboxes, share links). Every other mutation would add or change the organization's data.
 */
const ALLOWED_AFTER_TRIAL = new Set([
  'changePassword',
  'closeOrganization',
  'confirmEmailChange',
  'disconnectMailAccount',
  'enrollTotp',
  'leaveOrganization',
  'markAllNotificationsRead',
  'markNotificationRead',
  'refreshSession',
  'removeFactor',
  'removeMember',
  'removeWebhook',
  'requestEmailChange',
  'requestMagicLink',
  'requestPasswordReset',
  'resendVerificationEmail',
  'resetPassword',
  'revokeApiKey',
  'revokeCloudShareLink',
  'revokeInvitation',
  'revokeOrganizationSession',
  'sendContactMessage',
  'setLanguage',
  'signIn',
  'signInWithMagicLink',
  'signOut',
  'signUp',
  'signUpWithInvitation',
  'unlinkIdentity',
  'updateNotificationSettings',
  'updateProfile',
  'updateSecuritySettings',
  'verifyEmail',
  'verifyTotp',
]);

/** Billing's rule (organization-trial.ts): throws TRIAL_ENDED for an organization whose trial ended without a plan. */
type AssertWritable = (prisma: Context['services']['db']['prisma'], organizationId: string, now: Date) => Promise<void>;

/**
 * A mutation that would change the data of an organization whose trial ended is refused with
 * TRIAL_ENDED, before any resolver runs; `assertWritable` is billing's rule, handed in where Yoga
 * is assembled (server/yoga.ts).
 */
export const trialEndedPlugin = (assertWritable: AssertWritable): Plugin<Context> => ({
  async onExecute({ args, setResultAndStopExecution }) {
    const operation = getOperationAST(args.document, args.operationName);
    const context = args.contextValue;
    if (operation?.operation !== 'mutation' || !context.viewer) return;
    const writes = operation.selectionSet.selections.some((selection) => selection.kind !== Kind.FIELD || !ALLOWED_AFTER_TRIAL.has(selection.name.value));
    if (!writes) return;
    try {
      await assertWritable(context.services.db.prisma, context.viewer.organizationId, context.services.clock.now());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Said in the member's language: the web app shows it as it comes.
      setResultAndStopExecution({
        errors: [new GraphQLError(errorMessage(error.code, context.locale), { extensions: { code: error.code, ...error.details } })],
      });
    }
  },
});
