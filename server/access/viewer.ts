import type { Role } from '../db/generated/client';
import type { ApiScope } from './scopes';

/** Who is calling, as every door sees it. */
export interface Viewer {
  userId: string;
  organizationId: string;
  role: Role;
  /** The sign-in session, null for API keys. */
  sessionId: string | null;
  aal: 1 | 2;
  locale: 'fr' | 'en';
  /** The API key making the call; absent for a browser session. */
  apiKeyId?: string;
  /** The scopes of the API key making the call; absent for a browser session, which holds them all. */
  scopes?: readonly ApiScope[];
  /** The organization requires a second factor the member has not enrolled yet: enrolling it is all this session may do. */
  enrolmentOnly?: true;
}
