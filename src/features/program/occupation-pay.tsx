// The occupations a program leads to, each with what it pays nationally (decision 0174): median, the middle half
// (25th to 75th percentile) and employment in words, and the same range drawn as a bar on one scale for the whole
// list, so ranges compare at a glance. The bar repeats the numbers beside it, so screen readers skip it.
import type { ProgramDetails } from '../../../contract/program-details/program-details';
import { defaultProgramsSearch } from '../../../contract/requests';
import { linkClass } from '../../components/ui/styles';
import { programsHref, type Carried } from '../../config/routes';
import { useI18n, usePageMessages } from '../../i18n/i18n-context';
import { Link } from '../../i18n/link';
import { payAmount } from '../shared/facts';
import { programMessages } from './program-messages';

type Occupation = ProgramDetails['Occupations'][number];
type Pay = NonNullable<Occupation['Pay']>;

/** 25th–75th percentile as a band and the median as a mark, on a scale from 0 to `scale`. */
function PayBar({ pay, scale }: { pay: Pay; scale: number }) {
  const at = (n: number | undefined) => (n === undefined ? undefined : Math.min(100, (n / scale) * 100));
  const low = at(pay.AnnualPct25);
  const high = at(pay.AnnualPct75);
  const median = at(pay.AnnualMedian);
  if (median === undefined) return null;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="mt-1 h-3 w-full max-w-md"
      viewBox="0 0 100 6"
      preserveAspectRatio="none"
    >
      <rect x="0" y="2" width="100" height="2" className="fill-slate-200" />
      {low !== undefined && high !== undefined ? (
        <rect x={low} y="0.5" width={Math.max(high - low, 0.5)} height="5" className="fill-sky-600" />
      ) : null}
      <rect x={Math.max(median - 0.4, 0)} y="0" width="0.8" height="6" className="fill-slate-900" />
    </svg>
  );
}

function PayFigures({ pay, scale }: { pay: Pay; scale: number }) {
  const i18n = useI18n();
  const { t } = usePageMessages(programMessages);
  const amount = (n: number, field: string) => payAmount(i18n, n, pay.TopCoded.includes(field));
  return (
    <div className="text-sm text-slate-800">
      {pay.AnnualMedian !== undefined ? (
        <p>{t('payMedian', { money: amount(pay.AnnualMedian, 'AnnualMedian') })}</p>
      ) : pay.HourlyMedian !== undefined ? (
        <p>{t('payHourly', { money: amount(pay.HourlyMedian, 'HourlyMedian') })}</p>
      ) : (
        <p>{t('payNotPublished')}</p>
      )}
      {pay.AnnualPct25 !== undefined && pay.AnnualPct75 !== undefined ? (
        <p>
          {t('payMiddle', {
            low: amount(pay.AnnualPct25, 'AnnualPct25'),
            high: amount(pay.AnnualPct75, 'AnnualPct75'),
          })}
        </p>
      ) : null}
      {pay.Employment !== undefined ? (
        <p>{t('payEmployment', { count: i18n.number(pay.Employment) })}</p>
      ) : null}
      <PayBar pay={pay} scale={scale} />
    </div>
  );
}

export function OccupationPayList({
  p,
  from,
  carried,
}: {
  p: ProgramDetails;
  from: string;
  carried: Carried;
}) {
  const { t } = usePageMessages(programMessages);
  if (p.Occupations.length === 0) return <p>{t('notReportedDot')}</p>;
  // One scale for every bar: the highest 75th percentile (or median) of the list.
  const scale = Math.max(1, ...p.Occupations.map((o) => o.Pay?.AnnualPct75 ?? o.Pay?.AnnualMedian ?? 0));
  const year = p.Occupations.find((o) => o.Pay)?.Pay?.Year;
  return (
    <>
      {year ? <p className="mb-3 text-sm text-slate-700">{t('payIntro', { year })}</p> : null}
      <ul className="grid gap-3">
        {p.Occupations.map((o) => (
          <li key={o.Code}>
            <Link
              to={programsHref({ ...defaultProgramsSearch, keyword: o.Code, location: from }, false, carried)}
              className={linkClass}
            >
              {o.Title}
            </Link>{' '}
            <span className="text-sm text-slate-700">{t('soc', { code: o.Code })}</span>
            {o.Pay ? (
              <>
                {o.Pay.Code !== o.Code ? (
                  <p className="text-sm text-slate-700">{t('payGroup', { title: o.Pay.Title })}</p>
                ) : null}
                {o.Pay.InPayRange ? null : <p className="text-sm text-slate-700">{t('payNotCounted')}</p>}
                <PayFigures pay={o.Pay} scale={scale} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
