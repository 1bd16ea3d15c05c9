// The search landmark: Programs/Schools switch and the keyword, location and distance form.
import { useId, type FormEvent } from 'react';
import type { SearchApi } from '../../api/search-api';
import { buttonPrimary, fieldClass, focusRing } from '../../components/ui/styles';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../i18n/link';
import { distanceChoices, initialDistance, submittedRadius } from './distance';
import { SuggestField } from './suggest-field';

export type SearchMode = 'programs' | 'schools';

export interface SearchValues {
  keyword: string;
  location: string;
  radius: string;
}

interface SearchPanelProps {
  mode: SearchMode;
  /** True when the page shows this mode's results (the switch marks it as current). */
  active: boolean;
  values: SearchValues;
  programsHref: string;
  schoolsHref: string;
  onSearch: (values: SearchValues) => void;
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
  api,
}: SearchPanelProps) {
  const id = useId();
  const { t } = useI18n();
  const currentFor = (m: SearchMode) => (m !== mode ? undefined : active ? 'page' : 'true');
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
            id={`${id}-loc`}
            name="location"
            listLabel={t('suggest.locationList')}
            defaultValue={values.location}
            placeholder={t('search.locationPlaceholder')}
          />
        </div>
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
