import { builder } from '../../graphql/builder';
import { authCallOf } from '../../graphql/context';
import { mutationErrors } from '../../graphql/mutation-errors';
import { authErrors } from '../sign-in.schema';
import { unlinkIdentity } from './link-identity';

builder.mutationField('unlinkIdentity', (t) =>
  t.boolean({
    description:
      "Unlinks one of the signed-in user's Google or Microsoft accounts; LAST_SIGN_IN_METHOD when it would leave no way in that the organization allows. Linking is a browser journey: `/auth/google?intent=link` or `/auth/microsoft?intent=link`.",
    authScopes: { signedIn: true },
    errors: mutationErrors('unlinkIdentity', { name: 'unlinked', description: 'Always true: the account was unlinked.' }, authErrors),
    args: { identityId: t.arg.id({ required: true, description: 'Id of the linked account (`Viewer.identities`).' }) },
    resolve: async (_root, args, context) => {
      await unlinkIdentity(authCallOf(context), context.viewer, String(args.identityId));
      return true;
    },
  }),
);
