// Applied filters as "Remove filter: <label>" buttons, plus "Clear all filters".
import { buttonSecondary } from '../../../components/ui/styles';
import { useI18n } from '../../../i18n/i18n-context';
import type { AppliedFilter } from '../../shared/facet-model';

interface AppliedFiltersProps<S> {
  filters: AppliedFilter<S>[];
  cleared: S;
  onApply: (next: S) => void;
}

export function AppliedFilters<S>({ filters, cleared, onApply }: AppliedFiltersProps<S>) {
  const { t } = useI18n();
  if (filters.length === 0) return null;
  return (
    <section aria-label={t('filters.applied')} className="flex flex-wrap items-center gap-2">
      {filters.map((f) => (
        <button
          key={f.key}
          type="button"
          aria-label={t('filters.remove', { label: f.label })}
          className={`${buttonSecondary} gap-1 rounded-full text-sm`}
          onClick={() => onApply(f.next)}
        >
          {f.label}
          <span aria-hidden="true">×</span>
        </button>
      ))}
      <button
        type="button"
        className="text-sm font-medium text-blue-800 underline underline-offset-2"
        onClick={() => onApply(cleared)}
      >
        {t('filters.clearAll')}
      </button>
    </section>
  );
}
