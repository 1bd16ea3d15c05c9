// Said while the service cannot be reached: the app keeps trying by itself (query-client.ts), and says whether the
// results on screen are the last ones it got.
import { buttonSecondary } from '../../../components/ui/styles';
import { useI18n } from '../../../i18n/i18n-context';

export function ConnectionNotice({
  showingEarlier,
  onRetry,
}: {
  showingEarlier: boolean;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  return (
    <div role="status" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">{t('connection.title')}</p>
      <p className="mt-1">{showingEarlier ? t('connection.showingEarlier') : t('connection.keepTrying')}</p>
      <button type="button" className={`${buttonSecondary} mt-2`} onClick={onRetry}>
        {t('error.tryAgain')}
      </button>
    </div>
  );
}
