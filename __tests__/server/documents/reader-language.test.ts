import { jest } from '@jest/globals';
import { CLAUSE_GUIDE } from '../../../server/analysis/clause-guide';
import { readDirection } from '../../../server/analysis/direction/directed-findings';
import type { ClauseCategory } from '../../../server/analysis';
import { Prisma } from '../../../server/db/generated/client';
import { INTERFACE_LANGUAGE_HEADER } from '../../../server/shared/locale';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createVerifiedUser, signedInClient } from '../auth/accounts';
import { createSignedInUser, type SignedInUser } from '../../support/users';
import { RISKY_CLAUSES, textFile, upload } from './fixtures';

// Analysis texts are written in every reader language at analysis time: a reader reads them in
// their own language whatever the uploader's, on GraphQL and on the REST API.

const FRENCH_CLAUSES = [
  'Le Prestataire peut résilier le présent contrat à tout moment, sans préavis ni indemnité.',
  'Le contrat se renouvelle tacitement par périodes successives de cinq ans, sauf dénonciation douze mois à l’avance.',
  'Le Client renonce à tout recours et accepte une responsabilité illimitée pour tous les dommages.',
];

const READ = `query Read($id: ID!) {
  node(id: $id) { ... on Document { id language summary keyPoints findings { category explanation excerpt } } }
}`;
const LIST = `{ documents(first: 10) { edges { node { id summary keyPoints findings { category explanation excerpt } } } } }`;
const CREATE_KEY = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { __typename ... on MutationCreateApiKeySuccess { created { key } } }
}`;

interface Texts {
  summary: string | null;
  keyPoints: string[];
  findings: Array<{ category: string; explanation: string; excerpt: string }>;
}

let app: TestApp;
let french: SignedInUser;
let english: SignedInUser;
let documents: { english: { id: string; rowId: string }; french: { id: string; rowId: string } };

/** The explanations of a clause in one language (a finding's starts with one of them): the guide's, and the one read with the party it favours. */
function guideExplanations(category: string, locale: 'fr' | 'en', excerpt: string): string[] {
  const guide = CLAUSE_GUIDE[category as ClauseCategory];
  const directed = readDirection(category as ClauseCategory, excerpt);
  return [guide.explanation[locale], ...(guide.usual ? [guide.usual.explanation[locale]] : []), ...(directed ? [directed.explanation[locale]] : [])];
}

function expectIn(locale: 'fr' | 'en', texts: Texts) {
  const other = locale === 'fr' ? 'en' : 'fr';
  expect(texts.findings.length).toBeGreaterThan(0);
  for (const finding of texts.findings) {
    expect(guideExplanations(finding.category, locale, finding.excerpt).some((text) => finding.explanation.startsWith(text))).toBe(true);
    expect(guideExplanations(finding.category, other, finding.excerpt).some((text) => finding.explanation.startsWith(text))).toBe(false);
  }
  if (locale === 'en') {
    expect(texts.summary).toMatch(/ risk \(\d+\/10\)\. \d+ clauses? to review across /);
    expect(texts.summary).not.toMatch(/risque|clauses? à examiner/);
    for (const point of texts.keyPoints) expect(point).toMatch(/, severity \d\/5: /);
  } else {
    expect(texts.summary).toMatch(/ : risque (faible|modéré|élevé) \(\d+\/10\)\. \d+ clauses? à examiner dans /);
    expect(texts.summary).not.toMatch(/ risk \(|to review/);
    for (const point of texts.keyPoints) expect(point).toMatch(/, gravité \d\/5 : /);
  }
  expect(texts.keyPoints.length).toBeGreaterThan(0);
}

async function read(user: SignedInUser, id: string): Promise<Texts & { language: string }> {
  const result = await user.client.graphql(READ, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.node;
}

async function createKey(user: SignedInUser): Promise<string> {
  const result = await user.client.graphql(CREATE_KEY, { input: { name: `Key ${user.userId.slice(0, 6)}`, scopes: ['READ'] } });
  expect(result.data!.createApiKey.__typename).toBe('MutationCreateApiKeySuccess');
  return result.data!.createApiKey.created.key;
}

async function restRead(key: string, rowId: string): Promise<Texts> {
  const response = await fetch(`${app.url}/api/v1/documents/${rowId}`, { headers: { authorization: `Bearer ${key}` } });
  expect(response.status).toBe(200);
  const body = await response.json();
  return { summary: body.analysis.summary, keyPoints: body.analysis.key_points, findings: body.analysis.findings };
}

beforeAll(async () => {
  app = await startTestApp();
  french = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
  english = await createSignedInUser(app, { role: 'ADMIN', organizationId: french.organizationId, locale: 'en' });
  const rowOf = async (id: string) =>
    (await app.services.db.prisma.document.findFirstOrThrow({ where: { organizationId: french.organizationId, title: id }, select: { id: true } })).id;
  const englishContract = await upload(french.client, 'Service agreement', textFile(RISKY_CLAUSES.join('\n'), 'agreement.txt'));
  const frenchContract = await upload(french.client, 'Contrat de prestation', textFile(FRENCH_CLAUSES.join('\n'), 'contrat.txt'));
  documents = {
    english: { id: englishContract.document.id, rowId: await rowOf('Service agreement') },
    french: { id: frenchContract.document.id, rowId: await rowOf('Contrat de prestation') },
  };
});

afterAll(async () => {
  await app?.stop();
});

describe('analysis texts in the reader’s language', () => {
  it('are stored in the uploader’s language and in every other one', async () => {
    const row = await app.services.db.prisma.document.findUniqueOrThrow({ where: { id: documents.english.rowId } });
    expect(row.analysisStatus).toBe('DONE');
    expect(row.summary).toMatch(/risque/);
    expect(row.translations).toMatchObject({ fr: { summary: row.summary, keyPoints: row.keyPoints }, en: { summary: expect.stringMatching(/ risk /) } });
  });

  it.each(['english', 'french'] as const)('are read in English by an English reader and in French by a French one (%s contract, GraphQL)', async (contract) => {
    const asEnglish = await read(english, documents[contract].id);
    const asFrench = await read(french, documents[contract].id);
    expect(asEnglish.language).toBe(contract === 'english' ? 'en' : 'fr');
    expectIn('en', asEnglish);
    expectIn('fr', asFrench);
    // The same clauses, only the words differ.
    expect(asEnglish.findings.map((finding) => finding.category)).toEqual(asFrench.findings.map((finding) => finding.category));
  });

  it('are in the reader’s language in the documents list, still read by the hand-written statement', async () => {
    const query = jest.spyOn(app.services.db.sql, 'query');
    try {
      const asEnglish = await english.client.graphql(LIST);
      expect(asEnglish.errors).toBeUndefined();
      expect(query.mock.calls.some(([sql]) => String(sql).includes('"translations"'))).toBe(true);
      const nodes: Array<Texts & { id: string }> = asEnglish.data!.documents.edges.map((edge: { node: Texts & { id: string } }) => edge.node);
      expect(nodes.map((node) => node.id).sort()).toEqual([documents.english.id, documents.french.id].sort());
      for (const node of nodes) expectIn('en', node);
      const asFrench = await french.client.graphql(LIST);
      for (const edge of asFrench.data!.documents.edges) expectIn('fr', edge.node);
    } finally {
      query.mockRestore();
    }
  });

  it('are read in the API key owner’s language on REST', async () => {
    const englishKey = await createKey(english);
    const frenchKey = await createKey(french);
    for (const contract of ['english', 'french'] as const) {
      const asEnglish = await restRead(englishKey, documents[contract].rowId);
      expectIn('en', asEnglish);
      expect(asEnglish.findings[0]).not.toHaveProperty('explanations');
      expectIn('fr', await restRead(frenchKey, documents[contract].rowId));
    }
  });

  it('are worded again from the analysis data for a built-in analysis stored in one language, and stay as written for another engine', async () => {
    const { prisma } = app.services.db;
    const row = await prisma.document.findUniqueOrThrow({ where: { id: documents.french.rowId } });
    const findings = (row.findings as Array<Record<string, unknown>>).map(({ explanations: _explanations, ...finding }) => finding);
    await prisma.document.update({ where: { id: row.id }, data: { translations: Prisma.DbNull, findings: findings as Prisma.InputJsonValue } });
    const asEnglish = await read(english, documents.french.id);
    expectIn('en', asEnglish);
    expect(asEnglish.summary).not.toBe(row.summary);
    expectIn('fr', await read(french, documents.french.id));
    const listed = await english.client.graphql(LIST);
    const node = listed.data!.documents.edges.find((edge: { node: { id: string } }) => edge.node.id === documents.french.id).node;
    expect(node.summary).toBe(asEnglish.summary);
    expectIn('en', await restRead(await createKey(english), row.id));

    // Another engine wrote its own sentences in one language: they are shown as written.
    await prisma.document.update({ where: { id: row.id }, data: { analysisEngine: 'llm:test-model' } });
    const llm = await read(english, documents.french.id);
    expect(llm.summary).toBe(row.summary);
    expect(llm.keyPoints).toEqual(row.keyPoints);
    expect(llm.findings.map((finding) => finding.explanation)).toEqual(findings.map((finding) => finding.explanation));
  });
});

describe('the interface language is the reader’s language at once', () => {
  it('a French account whose interface shows English reads the analysis in English, and French again without it', async () => {
    const result = await french.client.graphql(READ, { id: documents.english.id }, { [INTERFACE_LANGUAGE_HEADER]: 'en' });
    expect(result.errors).toBeUndefined();
    expectIn('en', result.data!.node);
    const list = await french.client.graphql(LIST, {}, { [INTERFACE_LANGUAGE_HEADER]: 'en' });
    expectIn('en', list.data!.documents.edges.find((edge: { node: { id: string } }) => edge.node.id === documents.english.id).node);
    expectIn('fr', await read(french, documents.english.id));
    // Anything but a language of the product is no choice: the account's language stands.
    expectIn('fr', (await french.client.graphql(READ, { id: documents.english.id }, { [INTERFACE_LANGUAGE_HEADER]: 'de' })).data!.node);
  });

  it('saving English on the account takes effect with the next request, not at the next token refresh', async () => {
    const user = await createVerifiedUser(app, 'claire@example.test');
    await app.db.prisma.user.update({ where: { id: user.id }, data: { locale: 'fr' } });
    const client = await signedInClient(app, 'claire@example.test');
    const filed = await upload(client, 'Contrat de Claire', textFile(FRENCH_CLAUSES.join('\n'), 'contrat.txt'));
    const readNow = async () => (await client.graphql(READ, { id: filed.document.id })).data!.node as Texts;
    expectIn('fr', await readNow());
    const saved = await client.graphql(`mutation { setLanguage(language: en) { locale } }`);
    expect(saved.data!.setLanguage).toEqual({ locale: 'en' });
    expectIn('en', await readNow());
    expect((await client.graphql(`{ viewer { user { locale } } }`)).data!.viewer.user.locale).toBe('en');
  });
});
