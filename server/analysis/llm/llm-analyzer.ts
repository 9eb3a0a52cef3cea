import { z } from 'zod';
import { CLAUSE_CATEGORIES } from '../categories';
import { buildResult } from '../builtin-analyzer';
import { detectLanguage } from '../language/detect-language';
import type { AnalyzeInput, Analyzer, Finding, LlmOptions } from '../types';
import { locateExcerpt } from './locate-excerpt';

const DEFAULT_TIMEOUT_MS = 30_000;
/** Longer documents are cut: the builtin engine is the one meant for very long texts. */
const MAX_PROMPT_CHARS = 60_000;

const answerSchema = z.object({
  findings: z.array(
    z.object({
      category: z.enum(CLAUSE_CATEGORIES),
      severity: z.number().int().min(1).max(5),
      excerpt: z.string().min(1),
      explanation: z.string().min(1),
    }),
  ),
});

/** JSON schema sent as `response_format`, mirroring answerSchema. */
const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'clause_findings',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['findings'],
      properties: {
        findings: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['category', 'severity', 'excerpt', 'explanation'],
            properties: {
              category: { type: 'string', enum: [...CLAUSE_CATEGORIES] },
              severity: { type: 'integer', minimum: 1, maximum: 5 },
              excerpt: { type: 'string' },
              explanation: { type: 'string' },
            },
          },
        },
      },
    },
  },
} as const;

function prompt(input: AnalyzeInput, locale: 'fr' | 'en'): Array<{ role: 'system' | 'user'; content: string }> {
  const readerLanguage = locale === 'fr' ? 'French' : 'English';
  return [
    {
      role: 'system',
      content:
        'You review contracts and terms of service for risk. Report each risky clause with one of these categories: ' +
        `${CLAUSE_CATEGORIES.join(', ')}. A clause that negates or softens a concept (e.g. "shall not renew automatically", ` +
        '"liability capped at the fees paid" is not uncapped) is not a finding of that category. ' +
        'Severity is 1 (minor) to 5 (severe). The excerpt must be copied verbatim from the document. ' +
        `Write each explanation in ${readerLanguage}. Answer with JSON only.`,
    },
    { role: 'user', content: `Title: ${input.title}\n\n${input.text.slice(0, MAX_PROMPT_CHARS)}` },
  ];
}

async function requestFindings(input: AnalyzeInput, options: LlmOptions, locale: 'fr' | 'en'): Promise<Finding[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify({ model: options.model, temperature: 0, messages: prompt(input, locale), response_format: RESPONSE_FORMAT }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('LLM answer has no message content');
    const answer = answerSchema.parse(JSON.parse(content));
    const findings: Finding[] = [];
    for (const item of answer.findings) {
      const span = locateExcerpt(input.text, item.excerpt);
      if (!span) continue; // An excerpt that is not in the document is not evidence.
      findings.push({
        category: item.category,
        severity: item.severity,
        start: span.start,
        end: span.end,
        excerpt: input.text.slice(span.start, span.end),
        explanation: item.explanation,
      });
    }
    return findings.sort((a, b) => a.start - b.start);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * OpenAI-compatible chat provider. Its findings are validated and anchored to offsets in the text;
 * score and summary follow the same rule as the builtin engine. Any failure (network, status,
 * timeout, malformed or off-schema JSON) falls back to the builtin engine.
 */
export function createLlmAnalyzer(options: LlmOptions, fallback: Analyzer, onFallback: (error: unknown) => void = () => {}): Analyzer {
  return {
    async analyze(input) {
      const locale = input.locale ?? 'fr';
      try {
        const findings = await requestFindings(input, options, locale);
        const language = input.language ?? detectLanguage(input.text);
        return buildResult(input, language, findings, `llm:${options.model}`, '1');
      } catch (error) {
        onFallback(error);
        return fallback.analyze(input);
      }
    },
  };
}
