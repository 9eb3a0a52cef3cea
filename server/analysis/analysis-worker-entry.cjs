// The pool's worker threads start here: plain JavaScript that loads the TypeScript worker through
// tsx, whatever started the process (the server, the tests, a benchmark). CommonJS on purpose: the
// pool loads this file with require(), and Node 20's require() of an ES module can abort the whole
// process when two loads of it meet (V8 "IsGraphAsync must be used on an instantiated module");
// here only dynamic import() touches ES modules, and it loads each once.
const worker = Promise.all([import('node:url'), import('tsx/esm/api')]).then(([{ pathToFileURL }, { tsImport }]) =>
  tsImport('./analysis-worker.ts', pathToFileURL(__filename).href),
);
// A failed load is reported by the first task that awaits it, not as an unhandled rejection.
worker.catch(() => undefined);

exports.extract = async (task) => (await worker).extract(task);

exports.analyze = async (task) => (await worker).analyze(task);
