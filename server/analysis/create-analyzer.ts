import { createBuiltinAnalyzer } from './builtin-analyzer';
import { createLlmAnalyzer } from './llm/llm-analyzer';
import type { Analyzer, AnalyzerOptions, LlmOptions } from './types';

/** LLM settings from ANALYZER=llm, LLM_BASE_URL, LLM_MODEL, LLM_API_KEY (and LLM_TIMEOUT_MS). */
function llmOptionsFromEnv(): LlmOptions | undefined {
  if (process.env.ANALYZER !== 'llm' || !process.env.LLM_BASE_URL || !process.env.LLM_MODEL) return undefined;
  return {
    baseUrl: process.env.LLM_BASE_URL,
    model: process.env.LLM_MODEL,
    apiKey: process.env.LLM_API_KEY,
    timeoutMs: process.env.LLM_TIMEOUT_MS ? Number(process.env.LLM_TIMEOUT_MS) : undefined,
  };
}

/**
 * The built-in engine by default; the LLM provider when asked for (options or environment), which
 * falls back to the built-in engine on any failure.
 */
export function createAnalyzer(options: AnalyzerOptions = {}): Analyzer {
  const builtin = createBuiltinAnalyzer();
  const engine = options.engine ?? (process.env.ANALYZER === 'llm' ? 'llm' : 'builtin');
  const llm = options.llm ?? llmOptionsFromEnv();
  if (engine === 'llm' && llm) return createLlmAnalyzer(llm, builtin);
  return builtin;
}
