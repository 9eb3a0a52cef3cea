// The web app's weight per route: builds the app (Vite, with its manifest; the short run reuses a fresh
// build) and prints the gzipped
// JavaScript a first visit to each route loads. The landing page (/) is pre-rendered HTML: what its
// landing.html loads (its scripts and their imports). Every other route: the app's entry (index.html)
// with everything it imports, the lazy chunks its route loads (the public pages' layout, the screen)
// with everything they import, and the French messages (a first visit's language) of the frame and of
// those chunks, as their routes declare them (scripts/message-namespaces.ts). Targets: landing
// ≤ 150 KB, documents ≤ 250 KB (gzipped).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB, frameMessages, read } from '../scripts/message-namespaces';
import { WEB_DIST } from '../server/app';
import { webBuildIsStale } from '../scripts/web-build.mjs';
import { SHORT, record } from './report';

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
/** The language of a first visit, whose messages it loads. */
const FIRST_LANGUAGE = 'fr';
const PUBLIC_LAYOUT = 'src/layouts/PublicLayout.tsx';

/** Route → LANDING, or the lazy chunks (source modules) its route loads beyond the app's entry. */
const ROUTES: Record<string, string | string[]> = {
  '/': LANDING,
  '/auth/signin': [PUBLIC_LAYOUT, 'src/screens/auth/SignInScreen.tsx'],
  '/pricing': [PUBLIC_LAYOUT, 'src/screens/pricing/PricingScreen.tsx'],
  '/api': [PUBLIC_LAYOUT, 'src/screens/api-docs/ApiDocsScreen.tsx'],
  '/verify': [PUBLIC_LAYOUT, 'src/screens/verify/VerifySignatureScreen.tsx'],
  '/dashboard': ['src/screens/insights/DashboardScreen.tsx'],
  '/documents': ['src/screens/documents/DocumentsScreen.tsx'],
  '/documents/:id': ['src/screens/documents/DocumentScreen.tsx'],
  '/senders': ['src/screens/senders/SendersScreen.tsx'],
  '/analytics': ['src/screens/insights/AnalyticsScreen.tsx'],
  '/mail-connect': ['src/screens/mail/MailConnectScreen.tsx'],
  '/settings': ['src/screens/settings/SettingsScreen.tsx'],
};
const TARGETS: Record<string, number> = { '/': 150, '/documents': 250 };

export default async function run(): Promise<void> {
  // CI's short run reads the build `npm install` made when its sources have not changed since (the
  // same sources and configuration); the full run always measures a build of its own.
  const reuse = SHORT && !webBuildIsStale();
  const outDir = reuse ? WEB_DIST : mkdtempSync(join(tmpdir(), 'paraphe-web-bench-'));
  if (reuse) console.log(`(short run: the current build in ${relative(process.cwd(), WEB_DIST)})`);
  try {
    if (!reuse) {
      const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
      execFileSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
        stdio: 'inherit',
      });
    }
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
      const name = key
        .split('/')
        .pop()!
        .replace(/\.tsx?$/, '');
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

    // The namespaces each lazy chunk's route declares, and the manifest entry of one namespace's messages.
    const declared = new Map(read(join(WEB, 'routes/router.tsx')).chunks.map((lazy) => [relative(join(WEB, '..'), lazy.file), lazy.namespaces]));
    const messages = (namespaces: Iterable<string>, files = new Set<string>()) => {
      for (const namespace of namespaces) {
        const key = Object.keys(manifest).find((entry) => entry.endsWith(`paraphe-messages/${FIRST_LANGUAGE}/${namespace}`));
        if (!key) throw new Error(`no message chunk for ${namespace}`);
        closure(key, files);
      }
      return files;
    };

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const total = (files: Set<string>) => [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0);
    console.log('route              gzipped JS on first visit   target');
    for (const [route, lazyChunks] of Object.entries(ROUTES)) {
      let files: Set<string>;
      if (lazyChunks === LANDING) files = landingFiles;
      else {
        files = messages(frameMessages(), closure(APP));
        for (const lazy of lazyChunks) {
          if (!declared.has(lazy)) throw new Error(`${lazy} is not a lazy chunk of web/src/routes/router.tsx`);
          messages(declared.get(lazy)!, closure(lazy, files));
        }
      }
      const bytes = total(files);
      const target = TARGETS[route];
      const verdict = target === undefined ? '' : `≤ ${target} KB: ${bytes / 1024 <= target ? 'met' : 'MISSED'}`;
      console.log(`${route.padEnd(19)}${kb(bytes).padEnd(28)}${verdict}`);
      record({
        name: `${route}: gzipped JS on first visit`,
        value: bytes / 1024,
        unit: 'KB',
        ...(target === undefined ? {} : { target: `≤ ${target} KB`, met: bytes / 1024 <= target }),
      });
    }
    console.log(
      `(app entry with its imports: ${kb(total(closure(APP)))}; the frame's French messages: ${kb(total(messages(frameMessages())))}; ` +
        `landing.html itself, pre-rendered in both languages with its CSS: ${kb(sizeOf(LANDING))} gzipped HTML)`,
    );
    console.log('(a signed-in visitor on / is handed the app: entry + messages; the PDF viewer loads on demand when a PDF is shown)');
  } finally {
    if (!reuse) rmSync(outDir, { recursive: true, force: true });
  }
}
