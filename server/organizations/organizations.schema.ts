import { builder } from '../graphql/builder';
import { authCallOf } from '../graphql/context';
import { rowSelection } from '../graphql/row-selection';
import { ValidationFailed } from '../errors';
import { mutationErrors } from '../graphql/mutation-errors';
import { setUserLanguage } from './set-user-language';
import { updateOrganization } from './update-organization';

export const RoleEnum = builder.enumType('Role', {
  description: "A member's role in their organization; each role may do all that the roles below it may (USER < MANAGER < ADMIN).",
  values: {
    ADMIN: { description: 'Everything, including billing, members, API keys and webhooks.' },
    MANAGER: { description: 'Reviews documents and also deletes documents and manages senders.' },
    USER: { description: 'Uploads, reviews and signs documents.' },
  } as const,
});
export const PlanEnum = builder.enumType('Plan', {
  description: "The organization's subscription plan.",
  values: {
    TRIAL: { description: 'Free trial of a new organization (30 days), with the limits of TEAM.' },
    SOLO: { description: 'Paid plan for one person: 100 documents a month, 10 GB of storage.' },
    TEAM: { description: 'Paid plan for teams: 1,000 documents a month, 100 GB of storage.' },
    ENTERPRISE: { description: 'Contract plan: no document or storage quota.' },
  } as const,
});

builder.prismaNode('Organization', {
  description: "A customer account: its members, documents and plan. Callers only ever see their own.",
  id: { field: 'id' },
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  // Only the caller's own organization can be fetched by id.
  findUnique: (id, context) => (context.viewer?.organizationId === id ? { id } : { id: '00000000-0000-0000-0000-000000000000' }),
  authScopes: { signedIn: true },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The organization name, as given at sign-up.' }),
    plan: t.expose('plan', { type: PlanEnum, description: 'The current plan.' }),
    trialEndsAt: t.expose('trialEndsAt', { type: 'DateTime', nullable: true, description: 'When the free trial ends (or ended, once a plan is bought); null when there is none.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the organization was created.' }),
    timeZone: t.exposeString('timeZone', { description: "IANA time zone of the organization (e.g. `Europe/Paris`): the dashboard's and analytics' days follow it." }),
  }),
});

const UpdateOrganizationInput = builder.inputType('UpdateOrganizationInput', {
  description: "The organization's settings to change; an absent field stays as it is.",
  fields: (t) => ({
    name: t.string({ required: false, description: 'The organization name, 1 to 120 characters.' }),
    timeZone: t.string({ required: false, description: 'An IANA time zone, e.g. `Europe/Paris` or `America/New_York`.' }),
  }),
});

builder.mutationField('updateOrganization', (t) =>
  t.prismaField({
    type: 'Organization',
    description: "Changes the organization's name and time zone (administrators); audited.",
    authScopes: { signedIn: true },
    errors: mutationErrors('updateOrganization', { name: 'organization', description: 'The organization as it is now.' }, [ValidationFailed]),
    args: { input: t.arg({ type: UpdateOrganizationInput, required: true, description: 'The settings to change.' }) },
    resolve: async (query, _root, { input }, context) => {
      const organization = await updateOrganization(context.services, context.viewer, { ...input, audit: { ip: context.ip, userAgent: context.userAgent } });
      return context.services.db.prisma.organization.findUniqueOrThrow({ ...rowSelection(query), where: { id: organization.id } });
    },
  }),
);

builder.prismaNode('User', {
  description: 'A member of an organization (a person who signs in).',
  id: { field: 'id' },
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  findUnique: (id, context) => ({ id, organizationId: context.viewer?.organizationId ?? '00000000-0000-0000-0000-000000000000' }),
  authScopes: { signedIn: true },
  fields: (t) => ({
    email: t.exposeString('email', { description: 'Sign-in email address, lower case; unique across the service.' }),
    fullName: t.exposeString('fullName', { description: 'Name shown to colleagues and on signatures.' }),
    companyName: t.exposeString('companyName', { nullable: true, description: 'Company name the user gave at sign-up; null when none was given.' }),
    role: t.expose('role', { type: RoleEnum, description: 'Role in the organization.' }),
    locale: t.exposeString('locale', { description: 'Language of screens and emails: `fr` or `en`.' }),
    emailVerified: t.boolean({ description: 'Whether the email address was confirmed (verification link or external sign-in).', resolve: (user) => user.emailVerifiedAt !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was created.' }),
  }),
});

export const LanguageEnum = builder.enumType('Language', {
  description: 'A language of the product (screens, emails, analysis explanations).',
  values: { fr: { description: 'French.' }, en: { description: 'English.' } } as const,
});

builder.mutationField('setLanguage', (t) =>
  t.prismaField({
    type: 'User',
    description: "Saves the signed-in user's language (screens, emails, explanations).",
    authScopes: { signedIn: true },
    args: { language: t.arg({ type: LanguageEnum, required: true, description: 'The language to use from now on.' }) },
    resolve: async (query, _root, args, context) => {
      const user = await setUserLanguage(authCallOf(context), context.viewer!, args.language);
      return context.services.db.prisma.user.findUniqueOrThrow({ ...rowSelection(query), where: { id: user.id } });
    },
  }),
);
