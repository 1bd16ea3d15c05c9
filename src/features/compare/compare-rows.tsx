// The rows of the comparison table: one fact per row, in the words the program page uses.
import type { ReactNode } from 'react';
import type { ProgramDetails } from '../../../contract/program-details';
import { CostText } from '../program/cost-text';
import {
  completionsText,
  credentialName,
  lengthText,
  schoolAndCampus,
  servicesOffered,
  yesNoText,
} from '../program/facts';
import { formatDistance } from '../search/format';
import { ShortList } from '../search/result-details';

export interface CompareRow {
  label: string;
  cell: (p: ProgramDetails) => ReactNode;
}

export const compareRows: CompareRow[] = [
  { label: 'School', cell: (p) => schoolAndCampus(p) },
  { label: 'Cost', cell: (p) => <CostText program={p} /> },
  { label: 'Length', cell: (p) => lengthText(p) ?? 'Not reported' },
  { label: 'Credential', cell: (p) => credentialName(p) || 'Not reported' },
  { label: 'Award level', cell: (p) => p.AwardLevel || 'Not reported' },
  { label: 'Format', cell: (p) => (p.Format.length > 0 ? p.Format.join(', ') : 'Not reported') },
  { label: 'Distance', cell: (p) => formatDistance(p.Distance) ?? 'Not reported' },
  { label: 'Sector', cell: (p) => p.SchoolSector || p.SchoolControl || 'Not reported' },
  { label: 'Completions', cell: (p) => completionsText(p) ?? 'Not reported' },
  { label: 'Pell Grant eligible', cell: (p) => yesNoText(p.PellEligible) },
  { label: 'WIOA-eligible', cell: (p) => (p.WioaEligible ? 'Yes' : 'No') },
  {
    label: 'Services',
    cell: (p) => {
      const offered = servicesOffered(p);
      if (offered.length > 0) return offered.join(', ');
      const reported = [p.OnsiteChildcare, p.FlexibleHours, p.PublicTransit].some((v) => v !== undefined);
      return reported ? 'None of on-site childcare, flexible hours, public transit' : 'Not reported';
    },
  },
  {
    label: 'Leads to',
    cell: (p) =>
      p.Occupations.length > 0 ? (
        <ShortList items={p.Occupations.map((o) => o.Title)} max={4} />
      ) : (
        'Not reported'
      ),
  },
];
