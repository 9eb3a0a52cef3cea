import { assertCan, inOrganization } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { assertSeatsAvailable } from '../billing/plan-limits';
import type { Role } from '../db/generated/client';
import { AppError, ValidationFailed, type FieldProblem } from '../errors';
import type { Services } from '../services';
import { canonicalEmail } from '../email/email-address';
import { emailField } from '../shared/auth-rules';
import { isUuid } from '../shared/ids';
import { INVITATION_TTL_MS, newInvitationToken } from './invitation-token';
import { invitingAction } from './pending-invitation';
import { sendInvitationMail } from './send-invitation-mail';

/** At most this many addresses in one call: a larger team is invited in several goes. */
export const MAX_INVITATIONS_PER_CALL = 50;

export interface InviteMembersInput {
  emails: readonly string[];
  role: Role;
  teamId?: string | null;
  audit?: { ip: string | null; userAgent: string | null };
}

/**
 * Invites people by email with a role (and optionally a team): one expiring, single-use link each.
 * All or nothing: one address already a member, or seats short for all of them, and none is invited.
 * Inviting an address that has a pending invitation replaces it (the older link stops working).
 */
export async function inviteMembers(services: Services, viewer: Viewer | null, input: InviteMembersInput) {
  const inviter = assertCan(viewer, invitingAction(input.role));
  const emails = validEmails(input.emails);
  if (input.teamId != null && !isUuid(input.teamId)) throw new AppError('NOT_FOUND', 'No such team in this organization');
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);

  const { organizationName, timeZone, invitedBy, created } = await services.db.prisma.$transaction(async (tx) => {
    if (input.teamId != null) {
      const team = await tx.team.findFirst({ where: { id: input.teamId, ...inOrganization(inviter) }, select: { id: true } });
      if (!team) throw new AppError('NOT_FOUND', 'No such team in this organization');
    }
    const members = await tx.user.findMany({ where: { ...inOrganization(inviter), email: { in: emails }, removedAt: null }, select: { email: true } });
    if (members.length > 0)
      throw new AppError('ALREADY_MEMBER', `Already a member: ${members.map((member) => member.email).join(', ')}`, {
        emails: members.map((member) => member.email),
      });
    // Pending invitations of the same addresses are replaced, so they do not count twice against the seats.
    await tx.invitation.updateMany({
      where: { ...inOrganization(inviter), email: { in: emails }, acceptedAt: null, revokedAt: null },
      data: { revokedAt: now },
    });
    await assertSeatsAvailable(tx, inviter.organizationId, emails.length, now);
    const [organization, author, accounts] = await Promise.all([
      tx.organization.findUniqueOrThrow({ where: { id: inviter.organizationId }, select: { name: true, defaultLanguage: true, timeZone: true } }),
      tx.user.findUniqueOrThrow({ where: { id: inviter.userId }, select: { fullName: true } }),
      tx.user.findMany({ where: { email: { in: emails } }, select: { email: true, locale: true } }),
    ]);
    // Someone with an account reads it in their own language; a new address in the organization's.
    const languageOf = new Map(accounts.map((account) => [account.email, account.locale]));
    const rows = [];
    for (const email of emails) {
      const { token, tokenHash } = newInvitationToken();
      const invitation = await tx.invitation.create({
        data: {
          ...inOrganization(inviter),
          email,
          role: input.role,
          teamId: input.teamId ?? null,
          tokenHash,
          invitedById: inviter.userId,
          locale: languageOf.get(email) ?? organization.defaultLanguage,
          createdAt: now,
          sentAt: now,
          expiresAt,
        },
      });
      rows.push({ invitation, token });
    }
    await tx.auditEvent.createMany({
      data: rows.map(({ invitation }) => ({
        ...inOrganization(inviter),
        actorId: inviter.userId,
        action: 'member.invited',
        entityType: 'Invitation',
        entityId: invitation.id,
        data: { email: invitation.email, role: invitation.role },
        ip: input.audit?.ip ?? null,
        userAgent: input.audit?.userAgent ?? null,
        createdAt: now,
      })),
    });
    return { organizationName: organization.name, timeZone: organization.timeZone, invitedBy: author.fullName, created: rows };
  });

  for (const { invitation, token } of created) {
    await sendInvitationMail(services, { email: invitation.email, token, locale: invitation.locale, organizationName, timeZone, invitedBy, expiresAt });
  }
  return created.map(({ invitation }) => invitation);
}

function validEmails(raw: readonly string[]): string[] {
  if (raw.length === 0) throw new ValidationFailed([{ path: 'input.emails', message: 'EMAIL_REQUIRED' }]);
  if (raw.length > MAX_INVITATIONS_PER_CALL) {
    throw new ValidationFailed([{ path: 'input.emails', message: `At most ${MAX_INVITATIONS_PER_CALL} addresses at once`, code: 'TOO_MANY_INVITATIONS' }]);
  }
  const problems: FieldProblem[] = [];
  raw.forEach((email, index) => {
    const checked = emailField.safeParse(email);
    if (!checked.success) problems.push({ path: `input.emails.${index}`, message: checked.error.issues[0]?.message ?? 'EMAIL_INVALID' });
  });
  if (problems.length > 0) throw new ValidationFailed(problems);
  return [...new Set(raw.map(canonicalEmail))];
}
