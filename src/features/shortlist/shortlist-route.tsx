// /shortlist?ids=… (lazy-loaded): the list a counselor sends. Whoever opens the link sees each program's current
// details (fetched fresh), and can copy the link or print the list.
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n, usePageMessages } from '../../i18n/i18n-context';
import { useLangHref, useNavigate } from '../../i18n/link';
import { compareMessages } from '../compare/compare-messages';
import { errorText } from '../shared/error-words';
import { useApi } from '../../api/api-context';
import { buttonSecondary } from '../../components/ui/styles';
import { readIdsPage, shortlistHref } from '../../config/routes';
import { LoadingResults } from '../shared/result-states';
import { ListedProgram, MissingProgram } from './listed-program';

/** Copies the list's own link (its ids and nothing else, decision 0076). */
function useCopyLink(ids: readonly string[]) {
  const langHref = useLangHref();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${langHref(shortlistHref(ids))}`);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return { copied, copy };
}

export function ShortlistRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const { ids } = readIdsPage(location.search);
  const own = (location.state as { ownList?: boolean } | null)?.ownList === true;
  const api = useApi();
  // A shared list shows each program as it is now, not as it was when the link was made.
  const queries = useQueries({ queries: ids.map((id) => ({ ...api.program(id), staleTime: 0 })) });
  const { copied, copy } = useCopyLink(ids);
  const i18n = useI18n();
  const { t } = usePageMessages(compareMessages);
  const n = ids.length;
  const title = own ? t('yourShortlist', { count: n }) : t('sharedList', { count: n });
  const remove = (id: string) =>
    void navigate(shortlistHref(ids.filter((x) => x !== id)), { replace: true, state: location.state });
  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 py-6">
      <title>{t('titleSuffix', { title })}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      {n === 0 ? (
        <p>{t('emptyList')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <button type="button" className={buttonSecondary} onClick={() => void copy()}>
            {t('copyLink')}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => window.print()}>
            {t('print')}
          </button>
          <p role="status" className="text-sm">
            {copied === 'copied' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
          </p>
        </div>
      )}
      <ol className="grid gap-3" aria-label={t('listLabel')}>
        {ids.map((id, k) => {
          const q = queries[k];
          return (
            <li key={id}>
              {!q || q.isPending ? (
                <LoadingResults />
              ) : q.isError ? (
                <MissingProgram
                  id={id}
                  message={errorText(i18n, q.error)}
                  onRemove={own ? () => remove(id) : undefined}
                />
              ) : (
                <ListedProgram program={q.data} onRemove={own ? () => remove(id) : undefined} />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
