import { createHash } from 'node:crypto';
import type { AttemptPolicy } from '../auth/rate-limiter';

/** A link lives 1 to 90 days; 7 unless the member chooses. */
export const SHARE_LINK_DAYS = { min: 1, max: 90, default: 7 } as const;
/** Wrong passwords on one link: 5 in 15 minutes block it for 15 minutes, from every address. */
export const SHARE_PASSWORD_POLICY: AttemptPolicy = { limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };
/** Where a link opens: the public page. */
export const SHARE_PATH = '/s';

export const DAY_MS = 86_400_000;

/** SHA-256 of a link's token: the only form in which it is kept. */
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
