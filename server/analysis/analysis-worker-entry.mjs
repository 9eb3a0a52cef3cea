// The pool's worker threads start here: plain JavaScript that loads the TypeScript worker through
// tsx, whatever started the process (the server, the tests, a benchmark).
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./analysis-worker.ts', import.meta.url);

export const extract = worker.extract;
export const analyze = worker.analyze;
