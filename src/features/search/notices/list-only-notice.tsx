// "Only state lists … report Pell Grant eligibility: these results are programs on the lists of Texas." A filter whose
// facts only the state lists of WIOA-eligible programs report keeps only their programs; the page says so, naming
// the states (the service's ListOnlyStates), rather than silently showing one state's programs (decision 0179).
import type { ProgramsSearch } from '../../../../contract/requests';
import { listOnlySelections } from '../../../../contract/dimensions/fact-values';
import { useI18n } from '../../../i18n/i18n-context';
import { legendWords, optionWords } from '../filters/facet-words';

export function ListOnlyNotice({ states, search }: { states: string[] | undefined; search: ProgramsSearch }) {
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
  return (
    <p className="rounded-md border border-sky-300 bg-sky-50 p-3">
      {i18n.t('results.listOnly', { filters: i18n.list(filters), states: i18n.list(states) })}
    </p>
  );
}
