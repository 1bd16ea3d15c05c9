// The language of the page and its words, for every component: read from the URL (and the remembered choice),
// with <html lang> following it. Outside the provider (the frame's own crash page, tests of single components):
// English, or the loaded language if English has not loaded (a Spanish page; catalogues load on demand).
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  anyLoadedLang,
  loadCatalogue,
  loadedCatalogue,
  subscribeCatalogues,
  type Messages,
} from './catalogues';
import { hrefWithLang, langInQuery, linkLang as linkLangFor, resolveLang, type Lang } from './languages';
import type { en } from './messages/en';
import { formatMoney, formatNumber } from './numbers';
import { richText, type Rich } from './rich-text';
import { createTranslate, type Catalogue, type Translate, type Translation } from './translate';

export interface I18n {
  lang: Lang;
  /** The `lang` every link made on this page carries (null: none; see languages.ts). */
  linkLang: Lang | null;
  t: Translate<typeof en>;
  /** The same message with React nodes (links, emphasis) in its placeholders. */
  rich: Rich<typeof en>;
  number: (n: number, fractionDigits?: number) => string;
  money: (n: number) => string;
  /** "a, b and c" / "a, b y c" (type 'or': "a, b or c" / "a, b o c"). */
  list: (items: readonly string[], type?: 'and' | 'or') => string;
}

function listFormat(lang: Lang, items: readonly string[], type: 'and' | 'or'): string {
  // Intl.ListFormat only where a list is said (empty-result hints, compare), never on the first render's path.
  return new Intl.ListFormat(lang === 'es' ? 'es-US' : 'en-US', {
    type: type === 'or' ? 'disjunction' : 'conjunction',
  }).format(items);
}

export function makeI18n(lang: Lang, messages: Messages, linkLang: Lang | null = null): I18n {
  // Messages has the English keys and shapes; the English literal types only add placeholder checking.
  const catalogue = messages as unknown as typeof en;
  return {
    lang,
    linkLang,
    t: createTranslate(catalogue, lang),
    rich: (key, vars) => richText(catalogue[key], vars, lang),
    number: (n, fractionDigits = 0) => formatNumber(n, fractionDigits, lang),
    money: (n) => formatMoney(n, lang),
    list: (items, type = 'and') => listFormat(lang, items, type),
  };
}

const I18nContext = createContext<I18n | null>(null);

let outsideProvider: I18n | undefined;

/** The words of a loaded catalogue, English first: the app renders only once one has loaded (main.tsx). */
function loadedI18n(): I18n {
  const lang = anyLoadedLang();
  const messages = lang && loadedCatalogue(lang);
  if (!lang || !messages) throw new Error('No catalogue has loaded: await loadCatalogue() before rendering');
  if (outsideProvider?.lang !== lang) outsideProvider = makeI18n(lang, messages);
  return outsideProvider;
}

export function useI18n(): I18n {
  return useContext(I18nContext) ?? loadedI18n();
}

/** A page's own catalogue (lazy pages carry theirs): its words in the page's language. */
export function usePageMessages<C extends Catalogue>(pair: {
  en: C;
  es: Translation<C>;
}): { t: Translate<C>; rich: Rich<C> } {
  const { lang } = useI18n();
  return useMemo(() => {
    const catalogue = (lang === 'es' ? pair.es : pair.en) as unknown as C;
    return {
      t: createTranslate(catalogue, lang),
      rich: (key, vars) => richText(catalogue[key], vars, lang),
    };
  }, [lang, pair]);
}

/** The catalogue for `wanted` once it has loaded (it starts loading here if need be). */
function useCatalogue(wanted: Lang): Messages | undefined {
  const messages = useSyncExternalStore(subscribeCatalogues, () => loadedCatalogue(wanted));
  useEffect(() => {
    if (!messages) loadCatalogue(wanted).catch(() => undefined); // stays in English if the chunk cannot load
  }, [wanted, messages]);
  return messages;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = resolveLang(location.search);
  const wantedMessages = useCatalogue(wanted);
  // Until its words arrive (a moment, the first time), the page stays in a language it has (English first)
  // rather than showing nothing; main.tsx renders only once one has loaded.
  const lang: Lang = wantedMessages ? wanted : (anyLoadedLang() ?? wanted);
  const messages = wantedMessages ?? loadedCatalogue(lang);
  const linkLang = linkLangFor(lang);
  const value = useMemo(() => {
    if (!messages) throw new Error('No catalogue has loaded: await loadCatalogue() before rendering');
    return makeI18n(lang, messages, linkLang);
  }, [lang, messages, linkLang]);

  // In the same commit as the words, before paint: the page's words and its lang never disagree, not even for a
  // frame (a screen reader would read English words with the Spanish voice).
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // Spanish from the remembered choice on a bare link: write it into the address bar, so the link to share
  // (copied from there) opens in Spanish too.
  const missing = linkLang !== null && langInQuery(location.search) !== linkLang;
  useEffect(() => {
    if (!missing) return;
    const here = `${location.pathname}${location.search}${location.hash}`;
    void navigate(hrefWithLang(here, linkLang), {
      replace: true,
      preventScrollReset: true,
      state: location.state,
    });
  }, [missing, linkLang, location, navigate]);

  return <I18nContext value={value}>{children}</I18nContext>;
}
