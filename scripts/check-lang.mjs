// Fails when lang/fr.json and lang/en.json do not have exactly the same keys, or a message is empty.
import { readFileSync } from 'node:fs';

const flatten = (tree, prefix = '') =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]));
const load = (language) => new Map(flatten(JSON.parse(readFileSync(new URL(`../lang/${language}.json`, import.meta.url), 'utf8'))));

const fr = load('fr');
const en = load('en');
const problems = [
  ...[...fr.keys()].filter((key) => !en.has(key)).map((key) => `missing in en.json: ${key}`),
  ...[...en.keys()].filter((key) => !fr.has(key)).map((key) => `missing in fr.json: ${key}`),
  ...[...fr, ...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => `empty or not text: ${key}`),
];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`lang: ${fr.size} keys in fr.json and en.json, same keys`);
