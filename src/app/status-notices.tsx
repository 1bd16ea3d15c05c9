// Notices that apply to every page: demo data, and being offline.
import { useOnline } from '../features/search/notices/use-online';
import { useI18n } from '../i18n/i18n-context';

export function StatusNotices({ demo }: { demo: boolean }) {
  const online = useOnline();
  const { t } = useI18n();
  return (
    <div className="mx-auto w-full max-w-6xl px-4">
      {demo ? (
        <p className="mt-3 rounded-md bg-amber-100 px-3 py-2 text-amber-950">{t('notice.demo')}</p>
      ) : null}
      <div role="status">
        {online ? null : (
          <p className="mt-3 rounded-md bg-slate-800 px-3 py-2 text-white">{t('notice.offline')}</p>
        )}
      </div>
    </div>
  );
}
