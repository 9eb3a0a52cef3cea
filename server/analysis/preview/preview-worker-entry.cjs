// The preview threads start here, as the analysis threads do (see analysis-worker-entry.cjs): plain
// JavaScript that loads the TypeScript worker through tsx with dynamic import() only.
// In the compiled tree (server-dist/) the worker is JavaScript beside this file, imported as it is.
const worker = Promise.all([import('node:fs'), import('node:path'), import('node:url')]).then(([{ existsSync }, { join }, { pathToFileURL }]) => {
  const compiled = join(__dirname, 'preview-worker.js');
  if (existsSync(compiled)) return import(pathToFileURL(compiled).href);
  return import('tsx/esm/api').then(({ tsImport }) => tsImport('./preview-worker.ts', pathToFileURL(__filename).href));
});
worker.catch(() => undefined);

exports.preview = async (task) => (await worker).preview(task);
