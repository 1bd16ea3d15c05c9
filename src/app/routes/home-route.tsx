// The landing page: the search form and a few example searches (in Spanish, with Spanish words the search knows).
import { defaultInstitutionsSearch, defaultProgramsSearch } from '../../../contract/requests';
import { linkClass } from '../../components/ui/styles';
import { programsHref, schoolsHref } from '../../config/routes';
import { useI18n } from '../../i18n/i18n-context';
import type { Lang } from '../../i18n/languages';
import { Link } from '../../i18n/link';
import { HeaderSearch } from '../root-layout';

type ExampleKey =
  'home.example.welding' | 'home.example.nursing' | 'home.example.truck' | 'home.example.schools';

/** Each example's search; a Spanish reader's examples search the Spanish words (the vocabulary maps them). */
function examples(lang: Lang): Array<{ key: ExampleKey; href: string }> {
  const es = lang === 'es';
  return [
    {
      key: 'home.example.welding',
      href: programsHref({
        ...defaultProgramsSearch,
        keyword: es ? 'soldadura' : 'welding',
        location: 'Lubbock, TX',
        radius: '50',
      }),
    },
    {
      key: 'home.example.nursing',
      href: programsHref({ ...defaultProgramsSearch, keyword: '29-1141', location: 'TX' }),
    },
    {
      key: 'home.example.truck',
      href: programsHref({
        ...defaultProgramsSearch,
        keyword: es ? 'conducción de camiones' : 'truck driving',
        filterBySource: 'Y',
      }),
    },
    {
      key: 'home.example.schools',
      href: schoolsHref({ ...defaultInstitutionsSearch, location: 'Austin, TX', radius: '25' }),
    },
  ];
}

export function HomeRoute() {
  const { t, lang } = useI18n();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <title>{t('home.title')}</title>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('home.heading')}</h1>
        <p className="mt-2 text-slate-700">{t('home.intro')}</p>
      </div>
      <HeaderSearch searchMode={null} />
      <section aria-labelledby="examples-heading">
        <h2 id="examples-heading" className="text-lg font-semibold">
          {t('home.examples')}
        </h2>
        <ul className="mt-2 grid gap-1">
          {examples(lang).map((e) => (
            <li key={e.key}>
              <Link to={e.href} className={linkClass}>
                {t(e.key)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
