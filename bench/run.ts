// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line), prints their
// figures as they come, then one table of them all, saved as JSON under bench/results/.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchStarted, saveResults, summaryTable } from './report';

const wanted = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

const startedAt = new Date();
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
console.log(`Paraphe benchmarks on ${process.platform} ${process.arch}, Node ${process.version}, ${startedAt.toISOString()}`);
console.log(`Database: ${database}\n`);
for (const file of files) {
  const name = file.replace('.bench.ts', '');
  console.log(`== ${name} ==`);
  benchStarted(name);
  const started = performance.now();
  const module = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as { default: () => Promise<void> };
  await module.default();
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}
console.log('== summary ==');
console.log(summaryTable());
console.log(`\nsaved to ${relative(process.cwd(), saveResults(startedAt, database))}`);
