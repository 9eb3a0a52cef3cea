/** The ways in an organization may allow its members, in the order the settings show them. */
export const SIGN_IN_METHODS = ['PASSWORD', 'MAGIC_LINK', 'GOOGLE', 'MICROSOFT'] as const;
export type AllowedSignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The session lifetimes an organization may choose, in hours: 1 hour, 8 hours, 1 day, 7 days, 30 days. */
export const SESSION_LIFETIME_HOURS = [1, 8, 24, 168, 720] as const;

export function isSessionLifetime(hours: number): boolean {
  return (SESSION_LIFETIME_HOURS as readonly number[]).includes(hours);
}
