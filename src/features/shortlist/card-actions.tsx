// On each program: tick it to compare (up to four), and add it to or remove it from the shortlist.
import { useId } from 'react';
import { buttonSecondary } from '../../components/ui/styles';
import { MAX_COMPARE } from '../../config/routes';
import { useSelection } from './selection';

export function CardActions({ detailId }: { detailId: number }) {
  const selection = useSelection();
  const hintId = useId();
  if (!selection) return null;
  const id = String(detailId);
  const ticked = selection.inCompare(id);
  const full = !selection.canCompare(id);
  const listed = selection.inList(id);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 print:hidden">
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={ticked}
          disabled={full}
          aria-describedby={full ? hintId : undefined}
          onChange={() => selection.toggleCompare(id)}
          className="size-4 accent-blue-700"
        />
        Compare
      </label>
      {full ? (
        <span id={hintId} className="text-sm text-slate-700">
          {`You can compare up to ${MAX_COMPARE} programs.`}
        </span>
      ) : null}
      <button
        type="button"
        className={`${buttonSecondary} text-sm`}
        aria-pressed={listed}
        onClick={() => selection.toggleList(id)}
      >
        {listed ? 'Remove from shortlist' : 'Add to shortlist'}
      </button>
    </div>
  );
}
