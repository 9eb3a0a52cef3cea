import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = `http://localhost:${process.env.PORT ?? 4000}`;

const relayReact = () => react({ babel: { plugins: [['relay', { artifactDirectory: './web/src/__generated__', eagerEsModules: true }]] } });

/**
 * The landing page (`/`) as static HTML: web/landing.html receives, at build time, the page rendered
 * by React in French and English (web/src/landing/render-landing.tsx) with the CSS Chakra generates
 * for it, so a first visit loads only its small script (web/src/landing/landing.ts), not the app.
 */
function prerenderLanding(): Plugin {
  return {
    name: 'paraphe:prerender-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { filename }) {
        if (!filename.endsWith('landing.html')) return html;
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          plugins: [relayReact()],
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderLanding } = (await server.ssrLoadModule('/src/landing/render-landing.tsx')) as typeof import('./src/landing/render-landing');
          const landing = renderLanding();
          return html
            .replace('<!--landing:styles-->', () => `<style data-landing>${landing.css}</style>`)
            .replace('<!--landing:fr-->', () => landing.html.fr)
            .replace('<!--landing:en-->', () => landing.html.en);
        } finally {
          await server.close();
        }
      },
    },
  };
}

const MESSAGES = 'virtual:paraphe-messages';
const LANGUAGES = ['fr', 'en'] as const;
const langFile = (language: string) => fileURLToPath(new URL(`../lang/${language}.json`, import.meta.url));

/**
 * The messages of lang/*.json as one chunk per language and top-level key (its namespace: a screen or
 * a shared part), precompiled to react-intl's message syntax tree, so the browser needs neither the
 * message parser (aliased to its no-parser entry below) nor the messages of screens it does not show.
 * `virtual:paraphe-messages` exports `loaders[language][namespace]`, each an `import()` of
 * `virtual:paraphe-messages/<language>/<namespace>`, whose default export maps the full message ids
 * of that namespace to their syntax trees (web/src/i18n/message-store.ts loads them).
 */
function messageChunks(): Plugin {
  const tree = (language: string) => JSON.parse(readFileSync(langFile(language), 'utf8')) as Record<string, unknown>;
  const flatten = (value: unknown, id: string, into: Record<string, unknown>) => {
    if (typeof value === 'string') into[id] = parse(value);
    else for (const [key, child] of Object.entries(value as Record<string, unknown>)) flatten(child, `${id}.${key}`, into);
    return into;
  };
  return {
    name: 'paraphe:message-chunks',
    resolveId: (id) => (id === MESSAGES || id.startsWith(`${MESSAGES}/`) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${MESSAGES}`)) return undefined;
      for (const language of LANGUAGES) this.addWatchFile(langFile(language));
      if (id === `\0${MESSAGES}`) {
        const loaders = LANGUAGES.map(
          (language) =>
            `${language}: {${Object.keys(tree(language))
              .map((namespace) => `${namespace}: () => import('${MESSAGES}/${language}/${namespace}')`)
              .join(', ')}}`,
        );
        return `export const loaders = {${loaders.join(', ')}};`;
      }
      const [language, namespace] = id.slice(MESSAGES.length + 2).split('/');
      return `export default ${JSON.stringify(flatten(tree(language)[namespace], namespace, {}))};`;
    },
  };
}

export default defineConfig({
  root,
  plugins: [relayReact(), prerenderLanding(), messageChunks()],
  resolve: {
    alias: [
      // The hooks entry of react-relay: the legacy containers and renderers (CommonJS, never shaken) stay out.
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
      // Messages arrive precompiled (messageChunks above): react-intl formats them without its parser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  // pdf.js starts its worker as a module (web/src/screens/documents/pdf.worker.ts).
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Terser: every visitor's scripts about 4% smaller than with esbuild's minifier (/documents
    // 253.6 → 242.8 KB gzipped) for about 20 s more build.
    minify: 'terser',
    rollupOptions: {
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), landing: fileURLToPath(new URL('landing.html', import.meta.url)) },
      output: {
        // A chunk of messages is named after its language and namespace (`messages-fr-documents-<hash>.js`).
        chunkFileNames: ({ facadeModuleId }) =>
          facadeModuleId?.startsWith(`\0${MESSAGES}/`)
            ? `assets/messages-${facadeModuleId.slice(MESSAGES.length + 2).replace('/', '-')}-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': api,
      '/auth/google': api,
      '/auth/microsoft': api,
      '/auth/dev': api,
      '/healthz': api,
    },
  },
});
