// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line) and prints their figures.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const wanted = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

console.log(`Paraphe benchmarks on ${process.platform} ${process.arch}, Node ${process.version}, ${new Date().toISOString()}`);
console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}\n`);
for (const file of files) {
  console.log(`== ${file.replace('.bench.ts', '')} ==`);
  const module = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as { default: () => Promise<void> };
  await module.default();
  console.log('');
}
