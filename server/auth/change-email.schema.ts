import { builder } from '../graphql/builder';
import { authCallOf } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { emailChangeRules } from '../shared/auth-rules';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { authErrors } from './sign-in.schema';

const RequestEmailChangeInput = builder.inputType('RequestEmailChangeInput', {
  description: 'The address to move the signed-in account to.',
  validate: emailChangeRules,
  fields: (t) => ({
    newEmail: t.string({ required: true, description: 'The new address; the confirmation link is sent there.' }),
    currentPassword: t.string({
      required: false,
      description: 'The password in use now; required when the account has one (`Viewer.hasPassword`).',
    }),
  }),
});

builder.mutationField('requestEmailChange', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    errors: mutationErrors(
      'requestEmailChange',
      { name: 'sent', description: 'Always true: a confirmation link went to the new address (or, when it has an account already, a notice).' },
      authErrors,
    ),
    description:
      "Emails a link (valid one hour) to the new address; the account's address changes when it is opened (`confirmEmailChange`). The answer is the same whether or not the new address has an account.",
    args: { input: t.arg({ type: RequestEmailChangeInput, required: true, description: 'The new address, and the password in use.' }) },
    resolve: async (_root, { input }, context) => {
      await requestEmailChange(authCallOf(context), context.viewer, input);
      return true;
    },
  }),
);

builder.mutationField('confirmEmailChange', (t) =>
  t.string({
    errors: mutationErrors('confirmEmailChange', { name: 'email', description: 'The address of the account from now on.' }, authErrors),
    description:
      'Opens the link sent by `requestEmailChange`: the account takes the new address (verified), links sent before stop working, and the old address is told. Works once, signed in or not.',
    args: { token: t.arg.string({ required: true, description: 'The `token` parameter of the link.' }) },
    resolve: async (_root, args, context) => (await confirmEmailChange(authCallOf(context), args.token)).email,
  }),
);
