// Said while the service cannot be reached: the app keeps trying by itself (query-client.ts), and says whether the
// results on screen are the last ones it got.
import { buttonSecondary } from '../../components/ui/styles';

export function ConnectionNotice({
  showingEarlier,
  onRetry,
}: {
  showingEarlier: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="status" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">We can’t reach the search service right now.</p>
      <p className="mt-1">
        {showingEarlier
          ? 'The results below are from your last search that worked and may be out of date. '
          : ''}
        We’ll keep trying, and show {showingEarlier ? 'new' : 'the'} results as soon as it answers.
      </p>
      <button type="button" className={`${buttonSecondary} mt-2`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
