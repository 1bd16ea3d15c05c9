// Under the filters: which source reports what, so "Not reported" is understood rather than surprising.
import { useI18n } from '../../i18n/i18n-context';

export function SourcesNote() {
  const { t } = useI18n();
  return (
    <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700">{t('filters.sourcesNote')}</p>
  );
}
