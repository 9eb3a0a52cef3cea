// Fails when two folders of server/ import each other (each holds a module that imports one of the
// other's, type-only imports aside): a folder depends on another, or the other on it, never both.
// The schema assembly gathers every folder's types, as server/app.ts gathers every door: it counts
// as the root's, not graphql/'s.
import path from 'node:path';
import { parseDependencyTree } from 'dpdm';

const root = path.resolve('server');
const tree = await parseDependencyTree('server/**/*.ts', {
  transform: true,
  skipDynamicImports: false,
  exclude: /node_modules|db\/generated/,
});

const ASSEMBLY = path.join(root, 'graphql', 'schema.ts');

const folderOf = (file) => {
  if (path.resolve(file) === ASSEMBLY) return null;
  const relative = path.relative(root, path.resolve(file));
  const parts = relative.split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
};

/** "from → to" → one import that makes it, to show where to look. */
const edges = new Map();
for (const [file, dependencies] of Object.entries(tree)) {
  const from = folderOf(file);
  if (!from || !dependencies) continue;
  for (const dependency of dependencies) {
    const to = dependency.id && folderOf(dependency.id);
    if (to && to !== from && !edges.has(`${from} → ${to}`)) edges.set(`${from} → ${to}`, `${file} imports ${dependency.id}`);
  }
}

const pairs = [...edges.keys()].map((edge) => edge.split(' → ')).filter(([from, to]) => from < to && edges.has(`${to} → ${from}`));
for (const [a, b] of pairs) {
  console.error(`server/${a} and server/${b} import each other:\n  ${edges.get(`${a} → ${b}`)}\n  ${edges.get(`${b} → ${a}`)}`);
}
if (pairs.length > 0) process.exit(1);
console.log(`server/: ${new Set([...edges.keys()].map((edge) => edge.split(' → ')[0])).size} folders, none importing another that imports it.`);
