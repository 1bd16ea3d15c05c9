// The search landmark: Programs/Schools switch and the keyword, location and distance form.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { SearchApi } from '../../../api/search-api';
import { buttonPrimary, fieldClass, focusRing, linkClass } from '../../../components/ui/styles';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../i18n/link';
import { distanceChoices, initialDistance, submittedRadius } from './distance';
import type { LocationProblem, SearchMode, SearchValues } from './search-types';
import { SuggestField } from './suggest-field';

interface SearchPanelProps {
  mode: SearchMode;
  /** True when the page shows this mode's results (the switch marks it as current). */
  active: boolean;
  values: SearchValues;
  programsHref: string;
  schoolsHref: string;
  onSearch: (values: SearchValues) => void;
  /** The service could not use the location: said on the field, with the places the user may have meant. */
  locationProblem?: LocationProblem | null;
  /** for suggestions as you type */
  api: SearchApi;
}

/**
 * One side of the Programs/Schools switch. `current` is "page" on that mode's results, "true" where the form
 * searches that mode without showing its results (the landing page): either way it looks and is announced as chosen.
 */
function SwitchLink({
  to,
  current,
  children,
}: {
  to: string;
  current: 'page' | 'true' | undefined;
  children: string;
}) {
  return (
    <Link
      to={to}
      aria-current={current}
      className={`rounded-md px-3 py-1.5 font-medium ${focusRing} ${
        current ? 'bg-blue-700 text-white' : 'text-blue-900 underline-offset-2 hover:underline'
      }`}
    >
      {children}
    </Link>
  );
}

export function SearchPanel({
  mode,
  active,
  values,
  programsHref,
  schoolsHref,
  onSearch,
  locationProblem,
  api,
}: SearchPanelProps) {
  const id = useId();
  const { t } = useI18n();
  const currentFor = (m: SearchMode) => (m !== mode ? undefined : active ? 'page' : 'true');
  const locationInput = useRef<HTMLInputElement>(null);
  const problemId = `${id}-loc-problem`;
  // Like any form error: the field that needs fixing takes focus, with its message and choices read out.
  const problemText = locationProblem?.message;
  useEffect(() => {
    if (problemText) locationInput.current?.focus();
  }, [problemText]);
  const distance = initialDistance(values.location, values.radius);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const keyword = String(data.get('keyword') ?? '').trim();
    const location = String(data.get('location') ?? '').trim();
    onSearch({ keyword, location, radius: submittedRadius(location, String(data.get('distance') ?? '')) });
  };
  return (
    <div
      role="search"
      aria-label={mode === 'programs' ? t('search.landmarkPrograms') : t('search.landmarkSchools')}
      className="w-full"
    >
      <nav aria-label={t('search.type')} className="mb-2 flex gap-1">
        <SwitchLink to={programsHref} current={currentFor('programs')}>
          {t('search.programs')}
        </SwitchLink>
        <SwitchLink to={schoolsHref} current={currentFor('schools')}>
          {t('search.schools')}
        </SwitchLink>
      </nav>
      {/* Uncontrolled: the fields start from the URL's search; the page remounts the panel on each navigation. */}
      <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-kw`} className="block text-sm font-medium text-slate-800">
            {t('search.keyword')}
          </label>
          <SuggestField
            api={api}
            field="keyword"
            id={`${id}-kw`}
            name="keyword"
            listLabel={t('suggest.keywordList')}
            defaultValue={values.keyword}
            placeholder={
              mode === 'programs'
                ? t('search.keywordPlaceholderPrograms')
                : t('search.keywordPlaceholderSchools')
            }
          />
        </div>
        <div>
          <label htmlFor={`${id}-loc`} className="block text-sm font-medium text-slate-800">
            {t('search.location')}
          </label>
          <SuggestField
            api={api}
            field="location"
            inputRef={locationInput}
            id={`${id}-loc`}
            name="location"
            listLabel={t('suggest.locationList')}
            defaultValue={values.location}
            placeholder={t('search.locationPlaceholder')}
            invalid={Boolean(locationProblem)}
            describedBy={locationProblem ? problemId : undefined}
            className={locationProblem ? 'border-red-700' : undefined}
          />
        </div>
        {locationProblem ? <LocationProblemNote id={problemId} problem={locationProblem} /> : null}
        <div>
          <label htmlFor={`${id}-dist`} className="block text-sm font-medium text-slate-800">
            {t('search.distance')}
          </label>
          <select id={`${id}-dist`} name="distance" defaultValue={distance} className={`${fieldClass} mt-1`}>
            {distanceChoices(distance).map((miles) => (
              <option key={miles} value={miles}>
                {miles ? t('search.miles', { count: Number(miles) }) : t('search.anyDistance')}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonPrimary}>
          {t('search.button')}
        </button>
      </form>
    </div>
  );
}

/**
 * What is wrong with the location, and links that search each likely place: right after the field (and next in
 * the tab order) on a phone, a row of its own under the form on wider screens.
 */
function LocationProblemNote({ id, problem }: { id: string; problem: LocationProblem }) {
  const { t, lang } = useI18n();
  // The service words the problem in English; another language says it in general terms (error-words.ts).
  const message = lang === 'en' ? problem.message : t('error.badLocation');
  return (
    <div
      id={id}
      className="rounded-md border border-red-300 bg-red-50 p-3 text-red-950 sm:order-last sm:col-span-4"
    >
      <p>{message}</p>
      {problem.places.length > 0 ? (
        <ul aria-label={t('location.places')} className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {problem.places.map((place) => (
            <li key={place.href}>
              <Link to={place.href} className={linkClass} title={place.name}>
                {place.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
