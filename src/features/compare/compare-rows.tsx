// The rows of the comparison table: one fact per row, in the words the program page uses.
import type { ReactNode } from 'react';
import type { ProgramDetails } from '../../../contract/program-details/program-details';
import {
  academicYear,
  completionsText,
  costText,
  credentialName,
  lengthText,
  payText,
  schoolAndCampus,
  schoolOnlineText,
  servicesOffered,
  yesNoText,
} from '../shared/facts';
import { formatDistance } from '../shared/format';
import { ShortList } from '../shared/result-details';
import type { I18n } from '../../i18n/i18n-context';
import type { Translate } from '../../i18n/translate';
import { awardTextLabel, formatLabel, sectorLabel } from '../shared/value-labels';
import type { en } from './compare-messages';

export interface CompareRow {
  label: string;
  cell: (p: ProgramDetails) => ReactNode;
}

/** The rows in the page's language (`words` is the page's own catalogue, compare-messages.ts). */
export function compareRows(i18n: I18n, words: Translate<typeof en>): CompareRow[] {
  const { t } = i18n;
  const nr = t('value.notReported');
  return [
    { label: words('school'), cell: (p) => schoolAndCampus(p) },
    {
      label: t('card.cost'),
      cell: (p) => {
        const cost = costText(i18n, p);
        if (!cost) return nr;
        return p.CostYear ? t('fact.withYear', { text: cost, year: academicYear(p.CostYear) }) : cost;
      },
    },
    { label: t('card.length'), cell: (p) => lengthText(i18n, p) ?? nr },
    { label: t('card.pay'), cell: (p) => payText(i18n, p) ?? nr },
    { label: t('card.credential'), cell: (p) => credentialName(p) || nr },
    { label: t('card.awardLevel'), cell: (p) => (p.AwardLevel ? awardTextLabel(t, p.AwardLevel) : nr) },
    {
      label: t('card.format'),
      cell: (p) => (p.Format.length > 0 ? p.Format.map((f) => formatLabel(t, f)).join(', ') : nr),
    },
    { label: t('card.online'), cell: (p) => schoolOnlineText(i18n, p) ?? nr },
    { label: t('card.distance'), cell: (p) => formatDistance(p.Distance, i18n) ?? nr },
    {
      label: words('sector'),
      cell: (p) => {
        const sector = p.SchoolSector || p.SchoolControl;
        return sector ? sectorLabel(t, sector) : nr;
      },
    },
    { label: t('card.completions'), cell: (p) => completionsText(i18n, p) ?? nr },
    { label: t('facet.pell'), cell: (p) => yesNoText(i18n, p.PellEligible) },
    { label: t('card.wioa'), cell: (p) => (p.WioaEligible ? t('value.yes') : t('value.no')) },
    {
      label: words('services'),
      cell: (p) => {
        const offered = servicesOffered(i18n, p);
        if (offered.length > 0) return offered.join(', ');
        const reported = [p.OnsiteChildcare, p.FlexibleHours, p.PublicTransit].some((v) => v !== undefined);
        return reported ? words('noServices') : nr;
      },
    },
    {
      label: t('card.leadsTo'),
      cell: (p) =>
        p.Occupations.length > 0 ? <ShortList items={p.Occupations.map((o) => o.Title)} max={4} /> : nr,
    },
  ];
}
