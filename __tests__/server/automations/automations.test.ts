import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText } from '../../../server/analysis';
import type { Viewer } from '../../../server/access/viewer';
import { updateAutomationRule } from '../../../server/automations/update-automation-rule';
import { createApiKey } from '../../../server/api-keys/create-api-key';
import { decide, textFile, upload } from '../documents/fixtures';
import { startTestApp, TestClient, type TestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/users';
import { itWith, systemTool } from '../../support/system-tools';
import { createVerifiedUser, signedInClient } from '../auth/accounts';

const PDFSIG = systemTool('pdfsig', ['-v'], 'apt-get install poppler-utils');
const HOUR = 3600_000;

let app: TestApp;
const scratch = mkdtempSync(join(tmpdir(), 'paraphe-automations-'));

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const ERR = '... on Error { code }';
const RULES =
  '{ automationRules { id kind enabled documentType riskMin riskMax senderStatus enabledByName enabledAt lastRuns { outcome reason documentId documentTitle } } }';
const UPDATE = `mutation ($input: UpdateAutomationRuleInput!) {
  updateAutomationRule(input: $input) {
    __typename
    ... on MutationUpdateAutomationRuleSuccess { rule { id kind enabled documentType riskMin riskMax senderStatus enabledByName enabledAt } }
    ... on ValidationFailed { problems { path code } }
    ${ERR}
  }
}`;

const NDA =
  'Mutual Non-Disclosure Agreement\n\nThe parties agree to keep each other’s confidential information secret for two years after the end of their discussions.';
const RISKY =
  'Supplier agreement. The supplier may terminate at any time without notice. The client shall indemnify the supplier against all claims, without limit. Liability of the client is unlimited. The client waives any right to a jury trial. Automatic renewal for successive five-year terms unless cancelled 12 months before. The supplier may change prices at its sole discretion.';

let counter = 0;
const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

interface Organization {
  admin: TestClient;
  adminId: string;
  organizationId: string;
}

/** An organization made by sign-up (so with its automations), its administrator named and signed in. */
async function organization(fullName = 'Alice Martin'): Promise<Organization> {
  const email = `admin-${++counter}-${Date.now()}@example.test`;
  const user = await createVerifiedUser(app, email);
  await app.db.prisma.user.update({ where: { id: user.id }, data: { fullName } });
  return { admin: await signedInClient(app, email), adminId: user.id, organizationId: user.organizationId };
}

type Rule = {
  id: string;
  kind: string;
  enabled: boolean;
  documentType: string;
  riskMin: number;
  riskMax: number;
  senderStatus: string | null;
  enabledByName: string | null;
  enabledAt: string | null;
  lastRuns: Array<Record<string, string | null>>;
};

async function rules(client: TestClient): Promise<Rule[]> {
  const answer = await client.graphql<{ automationRules: Rule[] }>(RULES);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.automationRules;
}

async function ruleOf(client: TestClient, kind: string): Promise<Rule> {
  return (await rules(client)).find((rule) => rule.kind === kind)!;
}

/** Switches a rule on (or off) with its conditions as they are. */
async function switchRule(client: TestClient, rule: Rule, enabled: boolean) {
  const answer = await client.graphql(UPDATE, {
    input: { id: rule.id, enabled, documentType: rule.documentType, riskMin: rule.riskMin, riskMax: rule.riskMax, senderStatus: rule.senderStatus },
  });
  return answer.data?.updateAutomationRule ?? answer;
}

async function uploaded(client: TestClient, title: string, text: string) {
  const answer = await upload(client, title, textFile(text, `${title}.txt`));
  return { globalId: answer.document.id as string, id: rawId(answer.document.id), riskScore: answer.document.riskScore as number };
}

const documentOf = (id: string) => app.db.prisma.document.findUniqueOrThrow({ where: { id } });
const runsOf = (organizationId: string) =>
  app.db.prisma.auditEvent
    .findMany({ where: { organizationId, action: 'automation.ran' }, orderBy: { createdAt: 'asc' } })
    .then((events) => events.map((event) => event.data as Record<string, unknown>));
/** The in-app notifications raised in the organization, as their recipients see them. */
const alertsOf = (organizationId: string) =>
  app.db.prisma.notification
    .findMany({ where: { organizationId }, orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }], select: { type: true, documentId: true, userId: true } })
    .then((rows) => rows.filter((row) => row.type !== 'DOCUMENT_RECEIVED'));

