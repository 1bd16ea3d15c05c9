// The required cost in one line: the total, then what it is made of as the source reports it.
import type { ProgramItem } from '../../../contract/programs';
import { costParts, formatMoney } from './facts';

export function CostText({ program }: { program: ProgramItem }) {
  const cost = costParts(program);
  if (!cost) return <>Not reported</>;
  if (cost.books === undefined || cost.books === 0)
    return <>{`${formatMoney(cost.total)} tuition and fees`}</>;
  return (
    <>
      {`${formatMoney(cost.total)} (${formatMoney(cost.tuition)} tuition and fees + ${formatMoney(cost.books)} books and supplies)`}
    </>
  );
}
