// The facet sidebar on wide screens; on narrow screens the same groups open in a modal dialog.
import { useRef, useState, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { useI18n } from '../../../i18n/i18n-context';
import type { FacetView } from '../../shared/facet-model';
import { FacetGroup } from './facet-group';
import { RESULTS_ID, SkipLink } from '../results/skip-link';

interface FacetPanelProps<S> {
  facets: FacetView<S>[];
  onToggle: (next: S) => void | Promise<void>;
  appliedCount: number;
  /** Said under the groups (which sources report what). */
  note?: ReactNode;
}

function Groups<S>({ facets, onToggle }: Pick<FacetPanelProps<S>, 'facets' | 'onToggle'>) {
  return (
    <div className="grid gap-4">
      {facets.map((f) => (
        <FacetGroup key={f.key} facet={f} onToggle={onToggle} />
      ))}
    </div>
  );
}

export function FacetPanel<S>({ facets, onToggle, appliedCount, note }: FacetPanelProps<S>) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const none = facets.length === 0;
  const show = () => {
    setOpen(true);
    dialog.current?.showModal?.();
  };
  const close = () => {
    dialog.current?.close?.();
    setOpen(false);
  };
  return (
    <>
      {none ? null : (
        <aside aria-label={t('filters.heading')} className="hidden md:block">
          <h2 className="mb-2 text-lg font-semibold">{t('filters.heading')}</h2>
          <Groups facets={facets} onToggle={onToggle} />
          {note}
          {/* Back from the last filter to the list they narrowed, without tabbing through the page again. */}
          <SkipLink target={RESULTS_ID}>{t('frame.skipToResults')}</SkipLink>
        </aside>
      )}
      <div className="md:hidden">
        {/* Always present (disabled while there is nothing to filter) so results below don't jump. */}
        <button
          type="button"
          className={`${buttonSecondary} disabled:opacity-50`}
          onClick={show}
          aria-haspopup="dialog"
          disabled={none}
        >
          {appliedCount > 0 ? t('filters.buttonApplied', { count: appliedCount }) : t('filters.button')}
        </button>
        <dialog
          ref={dialog}
          aria-labelledby="filters-dialog-title"
          onClose={() => setOpen(false)}
          className="m-0 h-full max-h-none w-full max-w-none bg-white p-4 backdrop:bg-black/40"
        >
          {/* Rendered only while open, so the groups exist once in the accessibility tree. */}
          {open ? (
            <>
              <div className="mb-3 flex items-center justify-between">
                <h2 id="filters-dialog-title" className="text-lg font-semibold">
                  {t('filters.heading')}
                </h2>
                <button type="button" className={buttonPrimary} onClick={close}>
                  {t('filters.done')}
                </button>
              </div>
              <Groups facets={facets} onToggle={onToggle} />
              {note}
            </>
          ) : null}
        </dialog>
      </div>
    </>
  );
}
