// What to try next when nothing matched: a wider distance, no filters, nationwide (links to those searches).
import { linkClass } from '../../../components/ui/styles';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../i18n/link';
import { DISTANCES } from '../form/distance';

interface WidenSearchProps {
  location: string;
  radius: string;
  hasFilters: boolean;
  hasKeyword: boolean;
  widerHref: (radius: string) => string;
  unfilteredHref: string;
  nationwideHref: string;
}

/** The next distance up, or "" (any distance) after the largest. */
export function widerRadius(radius: string): string {
  const miles = Number(radius);
  return DISTANCES.find((d) => Number(d) > miles) ?? '';
}

export function WidenSearch(p: WidenSearchProps) {
  const { t } = useI18n();
  const wider = p.location && p.radius ? widerRadius(p.radius) : null;
  return (
    <>
      {wider !== null ? (
        <li>
          <Link to={p.widerHref(wider)} className={linkClass}>
            {wider ? t('empty.within', { miles: wider }) : t('empty.anyDistance')}
          </Link>
        </li>
      ) : null}
      {p.hasFilters ? (
        <li>
          <Link to={p.unfilteredHref} className={linkClass}>
            {t('empty.noFilters')}
          </Link>
        </li>
      ) : null}
      {p.location ? (
        <li>
          <Link to={p.nationwideHref} className={linkClass}>
            {t('empty.nationwide')}
          </Link>
        </li>
      ) : null}
      {p.hasKeyword ? <li>{t('empty.spelling')}</li> : null}
      <li>{t('empty.codes')}</li>
    </>
  );
}
