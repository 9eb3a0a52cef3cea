// Relay adds each operation it compiles to the persisted-query map and never removes one: keep only
// the ids that today's artifacts send, so the server accepts no operation the app no longer has.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = new URL('../web/src/__generated__/', import.meta.url).pathname;
const mapFile = join(folder, 'persisted-queries.json');
const used = new Set(
  readdirSync(folder)
    .filter((name) => name.endsWith('.graphql.ts'))
    .flatMap((name) => [...readFileSync(join(folder, name), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)].map((match) => match[1])),
);
const map = JSON.parse(readFileSync(mapFile, 'utf8'));
const kept = Object.fromEntries(Object.entries(map).filter(([id]) => used.has(id)));
writeFileSync(mapFile, `${JSON.stringify(kept, null, 2)}\n`);
console.log(`persisted queries: ${Object.keys(kept).length} kept, ${Object.keys(map).length - Object.keys(kept).length} removed`);
