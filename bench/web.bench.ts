// The web app's weight per route: builds the app (Vite, with its manifest) and prints the gzipped
// JavaScript a first visit to each route loads. The landing page (/) is pre-rendered HTML: what its
// landing.html loads (its scripts and their imports). Every other route: the app's entry (index.html)
// with everything it imports, the active language's messages (French on a first visit) and, for a
// screen in its own chunk, that chunk with everything it imports. Targets: landing ≤ 150 KB,
// documents ≤ 250 KB (gzipped).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  isDynamicEntry?: boolean;
  name?: string;
}

/** The pre-rendered landing page (a page of its own, not the app). */
const LANDING = 'landing.html';
/** The app's page, served for every route but the landing page. */
const APP = 'index.html';
/** Messages of the language a first visit shows (French first), a chunk of their own. */
const FIRST_MESSAGES = '../lang/fr.json';

/** Route → LANDING, or the screen module its route loads lazily (null: the screen is in the app's entry). */
const ROUTES: Record<string, string | null> = {
  '/': LANDING,
  '/auth/signin': 'src/screens/auth/SignInScreen.tsx',
  '/pricing': 'src/screens/pricing/PricingScreen.tsx',
  '/api': 'src/screens/api-docs/ApiDocsScreen.tsx',
  '/verify': 'src/screens/verify/VerifySignatureScreen.tsx',
  '/dashboard': 'src/screens/insights/DashboardScreen.tsx',
  '/documents': 'src/screens/documents/DocumentsScreen.tsx',
  '/documents/:id': 'src/screens/documents/DocumentScreen.tsx',
  '/senders': 'src/screens/senders/SendersScreen.tsx',
  '/analytics': 'src/screens/insights/AnalyticsScreen.tsx',
  '/mail-connect': 'src/screens/mail/MailConnectScreen.tsx',
  '/settings': 'src/screens/settings/SettingsScreen.tsx',
};
const TARGETS: Record<string, number> = { '/': 150, '/documents': 250 };

export default async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'paraphe-web-bench-'));
  try {
    const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
    execFileSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const gzipped = new Map<string, number>();
    const sizeOf = (file: string) => {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
      return gzipped.get(file)!;
    };
    // A screen's chunk is keyed by its source file, or by its name when Rollup made it host modules
    // that other chunks share too.
    const chunk = (key: string) => {
      if (manifest[key]) return key;
      const name = key.split('/').pop()!.replace(/\.tsx?$/, '');
      const hosted = Object.keys(manifest).find((other) => manifest[other].isDynamicEntry && manifest[other].name === name);
      if (!hosted) throw new Error(`${key} is not a chunk of the build: is its route still lazy?`);
      return hosted;
    };
    /** A chunk and every chunk it imports statically, as files. */
    const closure = (key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return files;
      seen.add(key);
      const found = chunk(key);
      files.add(manifest[found].file);
      for (const imported of manifest[found].imports ?? []) closure(imported, files, seen);
      return files;
    };
    // The landing page's scripts, as its HTML names them (classic scripts, modules, module preloads),
    // and the chunks its module entry imports.
    const landingHtml = readFileSync(join(outDir, LANDING), 'utf8');
    const landingFiles = closure(chunk(LANDING));
    for (const [, src] of landingHtml.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)) landingFiles.add(src);
    for (const [, href] of landingHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) landingFiles.add(href);

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const total = (files: Set<string>) => [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0);
    console.log('route              gzipped JS on first visit   target');
    for (const [route, screen] of Object.entries(ROUTES)) {
      let files: Set<string>;
      if (screen === LANDING) files = landingFiles;
      else {
        files = closure(APP);
        closure(FIRST_MESSAGES, files);
        if (screen) closure(screen, files);
      }
      const bytes = total(files);
      const target = TARGETS[route];
      const verdict = target === undefined ? '' : `≤ ${target} KB: ${bytes / 1024 <= target ? 'met' : 'MISSED'}`;
      console.log(`${route.padEnd(19)}${kb(bytes).padEnd(28)}${verdict}`);
    }
    console.log(
      `(app entry with its imports: ${kb(total(closure(APP)))}; French messages: ${kb(total(closure(FIRST_MESSAGES)))}; ` +
        `landing.html itself, pre-rendered in both languages with its CSS: ${kb(sizeOf(LANDING))} gzipped HTML)`,
    );
    console.log('(a signed-in visitor on / is handed the app: entry + messages; the PDF viewer loads on demand when a PDF is shown)');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
