// Also on PostgreSQL, Redis and S3: aggregates written in SQL.
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { seedDocuments } from './fixtures';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let app: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
let stranger: SignedInUser;
let now: number;
const ago = (ms: number) => new Date(now - ms);

/*
 * Decisions of the last 7 days by team:
 *  Juridique: Alice SIGNED after 24 h and REFUSED after 2 h, Carole SIGNED after 10 h (and an older decision, out of the week)
 *  Ventes:    Bob CORRECTING after 96 h
 *  Achats:    nobody, no decision
 *  no team:   the administrator and the user, who decided nothing; David SIGNED after 48 h
 */
beforeAll(async () => {
  app = await startTestApp();
  now = app.clock.now().getTime();
  admin = await createSignedInUser(app, { role: 'ADMIN' });
  user = await createSignedInUser(app, { role: 'USER', organizationId: admin.organizationId });
  stranger = await createSignedInUser(app, { role: 'ADMIN' });
  const { prisma } = app.db;
  const team = (organizationId: string, name: string) => prisma.team.create({ data: { organizationId, name } });
  const [legal, sales] = [await team(admin.organizationId, 'Juridique'), await team(admin.organizationId, 'Ventes')];
  await team(admin.organizationId, 'Achats');
  const member = async (fullName: string, teamId: string | null, organizationId = admin.organizationId) => {
    const created = await createSignedInUser(app, { organizationId });
    await prisma.user.update({ where: { id: created.userId }, data: { fullName, teamId } });
    return created.userId;
  };
  const [alice, carole, bob, david] = [
    await member('Alice', legal.id),
    await member('Carole', legal.id),
    await member('Bob', sales.id),
    await member('David', null),
  ];
  const decided = (after: number, hours: number, status: 'SIGNED' | 'REFUSED' | 'CORRECTING', decidedById: string) => ({
    at: ago(after + hours * HOUR),
    risk: 5,
    status,
    decidedAt: ago(after),
    decidedById,
  });
  await seedDocuments(app.db, admin.organizationId, [
    decided(1 * DAY, 24, 'SIGNED', alice),
    decided(2 * DAY, 2, 'REFUSED', alice),
    decided(3 * DAY, 10, 'SIGNED', carole),
    decided(20 * DAY, 5, 'REFUSED', carole),
    decided(4 * DAY, 96, 'CORRECTING', bob),
    decided(1 * DAY, 48, 'SIGNED', david),
    { at: ago(1 * DAY), risk: 9, status: 'PENDING' },
  ]);
  // Another organization's team and decisions must show nowhere above.
  const elsewhere = await team(stranger.organizationId, 'Juridique ailleurs');
  await seedDocuments(app.db, stranger.organizationId, [decided(1 * DAY, 1, 'SIGNED', await member('Eve', elsewhere.id, stranger.organizationId))]);
}, 60_000);
afterAll(() => app?.stop());

const TEAMS = `query { analytics(period: WEEK) { teams { teamId teamName members processed approvalRate refusalRate averageHours } } }`;
const teamId = (id: string) => Buffer.from(`Team:${id}`).toString('base64');

describe('analytics by team', () => {
  it("adds up each team's decisions of the period, busiest first, empty teams listed, the members without a team last", async () => {
    const { data, errors } = await admin.client.graphql(TEAMS);
    expect(errors).toBeUndefined();
    const teams = await app.db.prisma.team.findMany({ where: { organizationId: admin.organizationId } });
    const idOf = (name: string) => teamId(teams.find((team) => team.name === name)!.id);
    expect(data!.analytics.teams).toEqual([
      { teamId: idOf('Juridique'), teamName: 'Juridique', members: 2, processed: 3, approvalRate: 66.7, refusalRate: 33.3, averageHours: 12 },
      { teamId: idOf('Ventes'), teamName: 'Ventes', members: 1, processed: 1, approvalRate: 0, refusalRate: 0, averageHours: 96 },
      { teamId: idOf('Achats'), teamName: 'Achats', members: 0, processed: 0, approvalRate: null, refusalRate: null, averageHours: null },
      { teamId: null, teamName: null, members: 3, processed: 1, approvalRate: 100, refusalRate: 0, averageHours: 48 },
    ]);
  });

  it('shows a Utilisateur the same table, as the figures are theirs to read', async () => {
    expect((await user.client.graphql(TEAMS)).data).toEqual((await admin.client.graphql(TEAMS)).data);
  });

  it("shows another organization only its own teams, never this one's", async () => {
    const { data } = await stranger.client.graphql(TEAMS);
    expect(data!.analytics.teams).toEqual([
      { teamId: expect.any(String), teamName: 'Juridique ailleurs', members: 1, processed: 1, approvalRate: 100, refusalRate: 0, averageHours: 1 },
      { teamId: null, teamName: null, members: 1, processed: 0, approvalRate: null, refusalRate: null, averageHours: null },
    ]);
  });

  it('counts a removed member (who leaves their team) in no team, and their decisions in the row without a team', async () => {
    const { prisma } = app.db;
    const legal = await prisma.team.findFirstOrThrow({ where: { organizationId: admin.organizationId, name: 'Juridique' } });
    const carole = await prisma.user.findFirstOrThrow({ where: { organizationId: admin.organizationId, fullName: 'Carole' } });
    // What removing a member writes (server/team/remove-member.ts).
    await prisma.user.update({ where: { id: carole.id }, data: { removedAt: app.clock.now(), teamId: null } });
    try {
      const rows = (await admin.client.graphql(TEAMS)).data!.analytics.teams as Array<{ teamId: string | null; members: number; processed: number }>;
      expect(rows.find((row) => row.teamId === teamId(legal.id))).toMatchObject({ members: 1, processed: 2 });
      expect(rows.at(-1)).toMatchObject({ teamId: null, members: 3, processed: 2 });
    } finally {
      await prisma.user.update({ where: { id: carole.id }, data: { removedAt: null, teamId: legal.id } });
    }
  });
});
