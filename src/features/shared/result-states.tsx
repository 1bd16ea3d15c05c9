// Loading, error and empty states of a results page, in plain words.
import type { ReactNode } from 'react';
import { SkeletonCard } from '../../components/ui/skeleton-card';
import { buttonPrimary } from '../../components/ui/styles';
import { useI18n } from '../../i18n/i18n-context';

export function LoadingResults() {
  return (
    <div aria-hidden="true" className="grid gap-3">
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </div>
  );
}

export function ErrorState({
  message,
  onRetry,
  title,
}: {
  message: string;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useI18n();
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
      <p className="font-semibold text-red-900">{title ?? t('error.title')}</p>
      <p className="mt-1 text-red-900">{message}</p>
      <button type="button" className={`${buttonPrimary} mt-3`} onClick={onRetry}>
        {t('error.tryAgain')}
      </button>
    </div>
  );
}

export function EmptyState({ what, children }: { what: 'programs' | 'schools'; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="rounded-md border border-slate-300 bg-white p-4">
      <p className="font-semibold">{what === 'programs' ? t('empty.noPrograms') : t('empty.noSchools')}</p>
      <p className="mt-1">{t('empty.tryThese')}</p>
      <ul className="mt-1 list-disc pl-6">{children}</ul>
    </div>
  );
}

/** In place of results while the Location field says what to fix (the places to choose are listed there). */
export function LocationHint({ hasPlaces }: { hasPlaces: boolean }) {
  const { t } = useI18n();
  return (
    <p className="rounded-md border border-slate-300 bg-white p-4">
      {hasPlaces ? t('location.choosePlace') : t('location.checkPlace')}
    </p>
  );
}
