import { z } from 'zod';
import { builder } from '../graphql/builder';
import { authCallOf } from '../graphql/context';
import { mutationErrors } from '../graphql/mutation-errors';
import { authErrors, SignInResultRef } from './sign-in.schema';
import { enrollTotp, removeFactor, verifyTotp, type TotpEnrollment } from './totp';
import { FactorRef } from './viewer.schema';

const TotpEnrollmentRef = builder.objectRef<TotpEnrollment>('TotpEnrollment').implement({
  description: 'A new authenticator-app factor, to be added to the app then confirmed with its first code (verifyTotp).',
  fields: (t) => ({
    factor: t.field({
      type: FactorRef,
      description: 'The new factor, unverified until its first code is confirmed.',
      resolve: (enrollment) => enrollment.factor,
    }),
    secret: t.exposeString('secret', { description: 'Base32 secret, for manual entry.' }),
    otpauthUrl: t.exposeString('otpauthUrl', { description: 'The `otpauth://totp/…` URI the QR code holds (issuer Paraphe, 30-second codes).' }),
    qrCodeDataUrl: t.exposeString('qrCodeDataUrl', { description: 'PNG data URL of the otpauth QR code.' }),
  }),
});

builder.mutationField('enrollTotp', (t) =>
  t.field({
    type: TotpEnrollmentRef,
    description: 'Starts adding an authenticator app as a second factor: returns its secret and QR code.',
    authScopes: { signedIn: true },
    errors: mutationErrors('enrollTotp', { name: 'enrollment', description: 'The secret and QR code to add to the authenticator app.' }, authErrors),
    args: {
      friendlyName: t.arg.string({
        required: false,
        validate: z.string().max(60),
        description: 'A name for the factor, at most 60 characters; "Authenticator" when omitted.',
      }),
    },
    resolve: (_root, args, context) => enrollTotp(authCallOf(context), context.viewer!, args.friendlyName ?? null),
  }),
);

builder.mutationField('verifyTotp', (t) =>
  t.field({
    type: SignInResultRef,
    errors: mutationErrors('verifyTotp', { name: 'result', description: 'Signed in, with the second factor given (assurance level 2).' }, authErrors),
    description: 'Answers a second-factor challenge after sign-in, or confirms a new factor with its first code.',
    args: {
      factorId: t.arg.id({
        required: false,
        description: "The factor to check (a new one to confirm, or SignInResult.factorId); the user's verified factor when omitted.",
      }),
      code: t.arg.string({
        required: true,
        validate: z
          .string()
          .trim()
          .regex(/^\d{6}$/, 'Enter the 6-digit code'),
        description: 'The 6-digit code shown by the authenticator app.',
      }),
    },
    resolve: (_root, args, context) => verifyTotp(authCallOf(context), context.viewer, args.factorId ? String(args.factorId) : null, args.code),
  }),
);

builder.mutationField('removeFactor', (t) =>
  t.boolean({
    description: "Removes one of the signed-in user's second factors; a verified one only from a session that gave a second factor.",
    authScopes: { signedIn: true },
    errors: mutationErrors('removeFactor', { name: 'removed', description: 'Always true: the factor was removed.' }, authErrors),
    args: { factorId: t.arg.id({ required: true, description: 'Id of the factor to remove.' }) },
    resolve: async (_root, args, context) => {
      await removeFactor(authCallOf(context), context.viewer!, String(args.factorId));
      return true;
    },
  }),
);
