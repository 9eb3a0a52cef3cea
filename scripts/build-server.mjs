// `npm run build:server`: compiles the server's TypeScript to JavaScript in server-dist/, one file for
// each source file and in the same tree, so that every path a module finds beside it or above it
// (lang/, prisma/migrations, dist/web, the model's weights) resolves the same from either tree.
// Production runs `node server-dist/main.js`: nothing is compiled at start.
import { builtinModules } from 'node:module';
import { existsSync, readFileSync, readdirSync, rmSync, cpSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = join(root, 'server');
const out = join(root, 'server-dist');

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
const files = walk(source);

rmSync(out, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts')),
  outdir: out,
  outbase: source,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
  // Each file stays a module of its own: packages are imported from node_modules, and an import of
  // another source file names its compiled .js (Node's ES modules need the extension).
  bundle: true,
  plugins: [
    {
      name: 'one-module-per-file',
      setup(compiler) {
        compiler.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind === 'entry-point') return undefined;
          if (!args.path.startsWith('.')) return { path: args.path, external: true };
          const target = resolve(args.resolveDir, args.path);
          if (existsSync(`${target}.ts`)) return { path: `${args.path}.js`, external: true };
          if (existsSync(join(target, 'index.ts'))) return { path: `${args.path}/index.js`, external: true };
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
// The production image installs `dependencies` only: a package the server imports must be one of them.
const declared = new Set(Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies));
const undeclared = new Set(
  Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter(({ path, external }) => external && !path.startsWith('.') && !path.startsWith('node:') && !builtinModules.includes(path))
    .map(({ path }) =>
      path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name) => !declared.has(name)),
);
if (undeclared.size > 0) {
  console.error(`The server imports packages that are not in package.json's dependencies: ${[...undeclared].join(', ')}`);
  process.exit(1);
}
// Files read at run time beside their module (fonts, word lists, model weights, worker entries).
for (const file of files.filter((file) => !file.endsWith('.ts'))) cpSync(file, join(out, relative(source, file)));
writeFileSync(join(out, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
console.log(`server compiled to ${relative(root, out)}/ (${files.length} files)`);
