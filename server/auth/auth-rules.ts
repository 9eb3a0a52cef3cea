import { z } from 'zod';

/**
 * Form rules with the product's exact messages. The web forms and the GraphQL arguments validate
 * with these same schemas; the server is the authority. No node imports: the web imports this file.
 */
export const MIN_PASSWORD_LENGTH = 8;

export const RULE_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'You must accept the terms',
  emailForLink: 'Please enter a valid email address',
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string()
  .trim()
  .min(1, RULE_MESSAGES.emailRequired)
  .max(254, RULE_MESSAGES.emailInvalid)
  .regex(EMAIL_SHAPE, RULE_MESSAGES.emailInvalid);

export const linkEmailField = z.string().trim().max(254, RULE_MESSAGES.emailForLink).regex(EMAIL_SHAPE, RULE_MESSAGES.emailForLink);

export const newPasswordField = z
  .string()
  .min(1, RULE_MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, RULE_MESSAGES.passwordTooShort)
  .max(256, RULE_MESSAGES.passwordTooShort);

export const signUpRules = z
  .looseObject({
    fullName: z.string().trim().min(1, RULE_MESSAGES.fullNameRequired).max(200),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string(),
    companyName: z.string().trim().max(200).nullish(),
    acceptTerms: z.boolean().refine((accepted) => accepted, RULE_MESSAGES.termsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, { message: RULE_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });

export const signInRules = z.looseObject({
  email: emailField,
  password: z.string().min(1, RULE_MESSAGES.passwordRequired).max(256),
});

export const newPasswordRules = z
  .looseObject({ password: newPasswordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: RULE_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });

export type FieldErrors = Record<string, string>;

/** First message per field, keyed by the field name, for forms. */
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
