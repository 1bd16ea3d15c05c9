// "Did you mean" suggestions, and the notice shown when the service searched a corrected spelling.
import { Link } from '../../components/ui/link';
import { linkClass } from '../../components/ui/styles';

interface SpellingNoticeProps {
  suggestions: string[];
  hrefFor: (term: string) => string;
  /** Set when results are for a corrected spelling: what was searched and what was typed. */
  corrected: { showing: string; typed: string; typedHref: string } | null;
}

export function SpellingNotice({ suggestions, hrefFor, corrected }: SpellingNoticeProps) {
  if (corrected) {
    return (
      <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
        <p>
          Showing results for <strong>{corrected.showing}</strong>
        </p>
        <p className="text-sm">
          <Link to={corrected.typedHref} className={linkClass}>
            Search instead for {corrected.typed}
          </Link>
        </p>
      </div>
    );
  }
  if (suggestions.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <p>
        Did you mean{' '}
        {suggestions.map((term, i) => (
          <span key={term}>
            {i > 0 ? ', ' : ''}
            <Link to={hrefFor(term)} className={`${linkClass} font-semibold`}>
              {term}
            </Link>
          </span>
        ))}
        ?
      </p>
    </div>
  );
}
