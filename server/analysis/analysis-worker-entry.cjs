// The pool's worker threads start here: plain JavaScript that loads the TypeScript worker through
// tsx, whatever started the process (the server, the tests, a benchmark). CommonJS on purpose: the
// pool loads this file with require(), and Node 20's require() of an ES module can abort the whole
// process when two loads of it meet (V8 "IsGraphAsync must be used on an instantiated module");
// here only dynamic import() touches ES modules, and it loads each once.
// In the compiled tree (server-dist/) the worker is JavaScript beside this file, imported as it is.
const worker = Promise.all([import('node:fs'), import('node:path'), import('node:url')]).then(([{ existsSync }, { join }, { pathToFileURL }]) => {
  const compiled = join(__dirname, 'analysis-worker.js');
  if (existsSync(compiled)) return import(pathToFileURL(compiled).href);
  return import('tsx/esm/api').then(({ tsImport }) => tsImport('./analysis-worker.ts', pathToFileURL(__filename).href));
});
worker.catch(() => undefined);

exports.extract = async (task) => (await worker).extract(task);

exports.analyze = async (task) => (await worker).analyze(task);
