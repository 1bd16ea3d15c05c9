// What the words were understood as, and, for a partial result, which of them the programs match.
import type { PartialMatch, UnderstoodTerm } from '../../../../contract/programs/programs';
import type { ProgramsSearch } from '../../../../contract/requests';
import { programFilterParams, type ProgramFilterParam } from '../../../../contract/programs/filter-params';
import { useI18n, type I18n } from '../../../i18n/i18n-context';
import { Link } from '../../../i18n/link';

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
  const { rich, t } = useI18n();
  const known = (terms ?? []).filter(
    (t) => t.Source === 'Vocabulary' || t.Source === 'Credential' || t.Source === 'JobTitle',
  );
  if (known.length === 0) return null;
  const meanings = known.map((term, i) => (
    <span key={`${term.Words}|${term.Meaning}`}>
      {i > 0 ? '; ' : ''}
      <strong className="font-semibold">{term.Meaning}</strong>
      {/* A job title from O*NET says so (CC BY 4.0 attribution: the About page carries the full sentence). */}
      {term.Source === 'JobTitle' ? ` ${t('query.onetTitle', { words: term.Words })}` : null}
    </span>
  ));
  return <p className="text-sm text-slate-700">{rich('query.searchedAs', { terms: meanings })}</p>;
}

/** The search with one offered filter added, or null when it is already applied (or not one the page has). */
export function withOffer(search: ProgramsSearch, name: string, value: string): ProgramsSearch | null {
  if (name === 'programFormat')
    return search.programFormat.includes(value)
      ? null
      : { ...search, programFormat: [...search.programFormat, value], startRecord: 0 };
  if (name === 'filterBySource')
    return search.filterBySource === 'Y' ? null : { ...search, filterBySource: 'Y', startRecord: 0 };
  if (!(programFilterParams as readonly string[]).includes(name)) return null;
  const param = name as ProgramFilterParam;
  return search[param].length > 0 ? null : { ...search, [param]: [value], startRecord: 0 };
}

function offerLabel(t: I18n['t'], name: string, value: string): string {
  const amount = Number(value);
  if (name === 'maxCost') return t('offer.maxCost', { amount: `$${amount.toLocaleString('en-US')}` });
  if (name === 'maxWeeks') return t('offer.maxWeeks', { weeks: value });
  if (name === 'programFormat') return t('offer.online');
  if (name === 'filterBySource') return t('offer.wioa');
  if (name === 'pell') return t('offer.pell');
  return t('offer.flexibleHours');
}

/**
 * Words that name a filter ("online", "cheap", "10 weeks", "Pell"; decision 0181) are not searched for: the page
 * says so and offers each filter as a link ("Add filter: Online programs"); once added it shows as an applied filter
 * the user can remove. Nothing is applied without the user's choice.
 */
export function FilterOffers({
  terms,
  search,
  hrefFor,
}: {
  terms: UnderstoodTerm[] | undefined;
  search: ProgramsSearch;
  hrefFor: (next: ProgramsSearch) => string;
}) {
  const { t } = useI18n();
  const offers = (terms ?? []).flatMap((term) => {
    if (term.Source !== 'Filter' || !term.Filter) return [];
    const next = withOffer(search, term.Filter.Name, term.Filter.Value);
    return next
      ? [{ words: term.Words, label: offerLabel(t, term.Filter.Name, term.Filter.Value), next }]
      : [];
  });
  if (offers.length === 0) return null;
  return (
    <section aria-label={t('offer.heading')} className="text-sm text-slate-700">
      <p>
        {t('offer.intro', {
          words: quoted(
            t,
            offers.map((o) => o.words),
          ),
        })}
      </p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {offers.map((o) => (
          <li key={`${o.words}|${o.label}`}>
            <Link
              to={hrefFor(o.next)}
              className="inline-flex rounded-full border border-blue-800 px-3 py-1 font-medium text-blue-800 underline-offset-2 hover:underline"
            >
              {t('offer.add', { label: o.label })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
