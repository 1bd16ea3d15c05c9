// How many programs are ticked to compare and shortlisted, with the links that open them. On a results page it is a
// tray that stays in view at the bottom of the window while the reader goes down the list (decision 0155), so
// Compare is never below the cards; at the end of the list it settles after them.
import { buttonPrimary, buttonSecondary, linkClass } from '../../components/ui/styles';
import { compareHref, shortlistHref } from '../../config/routes';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../i18n/link';
import { useSelection } from './selection';

/** Navigation state that tells the shortlist page it was opened from the app (its owner), not from a shared link. */
export const OWN_LIST_STATE = { ownList: true };

export function SelectionBar({ tray = false }: { tray?: boolean }) {
  const selection = useSelection();
  const { t } = useI18n();
  if (!selection) return null;
  const { compare, list } = selection.carried;
  if (compare.length === 0 && list.length === 0) return null;
  return (
    <section
      aria-label={t('select.bar')}
      className={`flex flex-wrap items-center gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 print:hidden ${
        tray ? 'sticky bottom-0 z-20 shadow-[0_-4px_12px_rgba(15,23,42,0.18)]' : ''
      }`}
    >
      {compare.length >= 2 ? (
        <Link to={compareHref(selection.carried, selection.from)} className={buttonPrimary}>
          {t('select.compareN', { count: compare.length })}
        </Link>
      ) : compare.length === 1 ? (
        <span className="text-sm">{t('select.oneMore')}</span>
      ) : null}
      {compare.length > 0 ? (
        <button
          type="button"
          className={`${buttonSecondary} text-sm`}
          onClick={() => void selection.clearCompare()}
        >
          {t('select.clear')}
        </button>
      ) : null}
      {list.length > 0 ? (
        <Link to={shortlistHref(list)} state={OWN_LIST_STATE} className={linkClass}>
          {t('select.shortlistN', { count: list.length })}
        </Link>
      ) : null}
    </section>
  );
}
