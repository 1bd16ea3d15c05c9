// The app's languages, how a URL names one (`?lang=es`), and the reader's remembered choice (decision 0100).

export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en';

/** The query parameter that carries the language in every link the app makes (routes keep DESIGN.md's shapes). */
export const LANG_PARAM = 'lang';

const STORAGE_KEY = 'training-search-lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language a URL's query names, or null when it names none (or one the app does not have). */
export function langInQuery(query: string): Lang | null {
  const value = new URLSearchParams(query).get(LANG_PARAM)?.toLowerCase();
  return isLang(value) ? value : null;
}

/** The language chosen with the switch on this browser, or null (storage may be off: private mode, policies). */
export function rememberedLang(): Lang | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLang(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered; the link's own `lang` still carries the choice through this visit.
  }
}

/** A shared link's language wins; else the one remembered; else English. */
export function resolveLang(query: string): Lang {
  return langInQuery(query) ?? rememberedLang() ?? DEFAULT_LANG;
}

/**
 * The `lang` a link made on this page must carry so that following it shows the same language: Spanish always
 * (so the address bar is a Spanish link to share), English only where a bare link would not give English (the
 * reader remembered Spanish but is looking at an English link).
 */
export function linkLang(current: Lang): Lang | null {
  if (current !== DEFAULT_LANG) return current;
  return (rememberedLang() ?? DEFAULT_LANG) === current ? null : current;
}

/** The href with its `lang` parameter set to `lang` (or removed for null); other parameters and the hash kept. */
export function hrefWithLang(href: string, lang: Lang | null): string {
  // English links stay exactly as the route builders wrote them.
  if (lang === null && !href.includes(`${LANG_PARAM}=`)) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  if (lang) params.set(LANG_PARAM, lang);
  else params.delete(LANG_PARAM);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}