function pdfsig(bytes: Buffer): string {
  const file = join(scratch, `signed-${++counter}.pdf`);
  writeFileSync(file, bytes);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

describe('automations of an organization', () => {
  it('gives a new organization the three samples of the specification, switched off', async () => {
    const { admin } = await organization();
    expect((await rules(admin)).map(({ id: _id, ...rule }) => rule)).toEqual([
      {
        kind: 'AUTO_SIGN',
        enabled: false,
        documentType: 'NDA',
        riskMin: 1,
        riskMax: 2,
        senderStatus: 'TRUSTED',
        enabledByName: null,
        enabledAt: null,
        lastRuns: [],
      },
      {
        kind: 'HIGH_RISK_ALERT',
        enabled: false,
        documentType: 'ANY',
        riskMin: 8,
        riskMax: 10,
        senderStatus: null,
        enabledByName: null,
        enabledAt: null,
        lastRuns: [],
      },
      {
        kind: 'REMINDER',
        enabled: false,
        documentType: 'ANY',
        riskMin: 1,
        riskMax: 10,
        senderStatus: null,
        enabledByName: null,
        enabledAt: null,
        lastRuns: [],
      },
    ]);
  });

  it('gives organizations that existed before automations the same three rules, switched off, by their migration', async () => {
    const existing = await createSignedInUser(app, { role: 'MANAGER' });
    const migrations = join(import.meta.dirname, '../../../prisma/migrations');
    const sql = readFileSync(
      join(
        migrations,
        readdirSync(migrations).find((name) => name.endsWith('_automation_rules'))!,
        'migration.sql',
      ),
      'utf8',
    );
    await app.db.prisma.$executeRawUnsafe(sql.slice(sql.indexOf('INSERT INTO "AutomationRule"')));
    expect((await rules(existing.client)).map((rule) => [rule.kind, rule.enabled, rule.documentType, rule.riskMin, rule.riskMax, rule.senderStatus])).toEqual([
      ['AUTO_SIGN', false, 'NDA', 1, 2, 'TRUSTED'],
      ['HIGH_RISK_ALERT', false, 'ANY', 8, 10, null],
      ['REMINDER', false, 'ANY', 1, 10, null],
    ]);
  });

  it('does nothing with a document while its rules are switched off', async () => {
    const { admin, organizationId } = await organization();
    const nda = await uploaded(admin, 'Quiet NDA', NDA);
    await app.services.jobs.runDueJobs();
    app.clock.advance(48 * HOUR);
    await app.services.jobs.runDueJobs();
    expect((await documentOf(nda.id)).status).toBe('PENDING');
    expect(await runsOf(organizationId)).toEqual([]);
  });
});

describe('automatic signature', () => {
  itWith(PDFSIG)('signs a low-risk NDA on behalf of the administrator who enabled it, and the certificate page says so', async () => {
    const { admin, adminId, organizationId } = await organization('Alice Martin');
    const enabled = await switchRule(admin, await ruleOf(admin, 'AUTO_SIGN'), true);
    expect(enabled).toMatchObject({ __typename: 'MutationUpdateAutomationRuleSuccess', rule: { enabled: true, enabledByName: 'Alice Martin' } });
    const enabledOn = app.clock.now().toISOString().slice(0, 10);

    const nda = await uploaded(admin, 'Mutual NDA', NDA);
    expect(nda.riskScore).toBeLessThanOrEqual(2);
    const risky = await uploaded(admin, 'Supply NDA', `Non-disclosure agreement. ${RISKY}`);
    const plain = await uploaded(admin, 'Services memo', 'The parties meet every month to review the services.');
    await app.services.jobs.runDueJobs();

    const signed = await documentOf(nda.id);
    expect(signed).toMatchObject({ status: 'SIGNED', decidedById: adminId, signatureType: 'SIMPLE' });
    expect((await documentOf(risky.id)).status).toBe('PENDING');
    expect((await documentOf(plain.id)).status).toBe('PENDING');

    const response = await admin.fetch(`/api/documents/${nda.id}/signed-file`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = (await extractText({ buffer: new Uint8Array(bytes), filename: 'signed.pdf' })).text.replace(/\s+/g, ' ');
    expect(text).toContain(`Signed automatically by the rule “Automatic signature”, enabled by Alice Martin on ${enabledOn}`);
    expect(pdfsig(bytes)).toMatch(/Signature Validation: Signature is Valid/);

    expect(await runsOf(organizationId)).toEqual([
      expect.objectContaining({ actor: 'automation', kind: 'AUTO_SIGN', documentId: nda.id, documentTitle: 'Mutual NDA', outcome: 'SIGNED', reason: null }),
    ]);
    expect((await ruleOf(admin, 'AUTO_SIGN')).lastRuns).toEqual([{ outcome: 'SIGNED', reason: null, documentId: nda.globalId, documentTitle: 'Mutual NDA' }]);
  });

  it('signs in French for a French administrator', async () => {
    const { admin, adminId } = await organization('Benoît Leroy');
    await app.db.prisma.user.update({ where: { id: adminId }, data: { locale: 'fr' } });
    await switchRule(admin, await ruleOf(admin, 'AUTO_SIGN'), true);
    const enabledOn = app.clock.now().toISOString().slice(0, 10);
    const nda = await uploaded(
      admin,
      'Accord',
      'Accord de confidentialité\n\nLes parties s’engagent à garder confidentielles les informations échangées pendant deux ans.',
    );
    await app.services.jobs.runDueJobs();
    const bytes = Buffer.from(await (await admin.fetch(`/api/documents/${nda.id}/signed-file`)).arrayBuffer());
    const text = (await extractText({ buffer: new Uint8Array(bytes), filename: 'signed.pdf' })).text.replace(/\s+/g, ' ');
    expect(text).toContain(`Signé automatiquement par la règle « Signature automatique », activée par Benoît Leroy le ${enabledOn}`);
  });

  it('signs nothing when the administrator who enabled it is no longer one, says why and asks the administrators', async () => {
    const { admin, adminId, organizationId } = await organization();
    await switchRule(admin, await ruleOf(admin, 'AUTO_SIGN'), true);
    const other = await createSignedInUser(app, { organizationId, role: 'ADMIN' });
    await app.db.prisma.user.update({ where: { id: adminId }, data: { role: 'MANAGER' } });

    const nda = await uploaded(other.client, 'Mutual NDA', NDA);
    await app.services.jobs.runDueJobs();

    expect((await documentOf(nda.id)).status).toBe('PENDING');
    expect(await runsOf(organizationId)).toEqual([
      expect.objectContaining({ kind: 'AUTO_SIGN', documentId: nda.id, outcome: 'NOT_SIGNED', reason: 'ENABLER_NOT_ADMIN', recipientUserIds: [other.userId] }),
    ]);
    expect(await alertsOf(organizationId)).toEqual([{ documentId: nda.id, type: 'SIGNATURE_REQUESTED', userId: other.userId }]);
  });

  it('runs once per document, even when the document is analysed again', async () => {
    const { admin, organizationId } = await organization();
    await switchRule(admin, await ruleOf(admin, 'HIGH_RISK_ALERT'), true);
    const risky = await uploaded(admin, 'Supply', RISKY);
    await app.services.jobs.runDueJobs();
    await app.db.prisma.job.create({ data: { queue: 'analyze-document', organizationId, payload: { documentId: risky.id, locale: 'en' } } });
    await app.services.jobs.runDueJobs();
    expect((await runsOf(organizationId)).map((run) => run.outcome)).toEqual(['ALERTED']);
  });
});

describe('alert at high risk', () => {
  it('raises a HIGH_RISK alert for the documents its conditions name', async () => {
    const { admin, adminId, organizationId } = await organization();
    const alert = await ruleOf(admin, 'HIGH_RISK_ALERT');
    await admin.graphql(UPDATE, { input: { id: alert.id, enabled: true, documentType: 'NDA', riskBand: 'SAFE' } });
    const nda = await uploaded(admin, 'Mutual NDA', NDA);
    await uploaded(admin, 'Services memo', 'The parties meet every month to review the services.');
    await app.services.jobs.runDueJobs();
    expect(await alertsOf(organizationId)).toEqual([{ documentId: nda.id, type: 'HIGH_RISK', userId: adminId }]);
    expect(await runsOf(organizationId)).toEqual([
      expect.objectContaining({ actor: 'automation', kind: 'HIGH_RISK_ALERT', documentId: nda.id, outcome: 'ALERTED' }),
    ]);
  });

  it('tells nobody twice of a document whose arrival already raised the alert', async () => {
    const { admin, adminId, organizationId } = await organization();
    await switchRule(admin, await ruleOf(admin, 'HIGH_RISK_ALERT'), true);
    const risky = await uploaded(admin, 'Supply', RISKY);
    expect(risky.riskScore).toBeGreaterThanOrEqual(8);
    await uploaded(admin, 'Mutual NDA', NDA);
    await app.services.jobs.runDueJobs();
    expect(await alertsOf(organizationId)).toEqual([{ documentId: risky.id, type: 'HIGH_RISK', userId: adminId }]);
    expect(await runsOf(organizationId)).toEqual([expect.objectContaining({ kind: 'HIGH_RISK_ALERT', documentId: risky.id, outcome: 'ALERTED' })]);
  });
});

describe('reminder after 24 hours without action', () => {
  it('reminds the uploader once, 24 hours after the analysis, when nobody has decided', async () => {
    const { admin, adminId, organizationId } = await organization();
    await switchRule(admin, await ruleOf(admin, 'REMINDER'), true);
    const waiting = await uploaded(admin, 'Waiting', NDA);

    app.clock.advance(23 * HOUR);
    await app.services.jobs.runDueJobs();
    expect(await alertsOf(organizationId)).toEqual([]);

    app.clock.advance(2 * HOUR);
    await app.services.jobs.runDueJobs();
    app.clock.advance(48 * HOUR);
    await app.services.jobs.runDueJobs();
    expect(await alertsOf(organizationId)).toEqual([{ documentId: waiting.id, type: 'REMINDER', userId: adminId }]);
    expect(await runsOf(organizationId)).toEqual([expect.objectContaining({ kind: 'REMINDER', documentId: waiting.id, outcome: 'REMINDED' })]);
  });

  it('is cancelled by a decision taken before it is due', async () => {
    const { admin, organizationId } = await organization();
    await switchRule(admin, await ruleOf(admin, 'REMINDER'), true);
    const refused = await uploaded(admin, 'Refused', NDA);
    const answer = await admin.graphql(decide('refuseDocument'), { id: refused.globalId });
    expect(answer.data?.refuseDocument.__typename).toBe('MutationRefuseDocumentSuccess');

    app.clock.advance(25 * HOUR);
    await app.services.jobs.runDueJobs();
    expect(await alertsOf(organizationId)).toEqual([]);
    expect(await runsOf(organizationId)).toEqual([
      expect.objectContaining({ kind: 'REMINDER', documentId: refused.id, outcome: 'CANCELLED', reason: 'DECIDED' }),
    ]);
  });

  it('is skipped when the rule was switched off while it waited', async () => {
    const { admin, organizationId } = await organization();
    await switchRule(admin, await ruleOf(admin, 'REMINDER'), true);
    await uploaded(admin, 'Waiting', NDA);
    await switchRule(admin, await ruleOf(admin, 'REMINDER'), false);
    app.clock.advance(25 * HOUR);
    await app.services.jobs.runDueJobs();
    expect(await alertsOf(organizationId)).toEqual([]);
    expect(await runsOf(organizationId)).toEqual([expect.objectContaining({ kind: 'REMINDER', outcome: 'SKIPPED', reason: 'RULE_DISABLED' })]);
  });
});

describe('editing the rules', () => {
  it('saves conditions from a risk band or an explicit range, audited with what they were', async () => {
    const { admin, adminId, organizationId } = await organization('Alice Martin');
    const alert = await ruleOf(admin, 'HIGH_RISK_ALERT');
    const banded = await admin.graphql(UPDATE, { input: { id: alert.id, enabled: true, documentType: 'ANY', riskBand: 'CAUTION', senderStatus: 'CAUTION' } });
    expect(banded.data?.updateAutomationRule.rule).toMatchObject({
      enabled: true,
      riskMin: 4,
      riskMax: 7,
      senderStatus: 'CAUTION',
      enabledByName: 'Alice Martin',
    });
    app.clock.advance(1000);
    const explicit = await admin.graphql(UPDATE, { input: { id: alert.id, enabled: false, documentType: 'NDA', riskMin: 9, riskMax: 10 } });
    expect(explicit.data?.updateAutomationRule.rule).toMatchObject({
      enabled: false,
      documentType: 'NDA',
      riskMin: 9,
      riskMax: 10,
      senderStatus: null,
      enabledByName: null,
      enabledAt: null,
    });

    const audit = await app.db.prisma.auditEvent.findMany({ where: { organizationId, action: 'automation.updated' }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((event) => [event.actorId, event.data])).toEqual([
      [
        adminId,
        {
          kind: 'HIGH_RISK_ALERT',
          before: { enabled: false, documentType: 'ANY', riskMin: 8, riskMax: 10, senderStatus: null },
          after: { enabled: true, documentType: 'ANY', riskMin: 4, riskMax: 7, senderStatus: 'CAUTION' },
        },
      ],
      [
        adminId,
        {
          kind: 'HIGH_RISK_ALERT',
          before: { enabled: true, documentType: 'ANY', riskMin: 4, riskMax: 7, senderStatus: 'CAUTION' },
          after: { enabled: false, documentType: 'NDA', riskMin: 9, riskMax: 10, senderStatus: null },
        },
      ],
    ]);
  });

  it.each([
    ['a minimum below 1', { riskMin: 0, riskMax: 2 }],
    ['a maximum above 10', { riskMin: 1, riskMax: 11 }],
    ['a minimum above the maximum', { riskMin: 6, riskMax: 3 }],
    ['a band and a range at once', { riskBand: 'SAFE', riskMin: 1, riskMax: 3 }],
    ['no range at all', {}],
  ])('refuses %s and changes nothing', async (_case, range) => {
    const { admin } = await organization();
    const rule = await ruleOf(admin, 'REMINDER');
    const answer = await admin.graphql(UPDATE, { input: { id: rule.id, enabled: true, documentType: 'ANY', ...range } });
    expect(answer.data?.updateAutomationRule).toEqual({
      __typename: 'ValidationFailed',
      code: 'VALIDATION_FAILED',
      problems: [{ path: 'input.riskMin', code: 'AUTOMATION_RISK_RANGE_INVALID' }],
    });
    expect(await ruleOf(admin, 'REMINDER')).toEqual(rule);
  });

  it('refuses an unknown document type or sender status from any door', async () => {
    const { admin, adminId, organizationId } = await organization();
    const rule = await ruleOf(admin, 'REMINDER');
    const viewer: Viewer = { userId: adminId, organizationId, role: 'ADMIN', sessionId: null, aal: 1, locale: 'en' };
    await expect(
      updateAutomationRule(app.services, viewer, {
        ruleId: rule.id,
        enabled: true,
        documentType: 'INVOICE',
        riskMin: 1,
        riskMax: 10,
        senderStatus: 'FRIENDLY',
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      problems: [expect.objectContaining({ code: 'AUTOMATION_DOCUMENT_TYPE_UNKNOWN' }), expect.objectContaining({ code: 'AUTOMATION_SENDER_STATUS_UNKNOWN' })],
    });
    const graphql = await admin.graphql(UPDATE, { input: { id: rule.id, enabled: true, documentType: 'INVOICE', riskMin: 1, riskMax: 10 } });
    expect(graphql.errors?.[0]?.message).toMatch(/AutomationDocumentType/);
    expect(await ruleOf(admin, 'REMINDER')).toEqual(rule);
  });
});

describe('who may see and change the rules', () => {
  it('lets a manager switch the alert and the reminder, but only an administrator the automatic signature', async () => {
    const { admin, organizationId } = await organization();
    const manager = await createSignedInUser(app, { organizationId, role: 'MANAGER', locale: 'en' });
    expect(await switchRule(manager.client, await ruleOf(manager.client, 'REMINDER'), true)).toMatchObject({
      __typename: 'MutationUpdateAutomationRuleSuccess',
      rule: { enabled: true },
    });
    expect(await switchRule(manager.client, await ruleOf(manager.client, 'AUTO_SIGN'), true)).toEqual({ __typename: 'AppError', code: 'FORBIDDEN' });
    expect((await ruleOf(admin, 'AUTO_SIGN')).enabled).toBe(false);
  });

  it('refuses a Utilisateur, and API keys, which may read but never switch', async () => {
    const { admin, adminId, organizationId } = await organization();
    const rule = await ruleOf(admin, 'AUTO_SIGN');
    const user = await createSignedInUser(app, { organizationId, role: 'USER' });
    expect((await user.client.graphql(RULES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await switchRule(user.client, rule, true)).toEqual({ __typename: 'AppError', code: 'FORBIDDEN' });

    const viewer: Viewer = { userId: adminId, organizationId, role: 'ADMIN', sessionId: null, aal: 1, locale: 'en' };
    const { key } = await createApiKey(app.services, viewer, { name: 'Everything', scopes: ['read', 'write', 'sign'] });
    const keyed = new TestClient(app.url);
    const withKey = { authorization: `Bearer ${key}` };
    expect((await keyed.graphql(RULES, {}, withKey)).data?.automationRules).toHaveLength(3);
    const switched = await keyed.graphql(UPDATE, { input: { id: rule.id, enabled: true, documentType: 'NDA', riskMin: 1, riskMax: 2 } }, withKey);
    expect(switched.data?.updateAutomationRule).toEqual({ __typename: 'AppError', code: 'FORBIDDEN' });
    expect((await ruleOf(admin, 'AUTO_SIGN')).enabled).toBe(false);
  });

  it('walls organizations off: another organization’s rules can be neither read nor switched', async () => {
    const ours = await organization();
    const theirs = await organization();
    const ourRule = await ruleOf(ours.admin, 'AUTO_SIGN');
    const theirIds = (await rules(theirs.admin)).map((rule) => rule.id);
    expect(theirIds).toHaveLength(3);
    expect(theirIds).not.toContain(ourRule.id);
    expect(await switchRule(theirs.admin, ourRule, true)).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    expect(await ruleOf(ours.admin, 'AUTO_SIGN')).toEqual(ourRule);
  });
});
