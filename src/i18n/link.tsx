// Link and navigate that keep the page's language in every URL they go to (a Spanish page links to Spanish
// pages, so any address copied from the bar is a Spanish link). The app uses these, never react-router's own.
import { useCallback } from 'react';
import { useNavigate as useRouterNavigate, type NavigateOptions } from 'react-router';
import { Link as SiteLink, type LinkProps } from '../components/ui/link';
import { useI18n } from './i18n-context';
import { hrefWithLang } from './languages';

export type { LinkProps };

export function Link({ to, ...rest }: LinkProps) {
  const { linkLang } = useI18n();
  return <SiteLink to={hrefWithLang(to, linkLang)} {...rest} />;
}

/** The URL `href` becomes on this page (its language added): for links that leave the router, e.g. copied. */
export function useLangHref(): (href: string) => string {
  const { linkLang } = useI18n();
  return useCallback((href: string) => hrefWithLang(href, linkLang), [linkLang]);
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useRouterNavigate();
  const { linkLang } = useI18n();
  return useCallback(
    (to: string, options?: NavigateOptions) => navigate(hrefWithLang(to, linkLang), options),
    [navigate, linkLang],
  );
}
