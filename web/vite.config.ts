import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = `http://localhost:${process.env.PORT ?? 4000}`;

export default defineConfig({
  root,
  plugins: [
    react({
      babel: { plugins: [['relay', { artifactDirectory: './web/src/__generated__', eagerEsModules: true }]] },
    }),
  ],
  build: { outDir: fileURLToPath(new URL('../dist/web', import.meta.url)), emptyOutDir: true, sourcemap: false, manifest: true },
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
