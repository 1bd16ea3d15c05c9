// The landing page: the search form and a few example searches.
import { Link } from '../../components/ui/link';
import { defaultInstitutionsSearch, defaultProgramsSearch } from '../../../contract/requests';
import { linkClass } from '../../components/ui/styles';
import { programsHref, schoolsHref } from '../../config/routes';
import { HeaderSearch } from '../root-layout';

const examples = [
  {
    label: 'Welding near Lubbock, TX',
    href: programsHref({
      ...defaultProgramsSearch,
      keyword: 'welding',
      location: 'Lubbock, TX',
      radius: '50',
    }),
  },
  {
    label: 'Registered nurse programs in Texas',
    href: programsHref({ ...defaultProgramsSearch, keyword: '29-1141', location: 'TX' }),
  },
  {
    label: 'WIOA-eligible truck driving programs',
    href: programsHref({ ...defaultProgramsSearch, keyword: 'truck driving', filterBySource: 'Y' }),
  },
  {
    label: 'Schools near Austin, TX',
    href: schoolsHref({ ...defaultInstitutionsSearch, location: 'Austin, TX', radius: '25' }),
  },
];

export function HomeRoute() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <title>Training Search — find education and training programs</title>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Find education and training programs</h1>
        <p className="mt-2 text-slate-700">
          Search colleges, technical schools and WIOA-eligible training providers by occupation, program or
          school, near you or anywhere in the United States.
        </p>
      </div>
      <HeaderSearch />
      <section aria-labelledby="examples-heading">
        <h2 id="examples-heading" className="text-lg font-semibold">
          Example searches
        </h2>
        <ul className="mt-2 grid gap-1">
          {examples.map((e) => (
            <li key={e.href}>
              <Link to={e.href} className={linkClass}>
                {e.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
