// The built SPA (dist/): hashed assets cached for good, index.html with the runtime config injected, SPA fallback.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { injectConfig } from './runtime-config';

export interface PagesOptions {
  /** The Vite build output; when it has no index.html, pages answer 503 saying how to build it. */
  distDir: string | undefined;
  runtimeConfig: RuntimeConfig;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Files a production site never serves, even when a build left them in dist/: source maps (the app's sources) and
 * MSW's mock service worker, which would answer the page's searches with invented data (decision 0087).
 */
const neverServed = /\.map$|(^|\/)mockServiceWorker\.js$/i;
// Paths that name a file: a miss is a 404, never the SPA page (a browser would read HTML as a script).
const fileLike =
  /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|xml|json|webmanifest)$/i;

export function pages(opts: PagesOptions): FastifyPluginAsync {
  return async (app) => {
    const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
    let page: { html: string; mtimeMs: number } | undefined;
    // Kept in memory, read again when the file changes: a rebuilt dist/ names new hashed assets, and the old page
    // would point at files that are gone. One stat per page request is cheap next to the page itself.
    const loadPage = (): string | undefined => {
      if (!indexFile) return undefined;
      const stat = statSync(indexFile, { throwIfNoEntry: false });
      if (!stat) return page?.html;
      if (page?.mtimeMs !== stat.mtimeMs) {
        page = {
          html: injectConfig(readFileSync(indexFile, 'utf8'), opts.runtimeConfig),
          mtimeMs: stat.mtimeMs,
        };
      }
      return page.html;
    };
    loadPage();

    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      request.routeKind = 'page';
      const html = loadPage();
      if (html === undefined) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            'The web app has not been built yet: run `npm run build` (npm start does it when it is missing).',
          );
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };

    app.get('/config.json', { config: { kind: 'config' } }, async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send(opts.runtimeConfig);
    });
    app.get('/', { config: { kind: 'page' } }, (request, reply) => sendPage(request, reply));
    app.get('/index.html', { config: { kind: 'page' } }, (request, reply) => sendPage(request, reply));

    if (opts.distDir && existsSync(opts.distDir)) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        index: false,
        redirect: false,
        cacheControl: false,
        dotfiles: 'deny',
        allowedPath: (pathName) => !neverServed.test(pathName),
        setHeaders: (res, filePath) => {
          const inAssets = path.relative(opts.distDir ?? '', filePath).startsWith(`assets${path.sep}`);
          res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return sendError(
          request,
          reply,
          404,
          `There is nothing at ${request.method} ${pathname.slice(0, 200)}.`,
        );
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && !fileLike.test(pathname)) {
        return sendPage(request, reply);
      }
      request.routeKind = 'other';
      // no-store: during a rolling update a missing asset may exist on another replica a moment later.
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found.');
    });
  };
}
