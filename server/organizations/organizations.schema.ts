import { builder } from '../graphql/builder';
import { setUserLanguage } from './set-user-language';

export const RoleEnum = builder.enumType('Role', { values: ['ADMIN', 'MANAGER', 'USER'] as const });
export const PlanEnum = builder.enumType('Plan', { values: ['TRIAL', 'SOLO', 'TEAM', 'ENTERPRISE'] as const });

builder.prismaNode('Organization', {
  id: { field: 'id' },
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  // Only the caller's own organization can be fetched by id.
  findUnique: (id, context) => (context.viewer?.organizationId === id ? { id } : { id: '00000000-0000-0000-0000-000000000000' }),
  authScopes: { signedIn: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    plan: t.expose('plan', { type: PlanEnum }),
    trialEndsAt: t.expose('trialEndsAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaNode('User', {
  id: { field: 'id' },
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  findUnique: (id, context) => ({ id, organizationId: context.viewer?.organizationId ?? '00000000-0000-0000-0000-000000000000' }),
  authScopes: { signedIn: true },
  fields: (t) => ({
    email: t.exposeString('email'),
    fullName: t.exposeString('fullName'),
    companyName: t.exposeString('companyName', { nullable: true }),
    role: t.expose('role', { type: RoleEnum }),
    locale: t.exposeString('locale'),
    emailVerified: t.boolean({ resolve: (user) => user.emailVerifiedAt !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const LanguageEnum = builder.enumType('Language', { values: ['fr', 'en'] as const });

builder.mutationField('setLanguage', (t) =>
  t.prismaField({
    type: 'User',
    description: "Saves the signed-in user's language (screens, emails, explanations).",
    authScopes: { signedIn: true },
    args: { language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: async (query, _root, args, context) => {
      const user = await setUserLanguage(context.services, context.viewer!, args.language);
      return context.services.db.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);
