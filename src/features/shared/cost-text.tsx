// The required cost in one line: the total, then what it is made of as the source reports it.
import type { ProgramItem } from '../../../contract/programs/programs';
import { useI18n } from '../../i18n/i18n-context';
import { costParts } from './facts';

export function CostText({ program }: { program: ProgramItem }) {
  const { t, money } = useI18n();
  const cost = costParts(program);
  if (!cost) return <>{t('value.notReported')}</>;
  if (cost.books === undefined || cost.books === 0)
    return <>{t('fact.tuitionOnly', { money: money(cost.total) })}</>;
  return (
    <>
      {t('fact.costParts', {
        total: money(cost.total),
        tuition: money(cost.tuition),
        books: money(cost.books),
      })}
    </>
  );
}
