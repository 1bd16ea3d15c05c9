// What the web page's token may do: only what the page itself asks (decision 0081). It is public — any visitor can
// read it from /config.json — so it must not be an API token: one user id, the page sizes the app offers, JSON.
import type { FastifyRequest } from 'fastify';
import { MAX_PAGE_SIZE } from '../../contract/requests';
import { HttpError } from './http-error';
import { WEB_USER_ID } from './runtime-config';

const forApiClients = 'API clients need a token of their own (API_TOKENS).';

/** Before anything is parsed: the page never asks for XML. */
export function checkPageFormat(request: FastifyRequest): void {
  if (request.tokenKind !== 'public' || request.responseFormat === 'json') return;
  throw new HttpError('page-token-scope', `The web page's token answers in JSON only. ${forApiClients}`);
}

/** Once the path is read: the page's user id, and at most the largest page size the app offers. */
export function checkPageRequest(
  request: FastifyRequest,
  req: { userId: string; limitRecord: number },
): void {
  if (request.tokenKind !== 'public') return;
  if (req.userId !== WEB_USER_ID) {
    throw new HttpError(
      'page-token-scope',
      `The web page's token searches as the user id ${WEB_USER_ID} only. ${forApiClients}`,
      { segment: 'userId' },
    );
  }
  if (req.limitRecord > MAX_PAGE_SIZE) {
    throw new HttpError(
      'page-token-scope',
      `The web page's token asks for at most ${MAX_PAGE_SIZE} records a page, got ${req.limitRecord}. ${forApiClients}`,
      { segment: 'limitRecord' },
    );
  }
}
