import { builder } from '../graphql/builder';
import { authCallOf } from '../graphql/context';
import { ValidationFailed } from '../errors';
import { mutationErrors } from '../graphql/mutation-errors';
import { setUserLanguage } from './set-user-language';
import { logoUrlOf, removeOrganizationLogo, setOrganizationLogo } from './organization-logo';
import { updateOrganization } from './update-organization';
import { updateProfile } from './update-profile';
import { closeOrganization } from './close-organization';
import { authErrors } from '../auth/sign-in.schema';
import { NO_ORGANIZATION } from '../shared/ids';
import { answerRow } from '../graphql/answer-rows';
import { LanguageEnum, RoleEnum } from '../graphql/enums';
import { PlanEnum } from '../billing/plan.schema';

builder.prismaNode('Organization', {
  description: 'A customer account: its members, documents and plan. Callers only ever see their own.',
  id: { field: 'id' },
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  // Only the caller's own organization can be fetched by id.
  findUnique: (id, context) => (context.viewer?.organizationId === id ? { id } : { id: NO_ORGANIZATION }),
  authScopes: { signedIn: true },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The organization name, as given at sign-up.' }),
    plan: t.expose('plan', { type: PlanEnum, description: 'The current plan.' }),
    trialEndsAt: t.expose('trialEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the free trial ends (or ended, once a plan is bought), or when the ended subscription did (`endedPlan`); null when there is none.',
    }),
    endedPlan: t.expose('endedPlan', {
      type: PlanEnum,
      nullable: true,
      description: 'The paid plan whose subscription ended, leaving the organization read-only until a plan is bought; null otherwise.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the organization was created.' }),
    timeZone: t.exposeString('timeZone', {
      description: "IANA time zone of the organization (e.g. `Europe/Paris`): the dashboard's and analytics' days follow it.",
    }),
    defaultLanguage: t.field({
      type: LanguageEnum,
      description: "Language for people whose own is not known yet: invitation emails to new addresses, new members' screens.",
      resolve: (organization) => (organization.defaultLanguage === 'en' ? 'en' : 'fr'),
    }),
    logoUrl: t.string({
      nullable: true,
      select: { logoStoragePath: true },
      description: "Address of the organization's logo (a PNG at most 512 pixels wide and high), readable by its members only; null without a logo.",
      resolve: (organization) => logoUrlOf(organization.logoStoragePath),
    }),
  }),
});

const UpdateOrganizationInput = builder.inputType('UpdateOrganizationInput', {
  description: "The organization's settings to change; an absent field stays as it is.",
  fields: (t) => ({
    name: t.string({ required: false, description: 'The organization name, 1 to 120 characters.' }),
    timeZone: t.string({ required: false, description: 'An IANA time zone, e.g. `Europe/Paris` or `America/New_York`.' }),
    defaultLanguage: t.field({ type: LanguageEnum, required: false, description: 'The language for people whose own is not known yet.' }),
  }),
});

builder.mutationField('updateOrganization', (t) =>
  t.prismaField({
    type: 'Organization',
    description: "Changes the organization's name, time zone and default language (administrators); audited.",
    authScopes: { signedIn: true },
    errors: mutationErrors('updateOrganization', { name: 'organization', description: 'The organization as it is now.' }, [ValidationFailed]),
    args: { input: t.arg({ type: UpdateOrganizationInput, required: true, description: 'The settings to change.' }) },
    resolve: async (query, _root, { input }, context) => {
      const organization = await updateOrganization(context.services, context.viewer, { ...input, audit: { ip: context.ip, userAgent: context.userAgent } });
      return answerRow(context, 'organization', organization.id, query);
    },
  }),
);

const CloseOrganizationInput = builder.inputType('CloseOrganizationInput', {
  description: 'What closing an organization asks again.',
  fields: (t) => ({
    name: t.string({ required: true, description: "The organization's name, typed again." }),
    currentPassword: t.string({ required: false, description: 'The password in use; required when the account has one (`Viewer.hasPassword`).' }),
  }),
});

