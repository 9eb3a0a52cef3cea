import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { recordWebBuild, webBuildIsStale } from '../../../scripts/web-build.mjs';

const root = join(import.meta.dirname, '../../..');

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { name?: string; version?: string }> };

describe('first run', () => {
  it('installs a single Prisma: one version of the CLI and one of the client in the lock file', () => {
    const versionsOf = (name: string) =>
      new Set(
        Object.entries(lock.packages)
          .filter(([path, entry]) => path.endsWith(`node_modules/${name}`) || entry.name === name)
          .map(([, entry]) => entry.version),
      );
    expect([...versionsOf('prisma')]).toHaveLength(1);
    expect([...versionsOf('@prisma/client')]).toHaveLength(1);
    expect([...versionsOf('@prisma/engines')]).toHaveLength(1);
  });

  it('installs one release of OpenTelemetry: no package of it holds a copy of another', () => {
    // The Node SDK pins each of its sibling packages to its own release: a direct dependency from
    // another release makes npm nest a copy of every exporter's tree (a third of all installed files).
    const nested = Object.keys(lock.packages).filter((path) => /node_modules\/@opentelemetry\/[^/]+\/node_modules\/@opentelemetry\//.test(path));
    expect(nested).toEqual([]);
  });

  describe('the web build made at install is reused until a source changes', () => {
    const projects: string[] = [];
    afterAll(() => projects.forEach((project) => rmSync(project, { recursive: true, force: true })));
    /** A project whose files (and their folders) carry the given modification times, in seconds. */
    const project = (files: Record<string, number>) => {
      const dir = mkdtempSync(join(tmpdir(), 'paraphe-web-build-'));
      projects.push(dir);
      for (const path of Object.keys(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), 'x');
      }
      for (const [path, at] of Object.entries(files)) {
        utimesSync(join(dir, path), at, at);
        for (let folder = dirname(path); folder !== '.'; folder = dirname(folder)) utimesSync(join(dir, folder), 1_000, 1_000);
      }
      return dir;
    };

    it('is stale while nothing is built', () => {
      expect(webBuildIsStale(project({ 'web/src/main.tsx': 1_000 }))).toBe(true);
    });

    it('is fresh when the build is newer than every source', () => {
      expect(webBuildIsStale(project({ 'web/src/main.tsx': 1_000, 'lang/fr.json': 1_500, 'dist/web/index.html': 2_000 }))).toBe(false);
    });

    it.each(['lang/en.json', 'web/src/screens/DocumentsScreen.tsx', 'server/shared/risk-bands.ts', 'package-lock.json'])(
      'is stale again when %s changes',
      (source) => {
        expect(webBuildIsStale(project({ 'web/src/main.tsx': 1_000, 'dist/web/index.html': 2_000, [source]: 3_000 }))).toBe(true);
      },
    );

    it('stays fresh when a source is rewritten with the same content after the build (as npm run generate does)', () => {
      const dir = project({ 'web/src/main.tsx': 1_000, 'web/src/__generated__/Query.graphql.ts': 1_000, 'dist/web/index.html': 2_000 });
      recordWebBuild(dir);
      writeFileSync(join(dir, 'web/src/__generated__/Query.graphql.ts'), 'x');
      utimesSync(join(dir, 'web/src/__generated__/Query.graphql.ts'), 3_000, 3_000);
      expect(webBuildIsStale(dir)).toBe(false);
    });

    it('is stale when a source rewritten after the build holds something else', () => {
      const dir = project({ 'web/src/main.tsx': 1_000, 'lang/en.json': 1_000, 'dist/web/index.html': 2_000 });
      recordWebBuild(dir);
      writeFileSync(join(dir, 'lang/en.json'), '{"new": "key"}');
      utimesSync(join(dir, 'lang/en.json'), 3_000, 3_000);
      expect(webBuildIsStale(dir)).toBe(true);
    });
  });
});
