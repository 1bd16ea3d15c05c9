// "Sort by" (column and direction together) and "Results per page" selects.
import { SelectField } from '../../../components/ui/select-field';
import { useI18n } from '../../../i18n/i18n-context';
import { pageSizeChoices, parseSortKey, sortChoices, type SortOption } from './sort-options';

interface SortControlsProps {
  options: SortOption[];
  column: string;
  direction: string;
  limit: number;
  onSort: (column: string, direction: string) => void;
  onLimit: (limit: number) => void;
}

export function SortControls({ options, column, direction, limit, onSort, onLimit }: SortControlsProps) {
  const { t, lang } = useI18n();
  const sort = sortChoices(options, column, direction);
  return (
    <div className="flex min-w-0 max-w-full flex-wrap gap-3">
      <SelectField
        label={t('results.sortBy')}
        value={sort.selected}
        options={sort.options.map((o) => ({
          value: `${o.column}:${o.direction}`,
          label: o.words
            ? o.words[lang]
            : o.label
              ? t(o.label)
              : t('sort.other', { column: o.column, direction: o.direction }),
        }))}
        onChange={(key) => {
          const { column: c, direction: d } = parseSortKey(key);
          onSort(c, d);
        }}
      />
      <SelectField
        label={t('results.perPage')}
        value={String(limit)}
        options={pageSizeChoices(limit).map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(v) => onLimit(Number(v))}
      />
    </div>
  );
}
