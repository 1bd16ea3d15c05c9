// Which methods a path allows: every operation and page is read-only (GET, and HEAD with it). Another method on a
// path that exists is a 405 naming them in `Allow`; on a path that does not exist, a 404 (decision 0195).
import { INSTITUTIONS_API_PREFIX, PROGRAMS_API_PREFIX } from '../../contract/urls/paths';
import { PROGRAM_DETAILS_API_PREFIX } from '../../contract/program-details/program-details';
import { SUGGEST_API_PREFIX } from '../../contract/suggest/suggest';

export const READ_ONLY = 'GET, HEAD';

const API_OPERATIONS = [
  PROGRAMS_API_PREFIX,
  INSTITUTIONS_API_PREFIX,
  PROGRAM_DETAILS_API_PREFIX,
  SUGGEST_API_PREFIX,
];
const API_FIXED = ['/api/health', '/api/openapi.json'];

/** The methods a path allows, or null when nothing is there (an unknown /api path). Pages: any non-API path. */
export function allowedMethods(pathname: string): string | null {
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return READ_ONLY;
  if (API_FIXED.includes(pathname)) return READ_ONLY;
  const lower = pathname.toLowerCase();
  return API_OPERATIONS.some((p) => lower.startsWith(`/api${p}/`)) ? READ_ONLY : null;
}

export const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';
