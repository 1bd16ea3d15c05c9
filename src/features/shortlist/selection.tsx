// The programs ticked to compare and the shortlist, both kept in the URL (decision 0076): a provider on a page
// that shows programs, and a hook the program cards use to read and toggle them.
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from '../../i18n/link';
import { MAX_COMPARE, type Carried } from '../../config/routes';
import { toggleValue } from '../shared/facet-toggle';

export interface Selection {
  carried: Carried;
  /** The place the page searched from, for the program page's "how far" line. */
  from: string;
  inCompare: (id: string) => boolean;
  inList: (id: string) => boolean;
  /** False when MAX_COMPARE programs are ticked and this one is not among them. */
  canCompare: (id: string) => boolean;
  /** Each resolves once the URL says so (for optimistic controls). */
  toggleCompare: (id: string) => Promise<void>;
  toggleList: (id: string) => Promise<void>;
  clearCompare: () => Promise<void>;
}

const SelectionContext = createContext<Selection | null>(null);

const carriedKey = (c: Carried) => `${c.compare.join(',')}|${c.list.join(',')}`;

/** Toggling ticks rewrites the current URL in place (no history entry per tick; the page stays where it is). */
export function SelectionProvider({
  carried,
  from,
  hrefFor,
  children,
}: {
  carried: Carried;
  from: string;
  hrefFor: (carried: Carried) => string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  // Ticks made faster than the page re-renders build on each other, not on the last render's selection.
  // The pages it leads to arrive one by one, so a render of an earlier tick must not undo a later one; any other
  // change of the URL (back, a new search) is taken as it is.
  const latest = useRef(carried);
  const sent = useRef(new Set<string>());
  useLayoutEffect(() => {
    const key = carriedKey(carried);
    if (!sent.current.has(key)) {
      latest.current = carried;
      sent.current.clear();
    } else if (key === carriedKey(latest.current)) sent.current.clear();
  }, [carried]);
  const value = useMemo<Selection>(() => {
    const go = (change: (c: Carried) => Carried) => {
      const next = change(latest.current);
      latest.current = next;
      sent.current.add(carriedKey(next));
      return Promise.resolve(navigate(hrefFor(next), { replace: true, preventScrollReset: true }));
    };
    return {
      carried,
      from,
      inCompare: (id) => carried.compare.includes(id),
      inList: (id) => carried.list.includes(id),
      canCompare: (id) => carried.compare.includes(id) || carried.compare.length < MAX_COMPARE,
      toggleCompare: (id) =>
        go((c) =>
          c.compare.includes(id) || c.compare.length < MAX_COMPARE
            ? { ...c, compare: toggleValue(c.compare, id) }
            : c,
        ),
      toggleList: (id) => go((c) => ({ ...c, list: toggleValue(c.list, id) })),
      clearCompare: () => go((c) => ({ ...c, compare: [] })),
    };
  }, [carried, from, hrefFor, navigate]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** The page's selection, or null where programs cannot be collected (then cards show no such controls). */
export function useSelection(): Selection | null {
  return useContext(SelectionContext);
}
