// Vite builds the SPA; in dev it proxies the API to the service (npm run dev) or serves MSW (npm run dev:mock).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

const servicePort = process.env.PORT ?? '8080';

/**
 * `npm run dev:mock` only: MSW's service worker, served from the msw package itself. It is not in public/, so a
 * production build never ships it (decision 0087), and it always matches the installed msw.
 */
function mockServiceWorker(): Plugin {
  const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(readFileSync(file));
      });
    },
  };
}

/**
 * src/boot/boot-check.js at /boot-check.js (decision 0137): a classic script that must run when the bundle cannot,
 * so it is not part of it. The build writes it minified; the dev server serves it as it is.
 */
function bootCheck(): Plugin {
  const source = () => readFileSync(new URL('./src/boot/boot-check.js', import.meta.url), 'utf8');
  return {
    name: 'boot-check',
    configureServer(server) {
      server.middlewares.use('/boot-check.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(source());
      });
    },
    async generateBundle() {
      const { code } = await transform(source(), { minify: true, target: 'es2020' });
      this.emitFile({ type: 'asset', fileName: 'boot-check.js', source: code });
    },
  };
}

/**
 * The entry chunk starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+; other
 * browsers read a comment): its functions are compiled while the script streams in, on a background thread,
 * instead of one by one on the main thread when first called — evaluating the entry and React's first render were
 * the page's longest tasks (decision 0046). Almost all of it runs at start (React, the router, the query client,
 * the frame); the pages' own code is in lazy chunks, which keep lazy compilation.
 */
function compileEntryEagerly(): Plugin {
  return {
    name: 'compile-entry-eagerly',
    apply: 'build',
    // After Vite's own additions to the chunk (its preload helper's table goes first): the hint must open the file.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !options.dir) continue;
        const file = path.join(options.dir, chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * React Router's own production build (dist/production, which it publishes beside dist/development) in a production
 * build: its package.json exports name only the development one for now (remix-run/react-router#12532, #14102), whose
 * dev warnings cost 0.5 KiB gzipped of the first chunk. The library's files are used as published (decision 0230).
 */
function reactRouterProduction(): Plugin {
  const dir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? path.join(dir, 'dist/production/index.mjs') : null;
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    bootCheck(),
    compileEntryEagerly(),
    reactRouterProduction(),
    ...(mode === 'mock' ? [mockServiceWorker()] : []),
  ],
  // No source maps in the build: the service would publish them with the pages (decision 0087).
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Terser, Vite's other minifier, in two passes: 2.2 KiB less gzipped initial JS than esbuild's (decision 0230).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Every browser the app supports preloads modules itself; the polyfill only cost first-chunk bytes (0230).
    modulePreload: { polyfill: false },
    rollupOptions: {
      // A package's comment placed where Rollup cannot use it (zod 4's `/*@__PURE__*/ (() => …)()`): Rollup drops
      // the comment and says so on every build, which nobody installing the app can act on (decision 0152).
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
        warn(warning);
      },
    },
  },
  // The schema worker (src/api/schema-worker.ts) is built as an ES module, like the page's own chunks.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${servicePort}`,
      '/config.json': `http://127.0.0.1:${servicePort}`,
    },
  },
}));
