import type { AnalysisResult } from '../analysis';
import { Prisma } from '../db/generated/client';
import type { Services } from '../services';

/** Runs the risk engine; a failure is logged and reported as null so the caller can fall back to defaults. */
export async function analyzeText(
  services: Services,
  input: { text: string; title: string; locale: 'fr' | 'en'; documentId?: string },
): Promise<AnalysisResult | null> {
  try {
    return await services.analyzer.analyze({ text: input.text.trim() ? input.text : input.title, title: input.title, locale: input.locale });
  } catch (error) {
    services.logger.warn({ err: error, documentId: input.documentId }, 'document analysis failed');
    return null;
  }
}

/** The document columns an analysis fills. */
export function analysisColumns(result: AnalysisResult, now: Date) {
  return {
    riskScore: result.riskScore,
    riskLevel: result.riskLevel,
    language: result.language,
    summary: result.summary,
    keyPoints: result.keyPoints as Prisma.InputJsonValue,
    findings: result.findings as unknown as Prisma.InputJsonValue,
    // Null (not left as it was) when a re-analysis writes one language only.
    translations: result.translations ? (result.translations as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
    analysisStatus: 'DONE' as const,
    analysisEngine: result.engine,
    analysisVersion: result.version,
    analyzedAt: now,
  };
}
