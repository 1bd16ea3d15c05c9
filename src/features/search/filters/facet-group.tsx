// One facet as a fieldset of checkboxes with counts; long lists get "Show more" and a filter box.
import { startTransition, useId, useOptimistic, useState } from 'react';
import { buttonSecondary, fieldClass } from '../../../components/ui/styles';
import { useI18n } from '../../../i18n/i18n-context';
import type { FacetOption, FacetView } from '../../shared/facet-model';

export const COLLAPSED_COUNT = 6;
export const FILTER_BOX_MIN = 10;

interface FacetGroupProps<S> {
  facet: FacetView<S>;
  onToggle: (next: S) => void | Promise<void>;
}

/** Shows the new state at once (optimistically) while the URL, which decides it, catches up. */
function FacetCheckbox<S>({
  option,
  onToggle,
}: {
  option: FacetOption<S>;
  onToggle: FacetGroupProps<S>['onToggle'];
}) {
  const [checked, setChecked] = useOptimistic(option.checked);
  const toggle = () =>
    startTransition(async () => {
      setChecked(!option.checked);
      await onToggle(option.next);
    });
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={toggle}
      className="mt-0.5 size-4 shrink-0 accent-blue-700"
    />
  );
}

export function FacetGroup<S>({ facet, onToggle }: FacetGroupProps<S>) {
  const id = useId();
  const { t, lang } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const [filter, setFilter] = useState('');
  const locale = lang === 'es' ? 'es-US' : 'en-US';
  const needle = filter.trim().toLocaleLowerCase(locale);
  const matching = needle
    ? facet.options.filter((o) => o.label.toLocaleLowerCase(locale).includes(needle))
    : facet.options;
  const long = matching.length > COLLAPSED_COUNT;
  // Ticked options stay visible when the list is collapsed, so what is applied is always in view.
  const shown = expanded || !long ? matching : matching.filter((o, i) => i < COLLAPSED_COUNT || o.checked);
  const hidden = matching.length - shown.length;
  return (
    <fieldset
      className="border-t border-slate-200 pt-3"
      aria-describedby={facet.note === undefined ? undefined : `${id}-note`}
    >
      <legend className="float-left mb-2 w-full font-semibold text-slate-900">{facet.legend}</legend>
      {facet.note === undefined ? null : (
        <p id={`${id}-note`} className="clear-left mb-2 text-xs text-slate-700">
          {facet.note}
        </p>
      )}
      {facet.filterable && facet.options.length >= FILTER_BOX_MIN ? (
        <div className="clear-left mb-2">
          <label htmlFor={`${id}-filter`} className="sr-only">
            {t('filters.filterOptions', { legend: facet.legend })}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('filters.filterPlaceholder', { legend: facet.legend.toLocaleLowerCase(locale) })}
            className={`${fieldClass} py-1 text-sm`}
          />
        </div>
      ) : null}
      <ul className="clear-left grid gap-1">
        {shown.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-start gap-2 text-sm">
              <FacetCheckbox option={option} onToggle={onToggle} />
              <span>
                {option.label} <span className="text-slate-600">({option.count})</span>
              </span>
            </label>
          </li>
        ))}
        {matching.length === 0 ? <li className="text-sm text-slate-600">{t('filters.noMatch')}</li> : null}
      </ul>
      {long ? (
        <button
          type="button"
          className={`${buttonSecondary} mt-2 text-sm`}
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('filters.showFewer') : t('filters.showMore', { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}
