import { Badge, Box, Button, Heading, HStack, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { TeamScreenInvitationsQuery } from '../../__generated__/TeamScreenInvitationsQuery.graphql';
import type { TeamScreenMembersQuery } from '../../__generated__/TeamScreenMembersQuery.graphql';
import type { TeamScreenQuery } from '../../__generated__/TeamScreenQuery.graphql';
import { emailField, normalizeEmail } from '../../auth-rules';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  useAssignMemberTeamMutation,
  useChangeMemberRoleMutation,
  useCreateTeamMutation,
  useDeleteTeamMutation,
  useInviteMembersMutation,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from './teamMutations';

export const teamScreenQuery = graphql`
  query TeamScreenQuery {
    viewer {
      role
      user {
        id
      }
    }
  }
`;

const ROLES = ['USER', 'MANAGER', 'ADMIN'] as const;
type Role = (typeof ROLES)[number];
const RANK: Record<Role, number> = { USER: 1, MANAGER: 2, ADMIN: 3 };

/** Members, their roles and teams; invitations and teams for managers; roles and removal for administrators. */
export function TeamScreen() {
  const { viewer } = usePreloadedQuery<TeamScreenQuery>(teamScreenQuery, useLoaderData() as PreloadedQuery<TeamScreenQuery>);
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((current) => current + 1);
  const role = (viewer?.role ?? 'USER') as Role;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="nav.team" />
      </Heading>
      {RANK[role] >= RANK.MANAGER && <InviteForm canInviteAdmins={role === 'ADMIN'} onInvited={refresh} />}
      <Suspense fallback={<CenteredSpinner />}>
        <Members role={role} viewerId={viewer?.user?.id ?? null} fetchKey={fetchKey} onChanged={refresh} />
      </Suspense>
      {RANK[role] >= RANK.MANAGER && (
        <Suspense fallback={<CenteredSpinner />}>
          <Invitations role={role} fetchKey={fetchKey} onChanged={refresh} />
        </Suspense>
      )}
    </Stack>
  );
}

/** A member's cell: a table cell from tablet width, a block in the member's block on a phone. */
const MEMBER_CELL = { display: { base: 'block', md: 'table-cell' }, borderBottomWidth: { base: '0', md: '1px' }, px: { base: '0', md: '2' } } as const;

function Card({ titleId, children, testId }: { titleId: string; children: React.ReactNode; testId: string }) {
  return (
    <Box bg="white" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid={testId}>
      <Heading as="h2" size="md" mb="3">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </Box>
  );
}

function RoleSelect({ value, onChange, roles, label }: { value: Role; onChange(role: Role): void; roles: readonly Role[]; label: string }) {
  const intl = useIntl();
  return (
    // Never narrower than its longest role: on a phone the members' table scrolls sideways rather than cut "Administrateur".
    <NativeSelect.Root size="sm" width="auto" minW="10.5rem">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value as Role)}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {intl.formatMessage({ id: `team.roles.${role}` })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The distinct addresses typed (separated by commas, semicolons, spaces or lines), and the entries that are not addresses. */
function inviteesOf(text: string): { valid: string[]; invalid: string[] } {
  const typed = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(normalizeEmail),
    ),
  ];
  const valid = typed.filter((entry) => emailField.safeParse(entry).success);
  return { valid, invalid: typed.filter((entry) => !valid.includes(entry)) };
}

