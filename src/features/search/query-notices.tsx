// What the words were understood as, and, for a partial result, which of them the programs match.
import type { PartialMatch, UnderstoodTerm } from '../../../contract/programs';

const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(', ');

/** "No programs match all of “underwater welding”; showing programs that match “welding”." */
export function partialSentence(keyword: string, partial: PartialMatch): string {
  const matched = partial.MatchedWords.length > 0 ? quoted(partial.MatchedWords) : 'some of the words';
  return `No programs match all of “${keyword}”; showing programs that match ${matched}.`;
}

export function PartialMatchNotice({
  keyword,
  partial,
}: {
  keyword: string;
  partial: PartialMatch | undefined;
}) {
  if (!partial) return null;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <p>{partialSentence(keyword, partial)}</p>
      {partial.MissingWords.length > 0 ? (
        <p className="text-sm">No program here matches {quoted(partial.MissingWords)}.</p>
      ) : null}
    </div>
  );
}

/** "Searched as: Nursing assistant (CNA)", for the words the job-seeker vocabulary knows. */
export function UnderstoodAsNotice({ terms }: { terms: UnderstoodTerm[] | undefined }) {
  const known = (terms ?? []).filter((t) => t.Source === 'Vocabulary' || t.Source === 'Credential');
  if (known.length === 0) return null;
  return (
    <p className="text-sm text-slate-700">
      Searched as:{' '}
      {known.map((t, i) => (
        <span key={`${t.Words}|${t.Meaning}`}>
          {i > 0 ? '; ' : ''}
          <strong className="font-semibold">{t.Meaning}</strong>
        </span>
      ))}
    </p>
  );
}
