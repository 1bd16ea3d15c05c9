// A keyword's understanding kept for the next searches with the same words (issue 23 point 6, decision 0240). What a
// keyword matches (text/match.ts) depends on the keyword and the engine's text index only, and the keyword's tier
// per program profile (profile-tiers.ts) is kept by that match while it lives; together they were about a third of
// a new search's CPU when the keyword had been searched a moment before — the next page, another place, another
// filter, the next user typing the same popular words. Kept per text index, so a rebuilt database starts afresh.
import { matchKeyword, type KeywordMatch, type TextSearch } from '../text/match';

/**
 * Keywords kept per engine, the most recently searched: about 150 KB each on the national data (the match's
 * arrays by CIP code, name, occupation list and school, and the profile tiers kept with it), so about 10 MB.
 */
export const KEPT_KEYWORDS = 64;

const kept = new WeakMap<TextSearch, Map<string, KeywordMatch>>();

/** How many are kept: KEPT_KEYWORDS, or 0 where a bench times a search's whole cost on repeated keywords. */
let keptLimit = KEPT_KEYWORDS;
export function setKeptKeywords(limit: number): void {
  keptLimit = limit;
}

/** Off while a search runs that must make its match afresh and keep nothing (unkept). */
let keeping = true;

/**
 * Runs `search` with no kept match read or kept: a starting engine's warm-up searches (warm-searches.ts) each go the
 * whole way, as a new keyword's does, and leave the kept ones to the users' keywords.
 */
export function unkept<T>(search: () => T): T {
  keeping = false;
  try {
    return search();
  } finally {
    keeping = true;
  }
}

/** The keyword's match: the one kept for it, else made now (and kept by keepKeywordMatch once its search is done). */
export function keywordMatch(t: TextSearch, keyword: string): KeywordMatch {
  if (!keeping) return matchKeyword(t, keyword);
  const recent = kept.get(t);
  const known = recent?.get(keyword);
  if (!recent || !known) return matchKeyword(t, keyword);
  // Map order is the order of use: the one found goes to the end.
  recent.delete(keyword);
  recent.set(keyword, known);
  return known;
}

/**
 * Keeps a keyword's match once a search with it has been answered: a search stopped midway (its deadline) keeps
 * nothing, so nothing made for the match and left half done (profile tiers) can be read by a later search.
 */
export function keepKeywordMatch(t: TextSearch, keyword: string, match: KeywordMatch): void {
  if (keptLimit === 0 || !keeping) return;
  let recent = kept.get(t);
  if (!recent) kept.set(t, (recent = new Map()));
  if (recent.get(keyword) === match) return;
  recent.set(keyword, match);
  if (recent.size > keptLimit) {
    const oldest = recent.keys().next();
    if (!oldest.done) recent.delete(oldest.value);
  }
}
