import type { Services } from '../services';

/** How long an ended session (expired or revoked) and a spent or expired emailed link are kept. */
export const AUTH_RECORD_RETENTION_DAYS = 30;

// Timestamps are `timestamp without time zone` holding UTC (see jobs/job-queue.ts).
const utc = (date: Date) => date.toISOString();

/**
 * Deletes sessions that ended more than AUTH_RECORD_RETENTION_DAYS ago, with their refresh tokens
 * (one is kept per renewal, to recognise a reused one, which only a live session needs), and emailed
 * links that expired as long ago. Sign-ins stay in the audit log. Returns how many rows went.
 */
export async function pruneAuthRecords(services: Services): Promise<{ sessions: number; links: number }> {
  const before = utc(new Date(services.clock.now().getTime() - AUTH_RECORD_RETENTION_DAYS * 24 * 60 * 60_000));
  const { sql } = services.db;
  // Refresh tokens go with their session (ON DELETE CASCADE).
  const sessions = await sql.query<{ id: string }>(`DELETE FROM "Session" WHERE "expiresAt" < $1::timestamp OR "revokedAt" < $1::timestamp RETURNING id`, [
    before,
  ]);
  const links = await sql.query<{ id: string }>(`DELETE FROM "AuthToken" WHERE "expiresAt" < $1::timestamp RETURNING id`, [before]);
  return { sessions: sessions.length, links: links.length };
}
