// Pushes a new search URL; after a search or paging the results heading takes focus (see results-heading).
import { useCallback } from 'react';
import { useNavigate } from '../../../i18n/link';

export interface SearchLocationState {
  focusResults?: boolean;
}

export const focusResultsState: SearchLocationState = { focusResults: true };

export function useSearchNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (href: string, focusResults: boolean) =>
      navigate(href, { state: focusResults ? focusResultsState : null, preventScrollReset: !focusResults }),
    [navigate],
  );
}
