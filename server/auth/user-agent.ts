import Bowser from 'bowser';

export interface UserAgentDescription {
  /** The browser and its major version ("Chrome 131"); null when the header names none (curl, a script). */
  browser: string | null;
  /** The operating system ("macOS", "Windows", "iOS"); null when the header names none. */
  operatingSystem: string | null;
}

/** What a sign-in's User-Agent header says in words a member recognises. */
export function describeUserAgent(userAgent: string | null): UserAgentDescription {
  if (!userAgent) return { browser: null, operatingSystem: null };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    operatingSystem: os.name || null,
  };
}
