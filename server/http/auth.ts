// Bearer token check: API_TOKENS plus the public search token, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';

export type TokenKind = 'api' | 'public';

export type AuthResult = { ok: true; kind: TokenKind } | { ok: false; reason: 'missing' | 'invalid' };

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Comparing fixed-length hashes keeps the time independent of where a guess differs and of its length,
 * and every known token is compared, so the time does not tell which one matched either.
 */
export function createTokenChecker(apiTokens: readonly string[], publicToken: string) {
  const known = [
    ...apiTokens.map((t) => ({ hash: digest(t), kind: 'api' as const })),
    { hash: digest(publicToken), kind: 'public' as const },
  ];
  return (authorization: string | undefined): AuthResult => {
    const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    // Another scheme (Basic…) is no token at all: RFC 6750 §3.1 says to answer without an error code then.
    if (!match?.[1]) return { ok: false, reason: 'missing' };
    const presented = digest(match[1]);
    let kind: TokenKind | null = null;
    for (const k of known) {
      if (timingSafeEqual(presented, k.hash) && kind === null) kind = k.kind;
    }
    return kind === null ? { ok: false, reason: 'invalid' } : { ok: true, kind };
  };
}

export function wwwAuthenticate(reason: 'missing' | 'invalid'): string {
  return reason === 'missing'
    ? 'Bearer realm="training-search"'
    : 'Bearer realm="training-search", error="invalid_token"';
}
