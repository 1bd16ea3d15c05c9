// A link that moves keyboard focus to a part of the page (the filters, the results), shown only while focused.
import type { MouseEvent } from 'react';

export const FILTERS_ID = 'filters';
export const RESULTS_ID = 'results';

const skipClass =
  'sr-only focus:not-sr-only focus:inline-block focus:rounded-md focus:bg-white focus:px-2 focus:py-1 focus:text-blue-800 focus:underline focus:outline-2 focus:outline-blue-700';

/** Focuses the target itself (it has tabIndex -1), so the next Tab goes to its first control. */
export function SkipLink({ target, children }: { target: string; children: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    // No hash navigation: the URL is the search, and the router would take a new hash as a new page.
    event.preventDefault();
    element.focus();
    element.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${target}`} onClick={go} className={skipClass}>
      {children}
    </a>
  );
}
