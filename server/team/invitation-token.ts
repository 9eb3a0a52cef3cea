import { randomToken, sha256 } from '../auth/session-cookies';

/** An invitation link works for 7 days, once. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

/** A new invitation token (256 random bits) and the hash that is kept of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: sha256(token) };
}

export const invitationTokenHash = (token: string) => sha256(token);

export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invitation?token=${encodeURIComponent(token)}`;
