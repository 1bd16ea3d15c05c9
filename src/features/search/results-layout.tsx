// Arranges a results page: facets beside (or in a dialog above) the heading, notices, controls, list, pages.
import type { ReactNode } from 'react';

interface ResultsLayoutProps {
  /** The document title (React 19 hoists <title> into the head); without one the page keeps the current title. */
  title?: string;
  facets: ReactNode;
  heading: ReactNode;
  notices: ReactNode;
  controls: ReactNode;
  body: ReactNode;
  /** True while the previous results stay on screen as the next ones load. */
  busy: boolean;
}

export function ResultsLayout({ title, facets, heading, notices, controls, body, busy }: ResultsLayoutProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-[16rem_1fr]">
      {title ? <title>{title}</title> : null}
      <div>{facets}</div>
      <div className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          {heading}
          {controls}
        </div>
        {notices}
        <div className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>{body}</div>
      </div>
    </div>
  );
}
