// On each program: tick it to compare (up to four), and add it to or remove it from the shortlist.
import { startTransition, useId, useOptimistic } from 'react';
import { buttonSecondary } from '../../components/ui/styles';
import { MAX_COMPARE } from '../../config/routes';
import { useI18n } from '../../i18n/i18n-context';
import { useSelection } from './selection';

export function CardActions({ detailId }: { detailId: number }) {
  const selection = useSelection();
  const { t } = useI18n();
  const hintId = useId();
  const id = String(detailId);
  // The URL decides; the controls show the change at once while it catches up.
  const [ticked, setTicked] = useOptimistic(selection?.inCompare(id) ?? false);
  const [listed, setListed] = useOptimistic(selection?.inList(id) ?? false);
  if (!selection) return null;
  const full = !selection.canCompare(id);
  const toggleCompare = () =>
    startTransition(async () => {
      setTicked(!ticked);
      await selection.toggleCompare(id);
    });
  const toggleList = () =>
    startTransition(async () => {
      setListed(!listed);
      await selection.toggleList(id);
    });
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 print:hidden">
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={ticked}
          disabled={full}
          aria-describedby={full ? hintId : undefined}
          onChange={toggleCompare}
          className="size-4 accent-blue-700"
        />
        {t('select.compare')}
      </label>
      {full ? (
        <span id={hintId} className="text-sm text-slate-700">
          {t('select.compareLimit', { max: MAX_COMPARE })}
        </span>
      ) : null}
      <button
        type="button"
        className={`${buttonSecondary} text-sm`}
        aria-pressed={listed}
        onClick={toggleList}
      >
        {listed ? t('select.remove') : t('select.add')}
      </button>
    </div>
  );
}
