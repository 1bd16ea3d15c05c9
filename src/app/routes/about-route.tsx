// /about (lazy-loaded): where the data comes from, from the service's Metadata; says plainly when it is demo data.
import { useQuery } from '@tanstack/react-query';
import type { DataSource } from '../../../contract/metadata';
import { linkClass } from '../../components/ui/styles';
import { ErrorState } from '../../features/shared/result-states';
import { websiteHref } from '../../features/shared/format';
import { useApi } from '../../api/api-context';
import { useI18n, usePageMessages } from '../../i18n/i18n-context';
import { errorText } from '../../features/shared/error-words';
import { aboutMessages } from './about-messages';

function SourceEntry({ source: s }: { source: DataSource }) {
  const { t } = usePageMessages(aboutMessages);
  const href = websiteHref(s.DataSourceUrl);
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-4">
      <h3 className="font-semibold">{s.DataName || s.DataSourceName}</h3>
      <dl className="mt-1 grid gap-1 text-sm">
        {s.DataSourceName ? (
          <div>
            <dt className="inline font-medium">{t('publisher')}</dt>
            <dd className="inline">{s.DataSourceName}</dd>
          </div>
        ) : null}
        {s.DataVintageOrVersion ? (
          <div>
            <dt className="inline font-medium">{t('vintage')}</dt>
            <dd className="inline">{s.DataVintageOrVersion}</dd>
          </div>
        ) : null}
        {s.DataLastUpdate ? (
          <div>
            <dt className="inline font-medium">{t('updated')}</dt>
            <dd className="inline">{s.DataLastUpdate}</dd>
          </div>
        ) : null}
        {s.DataDescription ? (
          <div>
            <dt className="inline font-medium">{t('whatItIs')}</dt>
            <dd className="inline">{s.DataDescription}</dd>
          </div>
        ) : null}
        {s.DataSourceCitation ? (
          <div>
            <dt className="inline font-medium">{t('citation')}</dt>
            <dd className="inline">{s.DataSourceCitation}</dd>
          </div>
        ) : null}
      </dl>
      {href ? (
        <a href={href} className={`${linkClass} mt-1 inline-block text-sm`}>
          {t('sourceSite', { name: s.DataName || s.DataSourceName })}
        </a>
      ) : null}
    </li>
  );
}

export function AboutRoute() {
  const api = useApi();
  const query = useQuery(api.metadata());
  const demo = api.config.dataKind === 'demo';
  const meta = query.data;
  const i18n = useI18n();
  const { t } = usePageMessages(aboutMessages);
  return (
    // Sources' citations hold long file names and URLs: the column may not grow past a phone's width, words wrap.
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-8 break-words">
      <title>{t('title')}</title>
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      {demo ? (
        <p className="rounded-md bg-amber-100 px-3 py-2 font-semibold text-amber-950">{t('demo')}</p>
      ) : null}
      {query.isPending ? <p>{t('loading')}</p> : null}
      {query.isError ? (
        <ErrorState message={errorText(i18n, query.error)} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess && !meta ? <p>{t('noMeta')}</p> : null}
      {meta ? (
        <>
          <dl className="grid gap-1">
            {meta.Publisher ? (
              <div>
                <dt className="inline font-semibold">{t('publisher')}</dt>
                <dd className="inline">{meta.Publisher}</dd>
              </div>
            ) : null}
            {meta.Sponsor ? (
              <div>
                <dt className="inline font-semibold">{t('sponsor')}</dt>
                <dd className="inline">{meta.Sponsor}</dd>
              </div>
            ) : null}
            {meta.LastAccessDate ? (
              <div>
                <dt className="inline font-semibold">{t('accessed')}</dt>
                <dd className="inline">{meta.LastAccessDate}</dd>
              </div>
            ) : null}
          </dl>
          {meta.CitationSuggested ? (
            <section aria-labelledby="citation-heading">
              <h2 id="citation-heading" className="text-lg font-semibold">
                {t('howToCite')}
              </h2>
              <p className="mt-1">{meta.CitationSuggested}</p>
            </section>
          ) : null}
          <section aria-labelledby="sources-heading">
            <h2 id="sources-heading" className="text-lg font-semibold">
              {t('sources')}
            </h2>
            {i18n.lang === 'en' ? null : <p className="mt-1 text-sm">{t('published')}</p>}
            <ul className="mt-2 grid gap-3">
              {meta.DataSource.map((s) => (
                <SourceEntry key={`${s.DataName}-${s.DataSourceUrl}`} source={s} />
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </div>
  );
}