builder.mutationField('closeOrganization', (t) =>
  t.boolean({
    description:
      "Closes the organization for good (administrators), its name typed again and the password asked again: its documents, files, settings, audit log and every member's account are deleted, and each member is told by email. SUBSCRIPTION_ACTIVE while a subscription runs.",
    authScopes: { signedIn: true },
    errors: mutationErrors(
      'closeOrganization',
      { name: 'closed', description: 'Always true: the organization is closed, and this browser signed out.' },
      authErrors,
    ),
    args: { input: t.arg({ type: CloseOrganizationInput, required: true, description: 'The name and the password.' }) },
    resolve: async (_root, { input }, context) => {
      await closeOrganization(authCallOf(context), context.viewer, input);
      return true;
    },
  }),
);

builder.mutationField('setOrganizationLogo', (t) =>
  t.prismaField({
    type: 'Organization',
    description:
      "Replaces the organization's logo (administrators): a PNG or JPEG image of at most 2 MB, checked by its content and stored re-encoded without its metadata; audited.",
    authScopes: { signedIn: true },
    errors: mutationErrors('setOrganizationLogo', { name: 'organization', description: 'The organization with its new logo.' }),
    args: { file: t.arg({ type: 'Upload', required: true, description: 'The image: PNG or JPEG, at most 2 MB.' }) },
    resolve: async (query, _root, { file }, context) => {
      const organization = await setOrganizationLogo(context.services, context.viewer, { file, audit: { ip: context.ip, userAgent: context.userAgent } });
      return answerRow(context, 'organization', organization.id, query);
    },
  }),
);

builder.mutationField('removeOrganizationLogo', (t) =>
  t.prismaField({
    type: 'Organization',
    description: "Removes the organization's logo (administrators); audited.",
    authScopes: { signedIn: true },
    errors: mutationErrors('removeOrganizationLogo', { name: 'organization', description: 'The organization, without a logo.' }),
    resolve: async (query, _root, _args, context) => {
      const organization = await removeOrganizationLogo(context.services, context.viewer, { audit: { ip: context.ip, userAgent: context.userAgent } });
      return answerRow(context, 'organization', organization.id, query);
    },
  }),
);

builder.prismaNode('User', {
  description: 'A member of an organization (a person who signs in).',
  id: { field: 'id' },
  // Only the columns asked for are read: the row also holds secrets (password hash, second factors).
  select: { id: true },
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  findUnique: (id, context) => ({ id, organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION }),
  authScopes: { signedIn: true },
  fields: (t) => ({
    email: t.exposeString('email', { description: 'Sign-in email address, lower case; unique across the service.' }),
    fullName: t.exposeString('fullName', { description: 'Name shown to colleagues and on signatures.' }),
    companyName: t.exposeString('companyName', { nullable: true, description: 'Company name the user gave at sign-up; null when none was given.' }),
    role: t.expose('role', { type: RoleEnum, description: 'Role in the organization.' }),
    locale: t.exposeString('locale', { description: 'Language of screens and emails: `fr` or `en`.' }),
    emailVerified: t.boolean({
      description: 'Whether the email address was confirmed (verification link or external sign-in).',
      select: { emailVerifiedAt: true },
      resolve: (user) => user.emailVerifiedAt !== null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was created.' }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: "The signed-in member's own details.",
  fields: (t) => ({
    fullName: t.string({ required: true, description: 'Name shown to colleagues and on signatures from now on: 1 to 200 characters once trimmed.' }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.prismaField({
    type: 'User',
    description: "Changes the signed-in member's own name (documents signed before keep the name they were signed with); audited.",
    authScopes: { signedIn: true },
    errors: mutationErrors('updateProfile', { name: 'user', description: 'The member as they are now.' }, [ValidationFailed]),
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: 'The details to change.' }) },
    resolve: async (query, _root, { input }, context) => {
      const user = await updateProfile(context.services, context.viewer, { ...input, audit: { ip: context.ip, userAgent: context.userAgent } });
      return answerRow(context, 'user', user.id, query);
    },
  }),
);

builder.mutationField('setLanguage', (t) =>
  t.prismaField({
    type: 'User',
    description: "Saves the signed-in user's language (screens, emails, explanations).",
    authScopes: { signedIn: true },
    args: { language: t.arg({ type: LanguageEnum, required: true, description: 'The language to use from now on.' }) },
    resolve: async (query, _root, args, context) => {
      const user = await setUserLanguage(authCallOf(context), context.viewer!, args.language);
      return answerRow(context, 'user', user.id, query);
    },
  }),
);
