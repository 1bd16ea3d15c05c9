// The landing page's example searches (issue 19, decision 0153): words people type, never a code, in the reader's
// language (the vocabulary maps the Spanish words), each one a full first page on the real data — a test searches
// every one against the real service (tests/server/examples-real.test.ts).
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type InstitutionsSearch,
  type ProgramsSearch,
} from '../../../contract/requests';
import { programsHref, schoolsHref } from '../../config/routes';
import type { Lang } from '../../i18n/languages';

export type ExampleKey =
  'home.example.welding' | 'home.example.nursing' | 'home.example.truck' | 'home.example.schools';

export type Example =
  | { key: ExampleKey; kind: 'programs'; search: ProgramsSearch }
  | { key: ExampleKey; kind: 'schools'; search: InstitutionsSearch };

export function examples(lang: Lang): Example[] {
  const es = lang === 'es';
  return [
    {
      key: 'home.example.welding',
      kind: 'programs',
      search: {
        ...defaultProgramsSearch,
        keyword: es ? 'soldadura' : 'welding',
        location: 'Houston, TX',
        radius: '25',
      },
    },
    {
      key: 'home.example.nursing',
      kind: 'programs',
      search: {
        ...defaultProgramsSearch,
        keyword: es ? 'enfermera registrada' : 'registered nurse',
        location: 'TX',
      },
    },
    {
      key: 'home.example.truck',
      kind: 'programs',
      search: {
        ...defaultProgramsSearch,
        keyword: es ? 'conducción de camiones' : 'truck driving',
        filterBySource: 'Y',
      },
    },
    {
      key: 'home.example.schools',
      kind: 'schools',
      search: { ...defaultInstitutionsSearch, location: 'Austin, TX', radius: '25' },
    },
  ];
}

export const exampleHref = (e: Example): string =>
  e.kind === 'programs' ? programsHref(e.search) : schoolsHref(e.search);
