// The cost in one line, saying what it is: the whole program's, or a year at the college (decision 0172).
import type { ProgramItem } from '../../../contract/programs/programs';
import { useI18n } from '../../i18n/i18n-context';
import { costText } from './facts';

export function CostText({ program }: { program: ProgramItem }) {
  const i18n = useI18n();
  return <>{costText(i18n, program) ?? i18n.t('value.notReported')}</>;
}
