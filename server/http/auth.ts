// Bearer token check: API_TOKENS plus the public search token, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';

export type TokenKind = 'api' | 'public';

export type AuthResult =
  | { ok: true; kind: TokenKind; /** "page" or "api-N" */ id: string }
  | { ok: false; reason: 'missing' | 'invalid' };

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Comparing fixed-length hashes keeps the time independent of where a guess differs and of its length,
 * and every known token is compared, so the time does not tell which one matched either.
 */
export function createTokenChecker(apiTokens: readonly string[], publicToken: string) {
  const known = [
    ...apiTokens.map((t, i) => ({ hash: digest(t), kind: 'api' as const, id: `api-${i + 1}` })),
    { hash: digest(publicToken), kind: 'public' as const, id: 'page' },
  ];
  return (authorization: string | undefined): AuthResult => {
    const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    // Another scheme (Basic…) is no token at all: RFC 6750 §3.1 says to answer without an error code then.
    if (!match?.[1]) return { ok: false, reason: 'missing' };
    const presented = digest(match[1]);
    let found: (typeof known)[number] | null = null;
    for (const k of known) {
      if (timingSafeEqual(presented, k.hash) && found === null) found = k;
    }
    return found === null ? { ok: false, reason: 'invalid' } : { ok: true, kind: found.kind, id: found.id };
  };
}

export function wwwAuthenticate(reason: 'missing' | 'invalid'): string {
  return reason === 'missing'
    ? 'Bearer realm="training-search"'
    : 'Bearer realm="training-search", error="invalid_token"';
}
