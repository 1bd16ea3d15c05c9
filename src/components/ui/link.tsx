// The app's in-site link: React Router's href and click handling without its <Link>, whose framework-mode
// prefetching (<Link prefetch>, route manifests, RSC) is bundled with it whether used or not (~2 KiB gz of initial
// JS; decision 0090). Links here prefetch on intent instead (src/app/link-intent.ts). A plain <a>: a modified or
// middle click opens a new tab as usual; a plain click navigates in the app, replacing the entry when the target
// is the page already shown, as React Router's <Link> does.
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the app, with its query: `/programs/welding?…` */
  to: string;
  /** History state for the page it opens (e.g. to move focus to the results). */
  state?: unknown;
  replace?: boolean;
}

export function Link({ to, state, replace, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state, replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
