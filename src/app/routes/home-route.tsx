// The landing page: the search form and a few example searches (examples.ts: words people type, each a full page).
import { linkClass } from '../../components/ui/styles';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../i18n/link';
import { headerSearch } from '../header-search-chunk';
import { exampleHref, examples } from './examples';

export function HomeRoute() {
  const { t, lang } = useI18n();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <title>{t('home.title')}</title>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('home.heading')}</h1>
        <p className="mt-2 text-slate-700">{t('home.intro')}</p>
      </div>
      <headerSearch.Component searchMode={null} />
      <section aria-labelledby="examples-heading">
        <h2 id="examples-heading" className="text-lg font-semibold">
          {t('home.examples')}
        </h2>
        <ul className="mt-2 grid gap-1">
          {examples(lang).map((e) => (
            <li key={e.key}>
              <Link to={exampleHref(e)} className={linkClass}>
                {t(e.key)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
