// "Only state lists … report Pell Grant eligibility: these results are programs on the lists of Texas." A filter whose
// facts only the state lists of WIOA-eligible programs report keeps only their programs; the page says so, naming
// the states (the service's ListOnlyStates), rather than silently showing one state's programs (decision 0179).
import type { ProgramsSearch } from '../../../../contract/requests';
import { listOnlySelections } from '../../../../contract/dimensions/fact-values';
import { SCHOOL_ONLINE_FORMAT } from '../../../../contract/dimensions/fact-values';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../i18n/link';
import { legendWords, optionWords } from '../filters/facet-words';

export function ListOnlyNotice({
  states,
  search,
  hrefFor,
}: {
  states: string[] | undefined;
  search: ProgramsSearch;
  hrefFor: (next: ProgramsSearch) => string;
}) {
  const i18n = useI18n();
  const selections = listOnlySelections(search);
  if (!states || states.length === 0 || selections.length === 0) return null;
  const filters = selections.map((s) =>
    s.filter === 'programFormat'
      ? i18n.list(
          s.values.map((v) => optionWords(i18n, s.filter, v, v)),
          'or',
        )
      : legendWords(i18n, s.filter, s.filter),
  );
  // Online as a list says it: offer the schools that offer programs fully online, which every state's have.
  const online = search.programFormat.some((v) => v.toLowerCase() === 'online');
  return (
    <div className="rounded-md border border-sky-300 bg-sky-50 p-3">
      <p>{i18n.t('results.listOnly', { filters: i18n.list(filters), states: i18n.list(states) })}</p>
      {online ? (
        <p className="mt-1">
          <Link
            className="text-blue-800 underline"
            to={hrefFor({
              ...search,
              programFormat: [
                ...search.programFormat.filter((v) => v.toLowerCase() !== 'online'),
                SCHOOL_ONLINE_FORMAT,
              ],
              startRecord: 0,
            })}
          >
            {i18n.t('results.listOnlyOnline')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
