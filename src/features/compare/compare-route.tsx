// /compare?ids=…&from=… (lazy-loaded): up to four programs side by side in one accessible table.
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { useI18n, usePageMessages } from '../../i18n/i18n-context';
import { Link } from '../../i18n/link';
import { compareMessages } from './compare-messages';
import type { ProgramDetails } from '../../../contract/program-details/program-details';
import { useApi } from '../../api/api-context';
import { buttonSecondary, linkClass } from '../../components/ui/styles';
import { MAX_COMPARE, programHref, readIdsPage } from '../../config/routes';
import { programName } from '../shared/facts';
import { LoadingResults } from '../shared/result-states';
import { compareRows } from './compare-rows';

export function CompareRoute() {
  const { search } = useLocation();
  const page = readIdsPage(search);
  const ids = page.ids.slice(0, MAX_COMPARE);
  const api = useApi();
  const queries = useQueries({ queries: ids.map((id) => api.program(id, page.from)) });
  const captionId = useId();
  const programs = queries.flatMap((q) => (q.data ? [q.data] : []));
  const missing = queries.filter((q) => q.isError).length;
  const { t } = usePageMessages(compareMessages);
  const title = t('comparing', { count: ids.length });
  let body;
  if (ids.length < 2) body = <p>{t('tickTwo')}</p>;
  else if (queries.some((q) => q.isPending)) body = <LoadingResults />;
  else body = <CompareTable programs={programs} captionId={captionId} caption={title} from={page.from} />;
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6">
      <title>{t('titleSuffix', { title })}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      {missing > 0 ? <p role="status">{t('missing', { count: missing })}</p> : null}
      {body}
      <p className="print:hidden">
        <button type="button" className={buttonSecondary} onClick={() => window.print()}>
          {t('print')}
        </button>
      </p>
    </div>
  );
}

function CompareTable({
  programs,
  caption,
  captionId,
  from,
}: {
  programs: ProgramDetails[];
  caption: string;
  captionId: string;
  from: string;
}) {
  const i18n = useI18n();
  const { t } = usePageMessages(compareMessages);
  const rows = compareRows(i18n, t);
  return (
    // Scrolls sideways on a narrow phone; focusable so keyboard users can scroll it too (WCAG 2.1.1).
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-300 bg-white print:overflow-visible print:border-0"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm print:min-w-0">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr>
            <td className="w-36 border-b border-slate-300 p-2" />
            {programs.map((p) => (
              <th
                key={p.DetailId}
                scope="col"
                className="border-b border-slate-300 p-2 align-top font-semibold"
              >
                <Link to={programHref(p.DetailId, from)} className={linkClass}>
                  {programName(p, i18n)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-200 align-top">
              {/* The row's name stays in view while a phone scrolls the table sideways. */}
              <th scope="row" className="sticky left-0 bg-white p-2 font-medium text-slate-700">
                {row.label}
              </th>
              {programs.map((p) => (
                <td key={p.DetailId} className="p-2">
                  {row.cell(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
