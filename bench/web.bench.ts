// The web app's weight per route: builds the app (Vite, with its manifest) and prints the gzipped
// JavaScript a first visit to each route loads: the entry chunk and, for a screen in its own chunk,
// that chunk with everything it imports. Targets: landing ≤ 150 KB, documents ≤ 250 KB (gzipped).
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
}

/** Route → the screen module its route loads lazily (null: the screen is in the entry chunk). */
const ROUTES: Record<string, string | null> = {
  '/': null,
  '/auth/signin': null,
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
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
      return seen;
    };
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
    console.log('route              gzipped JS on first visit   target');
    for (const [route, screen] of Object.entries(ROUTES)) {
      const chunks = closure(entry);
      if (screen) {
        if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build: is its route still lazy?`);
        closure(screen, chunks);
      }
      const bytes = [...chunks].filter((key) => manifest[key].file.endsWith('.js')).reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);
      const target = TARGETS[route];
      const verdict = target === undefined ? '' : `≤ ${target} KB: ${bytes / 1024 <= target ? 'met' : 'MISSED'}`;
      console.log(`${route.padEnd(19)}${`${(bytes / 1024).toFixed(1)} KB`.padEnd(28)}${verdict}`);
    }
    const entryKb = sizeOf(manifest[entry].file) / 1024;
    console.log(`(entry chunk alone: ${entryKb.toFixed(1)} KB; the PDF viewer loads on demand when a PDF is shown)`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
