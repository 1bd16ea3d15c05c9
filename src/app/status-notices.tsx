// Notices that apply to every page: demo data, and being offline.
import { useOnline } from '../features/search/use-online';

export const DEMO_NOTICE =
  'Demo data: this site is running on a small demonstration dataset, not the full national data.';

export function StatusNotices({ demo }: { demo: boolean }) {
  const online = useOnline();
  return (
    <div className="mx-auto w-full max-w-6xl px-4">
      {demo ? <p className="mt-3 rounded-md bg-amber-100 px-3 py-2 text-amber-950">{DEMO_NOTICE}</p> : null}
      <div role="status">
        {online ? null : (
          <p className="mt-3 rounded-md bg-slate-800 px-3 py-2 text-white">
            You appear to be offline. Results will update when your connection is back.
          </p>
        )}
      </div>
    </div>
  );
}
