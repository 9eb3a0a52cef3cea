import { createAnalyzer } from '../../../server/analysis';
import { riskScore } from '../../../server/analysis/scoring/risk-score';
import { type Candidate, categoryEvidence, decideVerdicts } from '../../../server/analysis/verdicts/document-verdicts';
import { type DocumentCase, fitThresholds } from '../../../scripts/risk-engine/evaluation/document-verdicts';
import type { ClauseCategory } from '../../../server/analysis/categories';

const analyzer = createAnalyzer({ engine: 'builtin' });

function candidate(category: ClauseCategory, start: number, severity: number, confidence: number): Candidate {
  return { category, start, end: start + 10, severity, confidence, excerpt: 'x', explanation: 'x' };
}

describe('document verdicts', () => {
  it('adds up doubtful sentences and lets one clear clause decide', () => {
    expect(categoryEvidence([0.9])).toBeCloseTo(0.9);
    expect(categoryEvidence([0.1, 0.1])).toBeCloseTo(0.19);
    expect(categoryEvidence([0.1, 0.1, 0.1, 0.9])).toBeCloseTo(1 - 0.1 * 0.9 * 0.9);
  });

  it('keeps a category whose document evidence reaches its threshold, with its worst clause first, and drops the others', () => {
    const { verdicts, findings } = decideVerdicts(
      [
        candidate('exclusivity', 0, 3, 0.05),
        candidate('anti_assignment', 20, 1, 0.4),
        candidate('anti_assignment', 40, 3, 0.2),
        candidate('choice_of_law', 60, 1, 0.01),
      ],
      { exclusivity: 0.15, anti_assignment: 0.1 },
    );
    expect(verdicts.map(({ category, severity, clauses }) => ({ category, severity, clauses: clauses.map((clause) => clause.start) }))).toEqual([
      { category: 'anti_assignment', severity: 3, clauses: [40, 20] },
      { category: 'choice_of_law', severity: 1, clauses: [60] },
    ]);
    expect(findings.map((finding) => finding.start)).toEqual([20, 40, 60]);
    expect(findings.some((finding) => 'confidence' in finding)).toBe(false);
  });

  it('leads a contract’s result with the verdict its score follows from: a total exclusion of the supplier’s liability first', async () => {
    const text = [
      'CONTRAT DE PRESTATION DE SERVICES',
      'Entre la société Fournisseur SAS (le « Prestataire ») et le Client.',
      'Article 1 - Responsabilité\nLa responsabilité du Prestataire est exclue en toutes circonstances.',
      'Article 2 - Droit applicable\nLe présent contrat est soumis au droit français.',
    ].join('\n\n');
    const result = await analyzer.analyze({ text, title: 'Contrat', locale: 'fr' });
    expect(result.verdicts[0]).toMatchObject({ category: 'liability_limitation', severity: 5 });
    expect(text.slice(result.verdicts[0].clauses[0].start, result.verdicts[0].clauses[0].end)).toBe(
      'La responsabilité du Prestataire est exclue en toutes circonstances.',
    );
    expect(new Set(result.findings.map((finding) => finding.category))).toEqual(new Set(result.verdicts.map((verdict) => verdict.category)));
    expect(result.riskScore).toBe(riskScore(result.findings));
    expect(result.keyPoints[0]).toMatch(/^Limitation de responsabilité, gravité 5\/5 : La responsabilité de l’autre partie est entièrement exclue/);
    expect(result.summary).toMatch(/principalement : limitation de responsabilité/);
  });
});

describe('fitting the document thresholds', () => {
  const document = (id: string, present: boolean, evidence: number): DocumentCase => ({
    id,
    scheme: 'cuad',
    truth: new Set(present ? ['Exclusivity'] : []),
    categories: new Map([['exclusivity', { evidence, labels: ['Exclusivity'] }]]),
  });

  it('raises a category’s threshold above the evidence of documents that do not carry it, and no higher', () => {
    const documents = [document('a', true, 0.9), document('b', true, 0.4), document('c', false, 0.12), document('d', false, 0.2)];
    expect(fitThresholds(documents).exclusivity).toBe(0.25);
  });

  it('leaves it at zero when every document proposing it carries it', () => {
    expect(fitThresholds([document('a', true, 0.05), document('b', true, 0.6)]).exclusivity).toBe(0);
  });
});
