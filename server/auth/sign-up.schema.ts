import { builder } from '../graphql/builder';
import { authCallOf } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { LanguageEnum } from '../graphql/enums';
import { linkEmailField, signUpRules } from '../shared/auth-rules';
import { authErrors, SignInResultRef } from './sign-in.schema';
import { signUp } from './sign-up';
import { resendVerification, verifyEmail } from './verify-email';

const SignUpInput = builder.inputType('SignUpInput', {
  description: 'The sign-up form.',
  validate: signUpRules,
  fields: (t) => ({
    fullName: t.string({ required: true, description: 'Name of the person, 1 to 200 characters.' }),
    email: t.string({ required: true, description: 'Email address to sign in with; the verification link is sent there.' }),
    password: t.string({ required: true, description: 'At least 8 characters, at most 256; common passwords are refused.' }),
    confirmPassword: t.string({ required: true, description: 'The password again; must be equal to `password`.' }),
    companyName: t.string({ required: false, description: 'Company name, at most 200 characters.' }),
    acceptTerms: t.boolean({ required: true, description: 'Acceptance of the terms of service; must be true.' }),
    language: t.field({ type: LanguageEnum, required: false, description: 'Language of the emails; defaults to the request language.' }),
    company: t.string({ required: false, description: 'Honeypot: must stay empty.' }),
  }),
});

const SignUpResultRef = builder.objectRef<{ email: string }>('SignUpResult').implement({
  description: 'The account awaits the confirmation of its address.',
  fields: (t) => ({ email: t.exposeString('email', { description: 'Where the verification link was sent.' }) }),
});

builder.mutationField('signUp', (t) =>
  t.field({
    type: SignUpResultRef,
    errors: mutationErrors('signUp', { name: 'result', description: 'Where the verification link was sent.' }, authErrors),
    description: 'Creates an account and its organization (30-day trial) and emails a verification link.',
    args: { input: t.arg({ type: SignUpInput, required: true, description: 'The sign-up form.' }) },
    resolve: (_root, { input }, context) => signUp(authCallOf(context), input),
  }),
);

builder.mutationField('verifyEmail', (t) =>
  t.field({
    type: SignInResultRef,
    description: 'Confirms the address from the emailed link and signs its owner in (or asks for the second factor).',
    errors: mutationErrors('verifyEmail', { name: 'result', description: 'Signed in, or the second factor to give.' }, authErrors),
    args: { token: t.arg.string({ required: true, description: 'The token from the verification link.' }) },
    resolve: (_root, args, context) => verifyEmail(authCallOf(context), args.token),
  }),
);

builder.mutationField('resendVerificationEmail', (t) =>
  t.boolean({
    description: 'Emails a new verification link to an address whose account is not confirmed yet. The answer is the same for any address.',
    errors: mutationErrors(
      'resendVerificationEmail',
      { name: 'sent', description: 'Always true: the same answer whether or not a link was sent.' },
      authErrors,
    ),
    args: { email: t.arg.string({ required: true, validate: linkEmailField, description: 'Address of the account to confirm.' }) },
    resolve: async (_root, args, context) => {
      await resendVerification(authCallOf(context), args.email);
      return true;
    },
  }),
);
