// The search landmark: Programs/Schools switch and the keyword, location and distance form.
import { useId, type FormEvent } from 'react';
import { Link } from '../../components/ui/link';
import type { SearchApi } from '../../api/search-api';
import { buttonPrimary, fieldClass, focusRing } from '../../components/ui/styles';
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

function SwitchLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
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
      aria-label={mode === 'programs' ? 'Search programs' : 'Search schools'}
      className="w-full"
    >
      <nav aria-label="Search type" className="mb-2 flex gap-1">
        <SwitchLink to={programsHref} current={active && mode === 'programs'}>
          Programs
        </SwitchLink>
        <SwitchLink to={schoolsHref} current={active && mode === 'schools'}>
          Schools
        </SwitchLink>
      </nav>
      <form
        key={`${values.keyword}|${values.location}|${values.radius}`}
        onSubmit={submit}
        className="grid gap-2 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end"
      >
        <div>
          <label htmlFor={`${id}-kw`} className="block text-sm font-medium text-slate-800">
            Keyword or occupation
          </label>
          <SuggestField
            api={api}
            field="keyword"
            id={`${id}-kw`}
            name="keyword"
            label="Keyword or occupation"
            defaultValue={values.keyword}
            placeholder={mode === 'programs' ? 'e.g. welding, CNA, 29-1141' : 'e.g. welding'}
          />
        </div>
        <div>
          <label htmlFor={`${id}-loc`} className="block text-sm font-medium text-slate-800">
            Location
          </label>
          <SuggestField
            api={api}
            field="location"
            id={`${id}-loc`}
            name="location"
            label="Location"
            defaultValue={values.location}
            placeholder="City, ST or ZIP"
          />
        </div>
        <div>
          <label htmlFor={`${id}-dist`} className="block text-sm font-medium text-slate-800">
            Distance
          </label>
          <select id={`${id}-dist`} name="distance" defaultValue={distance} className={`${fieldClass} mt-1`}>
            {distanceChoices(distance).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonPrimary}>
          Search
        </button>
      </form>
    </div>
  );
}
