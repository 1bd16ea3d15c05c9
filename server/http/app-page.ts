// The app's one HTML page (dist/index.html with the runtime config injected), kept in memory and read again when the
// file changes: served for every app path, and for an app link whose URL cannot even be decoded, so that the app
// shows its own "this link cannot be read" page instead of an API error (decision 0195).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { injectConfig } from './runtime-config';
import { applySecurityHeaders } from './security';

export interface AppPage {
  /** The page's HTML, or undefined when dist/ holds no built app. */
  html(): string | undefined;
  /** Answers with the page (`status` 200, or 400 for a link that cannot be read); 503 when it is not built. */
  send(request: FastifyRequest, reply: FastifyReply, status?: number): FastifyReply;
}

export function createAppPage(distDir: string | undefined, runtimeConfig: RuntimeConfig): AppPage {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  let page: { html: string; mtimeMs: number } | undefined;
  // A rebuilt dist/ names new hashed assets, and the old page would point at files that are gone. One stat per page
  // request is cheap next to the page itself.
  const html = (): string | undefined => {
    if (!indexFile) return undefined;
    const stat = statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return page?.html;
    if (page?.mtimeMs !== stat.mtimeMs) {
      page = { html: injectConfig(readFileSync(indexFile, 'utf8'), runtimeConfig), mtimeMs: stat.mtimeMs };
    }
    return page.html;
  };
  html();
  return {
    html,
    send(request, reply, status = 200) {
      request.routeKind = 'page';
      // A link that could not be decoded is answered before the hooks that set these ran.
      applySecurityHeaders(reply);
      const text = html();
      if (text === undefined) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(
            'The web app has not been built yet: run `npm run build` (npm start does it when it is missing).',
          );
      }
      return reply
        .code(status)
        .header('cache-control', status === 200 ? 'no-cache' : 'no-store')
        .type('text/html; charset=utf-8')
        .send(text);
    },
  };
}
