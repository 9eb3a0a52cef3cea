import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  root,
  plugins: [relayReact(), prerenderLanding()],
  // The hooks entry of react-relay: the legacy containers and renderers (CommonJS, never shaken) stay out.
  resolve: { alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }] },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: { input: { index: fileURLToPath(new URL('index.html', import.meta.url)), landing: fileURLToPath(new URL('landing.html', import.meta.url)) } },
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
