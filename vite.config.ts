// Vite builds the SPA; in dev it proxies the API to the service (npm run dev) or serves MSW (npm run dev:mock).
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const servicePort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: true },
  // The schema worker (src/api/schema-worker.ts) is built as an ES module, like the page's own chunks.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${servicePort}`,
      '/config.json': `http://127.0.0.1:${servicePort}`,
    },
  },
});
