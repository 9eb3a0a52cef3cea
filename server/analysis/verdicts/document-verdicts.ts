import { existsSync, readFileSync } from 'node:fs';
import type { ClauseCategory } from '../categories';
import type { CategoryVerdict, Finding } from '../types';

/** A sentence-level finding with the model's confidence in it, relative to its head's threshold (0–1). */
export interface Candidate extends Finding {
  confidence: number;
}

/**
 * Per category, the document evidence at or above which the category is present in a document. A
 * category absent from the file is present as soon as one sentence is found. Fitted on whole
 * documents by `npm run eval:analyzer -- --verdicts --write` (scripts/risk-engine/evaluation/document-verdicts.ts).
 */
export type DocumentThresholds = Partial<Record<ClauseCategory, number>>;

export const DOCUMENT_THRESHOLDS_PATH = new URL('../model/document-thresholds.json', import.meta.url);

let shared: DocumentThresholds | undefined;

/** The committed thresholds, read once per process (none when the file is absent). */
export function loadDocumentThresholds(): DocumentThresholds {
  shared ??= existsSync(DOCUMENT_THRESHOLDS_PATH)
    ? ((JSON.parse(readFileSync(DOCUMENT_THRESHOLDS_PATH, 'utf8')) as { thresholds: DocumentThresholds }).thresholds ?? {})
    : {};
  return shared;
}

/** Sentences of a category beyond this many add no evidence. */
const EVIDENCE_SENTENCES = 3;

/**
 * How strongly a document carries a category, from the confidences of its sentences: the chance
 * that at least one of its three most confident sentences is right, read as independent
 * (1 − Π(1 − c)). One clear clause is enough; several doubtful ones add up.
 */
export function categoryEvidence(confidences: readonly number[]): number {
  const top = [...confidences].sort((a, b) => b - a).slice(0, EVIDENCE_SENTENCES);
  return 1 - top.reduce((rest, confidence) => rest * (1 - Math.min(1, Math.max(0, confidence))), 1);
}

/** Evidence of every category a document's candidates propose. */
export function documentEvidence(candidates: readonly Candidate[]): Map<ClauseCategory, number> {
  const byCategory = new Map<ClauseCategory, number[]>();
  for (const candidate of candidates) byCategory.set(candidate.category, [...(byCategory.get(candidate.category) ?? []), candidate.confidence]);
  return new Map([...byCategory].map(([category, confidences]) => [category, categoryEvidence(confidences)]));
}

/**
 * Verdicts of the categories present in a document, worst first (severity, then evidence): a
 * category is present when its document evidence reaches its threshold, its severity is that of
 * its worst clause, and the clauses that carry it are listed worst first. The findings a reader
 * sees are those of the present categories; the score follows from them.
 */
export function decideVerdicts(candidates: readonly Candidate[], thresholds: DocumentThresholds): { verdicts: CategoryVerdict[]; findings: Finding[] } {
  const evidence = documentEvidence(candidates);
  const present = new Set([...evidence].filter(([category, value]) => value >= (thresholds[category] ?? 0)).map(([category]) => category));
  const findings: Finding[] = [];
  for (const { confidence: _confidence, ...finding } of candidates) if (present.has(finding.category)) findings.push(finding);
  const verdicts = verdictsOf(findings, evidence);
  return { verdicts, findings };
}

/** Verdicts read off a list of findings (every category found is present), for engines that give no confidence. */
export function verdictsOf(findings: readonly Finding[], evidence: ReadonlyMap<ClauseCategory, number> = new Map()): CategoryVerdict[] {
  const byCategory = new Map<ClauseCategory, Finding[]>();
  for (const finding of findings) byCategory.set(finding.category, [...(byCategory.get(finding.category) ?? []), finding]);
  return [...byCategory]
    .map(([category, carried]) => {
      const clauses = [...carried].sort((a, b) => b.severity - a.severity || a.start - b.start);
      return {
        category,
        severity: clauses[0].severity,
        evidence: Math.round((evidence.get(category) ?? 1) * 1000) / 1000,
        clauses: clauses.map(({ start, end }) => ({ start, end })),
      };
    })
    .sort((a, b) => b.severity - a.severity || b.evidence - a.evidence || b.clauses.length - a.clauses.length);
}
