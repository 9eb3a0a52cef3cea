// The preview threads start here, as the analysis threads do (see analysis-worker-entry.cjs): plain
// JavaScript that loads the TypeScript worker through tsx with dynamic import() only.
const worker = Promise.all([import('node:url'), import('tsx/esm/api')]).then(([{ pathToFileURL }, { tsImport }]) =>
  tsImport('./preview-worker.ts', pathToFileURL(__filename).href),
);
worker.catch(() => undefined);

exports.preview = async (task) => (await worker).preview(task);
