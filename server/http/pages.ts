// The built SPA (dist/): hashed assets cached for good, index.html with the runtime config injected, SPA fallback.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../contract/runtime-config';
import type { AppPage } from './app-page';
import { sendError } from './errors';
import { HttpError } from './http-error';
import { allowedMethods, isReadMethod } from './methods';

export interface PagesOptions {
  /** The Vite build output; when it has no index.html, pages answer 503 saying how to build it. */
  distDir: string | undefined;
  runtimeConfig: RuntimeConfig;
  /** The app's page (index.html with the config), shared with the error path for links that cannot be decoded. */
  page: AppPage;
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
    const page = opts.page;
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => page.send(request, reply);

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
      const allow = allowedMethods(pathname);
      if (allow !== null && !isReadMethod(request.method)) {
        request.routeKind = pathname.startsWith('/api') ? 'api-unknown' : 'other';
        return sendError(
          request,
          reply,
          new HttpError('method-not-allowed', `${request.method} is not allowed here: only ${allow}.`, {
            headers: { allow },
          }),
        );
      }
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return sendError(
          request,
          reply,
          new HttpError('not-found', `There is nothing at ${request.method} ${pathname.slice(0, 200)}.`),
        );
      }
      if (!fileLike.test(pathname)) return sendPage(request, reply);
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
