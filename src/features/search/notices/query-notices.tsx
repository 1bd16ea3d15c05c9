// What the words were understood as, and, for a partial result, which of them the programs match.
import type { PartialMatch, UnderstoodTerm } from '../../../../contract/programs/programs';
import { useI18n, type I18n } from '../../../i18n/i18n-context';

const quoted = (t: I18n['t'], words: string[]) => words.map((word) => t('query.quoted', { word })).join(', ');

/** "No programs match all of “underwater welding”; showing programs that match “welding”." */
export function partialSentence(t: I18n['t'], keyword: string, partial: PartialMatch): string {
  const matched = partial.MatchedWords.length > 0 ? quoted(t, partial.MatchedWords) : t('query.someWords');
  return t('query.partial', { keyword, matched });
}

export function PartialMatchNotice({
  keyword,
  partial,
}: {
  keyword: string;
  partial: PartialMatch | undefined;
}) {
  const { t } = useI18n();
  if (!partial) return null;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <p>{partialSentence(t, keyword, partial)}</p>
      {partial.MissingWords.length > 0 ? (
        <p className="text-sm">{t('query.missing', { words: quoted(t, partial.MissingWords) })}</p>
      ) : null}
    </div>
  );
}

/**
 * "Searched as: Nursing assistant (CNA)", for the words the job-seeker vocabulary knows. The meaning is the
 * service's (the vocabulary's own wording, Spanish for a Spanish term), shown as it comes.
 */
export function UnderstoodAsNotice({ terms }: { terms: UnderstoodTerm[] | undefined }) {
  const { rich } = useI18n();
  const known = (terms ?? []).filter((t) => t.Source === 'Vocabulary' || t.Source === 'Credential');
  if (known.length === 0) return null;
  const meanings = known.map((term, i) => (
    <span key={`${term.Words}|${term.Meaning}`}>
      {i > 0 ? '; ' : ''}
      <strong className="font-semibold">{term.Meaning}</strong>
    </span>
  ));
  return <p className="text-sm text-slate-700">{rich('query.searchedAs', { terms: meanings })}</p>;
}
