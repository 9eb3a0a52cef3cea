// The pool's worker threads start here: plain JavaScript that loads the TypeScript worker through
// tsx, whatever started the process (the server, the tests, a benchmark). No top-level await: the
// pool may load this file with require() (Node 20's require of ES modules) for several task names
// at once, which needs a module whose graph is synchronous.
import { tsImport } from 'tsx/esm/api';

const worker = tsImport('./analysis-worker.ts', import.meta.url);
// A failed load is reported by the first task that awaits it, not as an unhandled rejection.
worker.catch(() => undefined);

export async function extract(task) {
  return (await worker).extract(task);
}

export async function analyze(task) {
  return (await worker).analyze(task);
}
