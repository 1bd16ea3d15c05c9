// Search paths for the HTTP benchmark: thousands of distinct real searches, so that each request misses the cache.
import { programsApiPath } from '../../contract/urls/paths';
import { defaultProgramsSearch, type ProgramsSearch } from '../../contract/requests';

const programsUrl = (over: Partial<ProgramsSearch>) =>
  `/api${programsApiPath({ ...defaultProgramsSearch, userId: 'bench', ...over })}`;

/**
 * Thousands of different real searches, so that every request of a run misses the result cache: 12,000 per page
 * size asked for (each size a different search).
 */
export function distinctPaths(pageSizes: readonly number[] = [10]): string[] {
  const keywords = [
    'welding',
    'nursing',
    'electrician',
    'truck driver',
    'dental',
    'accounting',
    'cosmetology',
    'computer science',
    'paralegal',
    'hvac',
    'plumbing',
    'culinary',
    'pharmacy',
    'automotive',
    'teaching',
    'medical assistant',
    'cyber security',
    'phlebotomy',
    'radiology',
    'carpentry',
  ];
  const locations = [
    'TX',
    'California',
    'Lubbock, TX',
    '78701',
    'New York, NY',
    'Ohio',
    'Houston, TX',
    '',
    'Chicago, IL',
    '98101',
  ];
  const out: string[] = [];
  for (const limitRecord of pageSizes) {
    for (let page = 0; page < 60; page++) {
      for (const location of locations) {
        for (const keyword of keywords) {
          const radius = /\d{5}|, /.test(location) ? '50' : '';
          out.push(programsUrl({ keyword, location, radius, startRecord: page * 10, limitRecord }));
        }
      }
    }
  }
  return out;
}
