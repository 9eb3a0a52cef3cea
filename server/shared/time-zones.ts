/** The time zone of an organization that has not chosen one. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** Whether `timeZone` is an IANA name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The IANA time zones offered for an organization, from the runtime's own list. */
export function timeZoneNames(): string[] {
  return Intl.supportedValuesOf('timeZone');
}
