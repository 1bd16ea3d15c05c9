// Loading, error and empty states of a results page, in plain words.
import type { ReactNode } from 'react';
import { SkeletonCard } from '../../components/ui/skeleton-card';
import { buttonPrimary } from '../../components/ui/styles';

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
  title = 'The search didn’t work.',
}: {
  message: string;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
      <p className="font-semibold text-red-900">{title}</p>
      <p className="mt-1 text-red-900">{message}</p>
      <button type="button" className={`${buttonPrimary} mt-3`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function EmptyState({ what, children }: { what: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-slate-300 bg-white p-4">
      <p className="font-semibold">No {what} match this search.</p>
      <p className="mt-1">Things to try:</p>
      <ul className="mt-1 list-disc pl-6">{children}</ul>
    </div>
  );
}

/** In place of results while the Location field says what to fix (the places to choose are listed there). */
export function LocationHint({ hasPlaces }: { hasPlaces: boolean }) {
  return (
    <p className="rounded-md border border-slate-300 bg-white p-4">
      {hasPlaces
        ? 'Choose one of the places listed under Location, or type another place, to see results.'
        : 'Check the place under Location, or type another one, to see results.'}
    </p>
  );
}
