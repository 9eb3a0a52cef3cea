import { builder } from '../graphql/builder';
import { authCallOf } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { linkEmailField, newPasswordRules } from '../shared/auth-rules';
import { changePassword, isPasswordResetLinkValid, requestPasswordReset, resetPassword } from './password-reset';
import { authErrors, SignInResultRef } from './sign-in.schema';

builder.queryField('passwordResetLinkValid', (t) =>
  t.boolean({
    description: 'Whether a password reset link (its two halves joined) can still be used.',
    args: {
      accessToken: t.arg.string({ required: true, description: 'First half of the token, from the `access_token` parameter of the link.' }),
      refreshToken: t.arg.string({ required: true, description: 'Second half of the token, from the `refresh_token` parameter of the link.' }),
    },
    resolve: (_root, args, context) => isPasswordResetLinkValid(authCallOf(context), args.accessToken + args.refreshToken),
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    errors: mutationErrors(
      'requestPasswordReset',
      { name: 'sent', description: 'Always true: the same answer whether or not the address has an account.' },
      authErrors,
    ),
    description: 'Emails a password reset link (valid one hour). The answer is the same for unknown addresses.',
    args: {
      email: t.arg.string({ required: true, validate: linkEmailField, description: 'Address of the account.' }),
      company: t.arg.string({ required: false, description: 'Honeypot: must stay empty.' }),
    },
    resolve: async (_root, args, context) => {
      await requestPasswordReset(authCallOf(context), args);
      return true;
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: SignInResultRef,
    errors: mutationErrors('resetPassword', { name: 'result', description: 'Signed in, or the second factor to give.' }, authErrors),
    description: 'Sets a new password from a reset link, ends every other session and signs this browser in.',
    args: {
      accessToken: t.arg.string({ required: true, description: 'First half of the token, from the `access_token` parameter of the link.' }),
      refreshToken: t.arg.string({ required: true, description: 'Second half of the token, from the `refresh_token` parameter of the link.' }),
      password: t.arg.string({ required: true, description: 'The new password: at least 8 characters, at most 256; common passwords are refused.' }),
      confirmPassword: t.arg.string({ required: true, description: 'The new password again; must be equal to `password`.' }),
    },
    validate: newPasswordRules,
    resolve: (_root, args, context) => resetPassword(authCallOf(context), args.accessToken + args.refreshToken, args.password),
  }),
);

builder.mutationField('changePassword', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    errors: mutationErrors('changePassword', { name: 'changed', description: 'Always true: the password was changed.' }, authErrors),
    description: "Changes the signed-in user's password and ends their other sessions.",
    args: {
      currentPassword: t.arg.string({
        required: true,
        description: 'The password in use now; ignored for an account that has none yet (`Viewer.hasPassword`), which sets one this way.',
      }),
      password: t.arg.string({ required: true, description: 'The new password: at least 8 characters, at most 256; common passwords are refused.' }),
      confirmPassword: t.arg.string({ required: true, description: 'The new password again; must be equal to `password`.' }),
    },
    validate: newPasswordRules,
    resolve: async (_root, args, context) => {
      await changePassword(authCallOf(context), context.viewer!, args.currentPassword, args.password);
      return true;
    },
  }),
);
