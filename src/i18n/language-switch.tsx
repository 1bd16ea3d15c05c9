// The header's language switch: a link to this very page in the other language, named in that language
// ("Español" on English pages, "English" on Spanish ones) and marked with its lang, so it is found and read right.
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { focusRing } from '../components/ui/styles';
import { loadCatalogue } from './catalogues';
import { useI18n } from './i18n-context';
import { hrefWithLang, linkLang, rememberLang, type Lang } from './languages';

const NAME: Record<Lang, string> = { en: 'English', es: 'Español' };

const isModified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

export function LanguageSwitch() {
  const { lang } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const other: Lang = lang === 'en' ? 'es' : 'en';
  const here = `${location.pathname}${location.search}${location.hash}`;
  // The href names the language outright, so a new tab opened from it (which remembers nothing yet) shows it.
  const href = hrefWithLang(here, other);
  const preload = () => void loadCatalogue(other).catch(() => undefined);

  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLang(other);
    if (isModified(event)) return; // a new tab or window: the href does it
    event.preventDefault();
    // The words load first, so the page changes language in one step; the same page stays, state and scroll too.
    const go = () =>
      navigate(hrefWithLang(here, linkLang(other)), {
        replace: true,
        preventScrollReset: true,
        state: location.state,
      });
    loadCatalogue(other).then(go, go);
  };

  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      onClick={choose}
      onPointerEnter={preload}
      onFocus={preload}
      className={`rounded-md px-2 py-1 text-blue-800 underline underline-offset-2 hover:text-blue-950 ${focusRing}`}
    >
      {NAME[other]}
    </a>
  );
}
