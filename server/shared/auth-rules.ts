import { z } from 'zod';

/**
 * Form rules. The web forms and the GraphQL arguments validate with these same schemas, whose
 * issues carry a rule code; the server is the authority. No node imports: the web imports this file.
 */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The codes a broken rule answers with (GraphQL `FieldProblem.code`; the web words each one in
 * the `rules` of its auth messages), and the English sentence the API gives with each as `message`.
 */
export const RULE_MESSAGES = {
  FULL_NAME_REQUIRED: 'Full name is required',
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INVALID: 'Invalid email address',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORDS_DIFFER: 'Passwords do not match',
  TERMS_REQUIRED: 'You must accept the terms',
  EMAIL_FOR_LINK: 'Please enter a valid email address',
} as const;

export type RuleCode = keyof typeof RULE_MESSAGES;

export const isRuleCode = (value: unknown): value is RuleCode => typeof value === 'string' && Object.hasOwn(RULE_MESSAGES, value);

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.string().trim().min(1, 'EMAIL_REQUIRED').max(254, 'EMAIL_INVALID').regex(EMAIL_SHAPE, 'EMAIL_INVALID');

export const linkEmailField = z.string().trim().max(254, 'EMAIL_FOR_LINK').regex(EMAIL_SHAPE, 'EMAIL_FOR_LINK');

export const newPasswordField = z.string().min(1, 'PASSWORD_REQUIRED').min(MIN_PASSWORD_LENGTH, 'PASSWORD_TOO_SHORT').max(256, 'PASSWORD_TOO_SHORT');

/** A person's name as colleagues see it and signatures carry it. */
export const FULL_NAME_MAX = 200;
/** A name as it is kept: trimmed, inner runs of spaces made one. */
export const normalizeFullName = (name: string) => name.trim().replace(/\s+/g, ' ');
const fullNameField = z.string().trim().min(1, 'FULL_NAME_REQUIRED').max(FULL_NAME_MAX);

const acceptTermsField = z.boolean().refine((accepted) => accepted, 'TERMS_REQUIRED');

export const signUpRules = z
  .looseObject({
    fullName: fullNameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string(),
    companyName: z.string().trim().max(200).nullish(),
    acceptTerms: acceptTermsField,
  })
  .refine((form) => form.password === form.confirmPassword, { message: 'PASSWORDS_DIFFER', path: ['confirmPassword'] });

/** Joining by invitation: the address comes from the invitation, the rest as at sign-up. */
export const invitationSignUpRules = z
  .looseObject({
    fullName: fullNameField,
    password: newPasswordField,
    confirmPassword: z.string(),
    acceptTerms: acceptTermsField,
  })
  .refine((form) => form.password === form.confirmPassword, { message: 'PASSWORDS_DIFFER', path: ['confirmPassword'] });

/** An emailed sign-in link; asked from sign-up (`createAccount`), it makes an account, whose terms must be accepted. */
export const magicLinkRules = z
  .looseObject({ email: linkEmailField, createAccount: z.boolean().nullish(), acceptTerms: z.boolean().nullish() })
  .refine((form) => !form.createAccount || form.acceptTerms === true, { message: 'TERMS_REQUIRED', path: ['acceptTerms'] });

/** Moving one's account to another address: the password in use is asked again when the account has one. */
export const emailChangeRules = z.looseObject({ newEmail: emailField, currentPassword: z.string().max(256).nullish() });

export const signInRules = z.looseObject({
  email: emailField,
  password: z.string().min(1, 'PASSWORD_REQUIRED').max(256),
});

export const newPasswordRules = z
  .looseObject({ password: newPasswordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: 'PASSWORDS_DIFFER', path: ['confirmPassword'] });

export type FieldErrors = Record<string, string>;

/** First broken rule's code per field, keyed by the field name, for forms. */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