function InviteForm({ canInviteAdmins, onInvited }: { canInviteAdmins: boolean; onInvited(): void }) {
  const intl = useIntl();
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<Role>('USER');
  const [invite, inviting] = useInviteMembersMutation();
  const { valid, invalid } = inviteesOf(emails);
  return (
    <Card titleId="team.invite.title" testId="team-invite">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="team.invite.intro" />
        </Text>
        <Textarea
          aria-label={intl.formatMessage({ id: 'team.invite.emails' })}
          placeholder={intl.formatMessage({ id: 'team.invite.placeholder' })}
          value={emails}
          rows={2}
          onChange={(event) => setEmails(event.target.value)}
        />
        {invalid.length > 0 && (
          <Text fontSize="sm" color="red.600" data-testid="team-invite-invalid">
            <FormattedMessage id="team.invite.invalid" values={{ count: invalid.length, entries: invalid.join(', ') }} />
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          <RoleSelect
            value={role}
            onChange={setRole}
            roles={canInviteAdmins ? ROLES : ROLES.filter((one) => one !== 'ADMIN')}
            label={intl.formatMessage({ id: 'team.invite.role' })}
          />
          <Button
            colorPalette="brand"
            loading={inviting}
            disabled={valid.length === 0 || invalid.length > 0}
            onClick={() =>
              invite({ input: { emails: valid, role } }, () => {
                setEmails('');
                onInvited();
              })
            }
          >
            <FormattedMessage id="team.invite.send" values={{ count: valid.length }} />
          </Button>
        </HStack>
      </Stack>
    </Card>
  );
}

const membersQuery = graphql`
  query TeamScreenMembersQuery {
    teamMembers {
      id
      fullName
      email
      role
      lastActiveAt
      team {
        id
        name
      }
    }
    teams {
      id
      name
      memberCount
    }
  }
`;

function Members({ role, viewerId, fetchKey, onChanged }: { role: Role; viewerId: string | null; fetchKey: number; onChanged(): void }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<TeamScreenMembersQuery>(membersQuery, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const [changeRole] = useChangeMemberRoleMutation();
  const [remove, removingNow] = useRemoveMemberMutation();
  const [assign] = useAssignMemberTeamMutation();
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const isAdmin = role === 'ADMIN';
  const isManager = RANK[role] >= RANK.MANAGER;
  return (
    <>
      <Card titleId="team.members.title" testId="team-members">
        {/* On a phone each member is a block of its own (name, then the choices under it), not a row to scroll sideways. */}
        <Box overflowX={{ base: 'visible', md: 'auto' }}>
          <Table.Root size="sm" display={{ base: 'block', md: 'table' }}>
            <Table.Header hideBelow="md">
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="team.members.name" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="team.members.role" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="team.members.team" />
                </Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">
                  <FormattedMessage id="team.members.lastActive" />
                </Table.ColumnHeader>
                {isAdmin && <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
              {data.teamMembers.map((member) => (
                <Table.Row
                  key={member.id}
                  data-testid="team-member-row"
                  display={{ base: 'flex', md: 'table-row' }}
                  flexWrap="wrap"
                  alignItems="center"
                  gap="2"
                  py={{ base: '3', md: '0' }}
                  borderBottomWidth={{ base: '1px', md: '0' }}
                >
                  <Table.Cell minW="11rem" width={{ base: 'full', md: 'auto' }} {...MEMBER_CELL}>
                    <Text fontWeight="medium">{member.fullName}</Text>
                    <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                      {member.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell {...MEMBER_CELL}>
                    {isAdmin ? (
                      <RoleSelect
                        value={member.role as Role}
                        roles={ROLES}
                        label={intl.formatMessage({ id: 'team.members.roleOf' }, { name: member.fullName })}
                        onChange={(next) => changeRole({ input: { userId: member.id, role: next } }, onChanged)}
                      />
                    ) : (
                      <Badge>
                        <FormattedMessage id={`team.roles.${member.role}`} />
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell {...MEMBER_CELL}>
                    {isManager ? (
                      <NativeSelect.Root size="sm" width="auto" minW="9rem">
                        <NativeSelect.Field
                          aria-label={intl.formatMessage({ id: 'team.members.teamOf' }, { name: member.fullName })}
                          value={member.team?.id ?? ''}
                          onChange={(event) => assign({ input: { userId: member.id, teamId: event.target.value || null } }, onChanged)}
                        >
                          <option value="">{intl.formatMessage({ id: 'team.members.noTeam' })}</option>
                          {data.teams.map((team) => (
                            <option key={team.id} value={team.id}>
                              {team.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    ) : (
                      (member.team?.name ?? '—')
                    )}
                  </Table.Cell>
                  <Table.Cell hideBelow="md">
                    {member.lastActiveAt ? intl.formatDate(member.lastActiveAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—'}
                  </Table.Cell>
                  {isAdmin && (
                    <Table.Cell textAlign="end" {...MEMBER_CELL}>
                      {member.id !== viewerId && (
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving({ id: member.id, name: member.fullName })}>
                          <FormattedMessage id="team.members.remove" />
                        </Button>
                      )}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Card>
      <Teams teams={data.teams} canManage={isManager} onChanged={onChanged} />
      <ConfirmDialog
        open={removing !== null}
        title={<FormattedMessage id="team.members.removeTitle" values={{ name: removing?.name ?? '' }} />}
        body={<FormattedMessage id="team.members.removeConfirm" />}
        confirm={<FormattedMessage id="team.members.remove" />}
        busy={removingNow}
        onConfirm={() =>
          removing &&
          remove({ id: removing.id }, () => {
            setRemoving(null);
            onChanged();
          })
        }
        onClose={() => setRemoving(null)}
        testId="remove-member-dialog"
      />
    </>
  );
}

function Teams({
  teams,
  canManage,
  onChanged,
}: {
  teams: ReadonlyArray<{ id: string; name: string; memberCount: number }>;
  canManage: boolean;
  onChanged(): void;
}) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [create, creating] = useCreateTeamMutation();
  const [drop] = useDeleteTeamMutation();
  return (
    <Card titleId="team.teams.title" testId="team-teams">
      <Stack gap="3">
        {teams.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="team.teams.none" />
          </Text>
        ) : (
          teams.map((team) => (
            <HStack key={team.id} justify="space-between" data-testid="team-row">
              <Text>
                <FormattedMessage id="team.teams.line" values={{ name: team.name, count: team.memberCount }} />
              </Text>
              {canManage && (
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => drop({ id: team.id }, onChanged)}>
                  <FormattedMessage id="team.teams.delete" />
                </Button>
              )}
            </HStack>
          ))
        )}
        {canManage && (
          <HStack gap="2" wrap="wrap">
            <Input
              size="sm"
              maxW="xs"
              aria-label={intl.formatMessage({ id: 'team.teams.name' })}
              placeholder={intl.formatMessage({ id: 'team.teams.name' })}
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
            />
            <Button
              size="sm"
              loading={creating}
              disabled={!name.trim()}
              onClick={() =>
                create({ name }, () => {
                  setName('');
                  onChanged();
                })
              }
            >
              <FormattedMessage id="team.teams.create" />
            </Button>
          </HStack>
        )}
      </Stack>
    </Card>
  );
}

const invitationsQuery = graphql`
  query TeamScreenInvitationsQuery {
    pendingInvitations {
      id
      email
      role
      invitedByName
      expiresAt
    }
  }
`;

/** Pending invitations; an administrator's invitation is resent and revoked by administrators only, as it was made. */
function Invitations({ role, fetchKey, onChanged }: { role: Role; fetchKey: number; onChanged(): void }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<TeamScreenInvitationsQuery>(invitationsQuery, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const [revoke] = useRevokeInvitationMutation();
  const [resend] = useResendInvitationMutation();
  return (
    <Card titleId="team.invitations.title" testId="team-invitations">
      {data.pendingInvitations.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="team.invitations.none" />
        </Text>
      ) : (
        <Stack gap="2">
          {data.pendingInvitations.map((invitation) => {
            const expired = new Date(invitation.expiresAt).getTime() < Date.now();
            return (
              <HStack key={invitation.id} justify="space-between" wrap="wrap" gap="2" data-testid="team-invitation-row">
                <Stack gap="0">
                  <Text fontWeight="medium" wordBreak="break-all">
                    {invitation.email}
                  </Text>
                  <Text fontSize="xs" color={expired ? 'red.600' : 'fg.muted'}>
                    <FormattedMessage
                      id={expired ? 'team.invitations.expired' : 'team.invitations.pending'}
                      values={{
                        role: intl.formatMessage({ id: `team.roles.${invitation.role}` }),
                        date: intl.formatDate(invitation.expiresAt, { dateStyle: 'medium' }),
                      }}
                    />
                  </Text>
                </Stack>
                {(invitation.role !== 'ADMIN' || role === 'ADMIN') && (
                  <HStack gap="2">
                    <Button size="xs" variant="outline" onClick={() => resend({ id: invitation.id }, onChanged)}>
                      <FormattedMessage id="team.invitations.resend" />
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => revoke({ id: invitation.id }, onChanged)}>
                      <FormattedMessage id="team.invitations.revoke" />
                    </Button>
                  </HStack>
                )}
              </HStack>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
