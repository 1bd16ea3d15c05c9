// "Did you mean" suggestions, and the notice shown when the service searched a corrected spelling.
import { linkClass } from '../../../components/ui/styles';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../i18n/link';

interface SpellingNoticeProps {
  suggestions: string[];
  hrefFor: (term: string) => string;
  /** Set when results are for a corrected spelling: what was searched and what was typed. */
  corrected: { showing: string; typed: string; typedHref: string } | null;
}

export function SpellingNotice({ suggestions, hrefFor, corrected }: SpellingNoticeProps) {
  const { t, rich } = useI18n();
  if (corrected) {
    return (
      <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
        <p>{rich('spell.showingFor', { term: <strong>{corrected.showing}</strong> })}</p>
        <p className="text-sm">
          <Link to={corrected.typedHref} className={linkClass}>
            {t('spell.searchInstead', { typed: corrected.typed })}
          </Link>
        </p>
      </div>
    );
  }
  if (suggestions.length === 0) return null;
  const links = suggestions.map((term, i) => (
    <span key={term}>
      {i > 0 ? ', ' : ''}
      <Link to={hrefFor(term)} className={`${linkClass} font-semibold`}>
        {term}
      </Link>
    </span>
  ));
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <p>{rich('spell.didYouMean', { terms: links })}</p>
    </div>
  );
}
