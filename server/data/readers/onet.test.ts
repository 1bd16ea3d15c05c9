// The O*NET title reader (decision 0180) on small files written here in O*NET's text layout.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jobTitleTerms } from '../../engine/text/job-titles';
import { findOnetFiles, readOnetTitles } from './onet';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function folder(files: Record<string, string[][]>, sub = ''): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'onet-'));
  dirs.push(dir);
  const target = path.join(dir, sub);
  mkdirSync(target, { recursive: true });
  for (const [name, rows] of Object.entries(files))
    writeFileSync(path.join(target, name), `${rows.map((r) => r.join('\t')).join('\n')}\n`);
  return dir;
}

const ALTERNATE = [
  ['O*NET-SOC Code', 'Title', 'Alternate Title', 'Short Title', 'Source(s)'],
  ['29-1292.00', 'Dental Hygienists', 'Registered Dental Hygienist (RDH)', 'RDH', '04'],
  ['15-1299.02', 'Geographic Information Systems Technologists and Technicians', 'GIS Analyst', '', '02'],
  ['31-1131.00', 'Nursing Assistants', 'Certified Nursing Assistant (CNA)', 'CNA', '04'],
  ['31-1121.00', 'Home Health Aides', 'Certified Nurses Aide (CNA)', 'CNA', '04'],
  ['bad-code', 'Nobody', 'Ghost Title', '', '04'],
  ['29-1292.00', 'Dental Hygienists', '', '', '04'],
];
const REPORTED = [
  ['O*NET-SOC Code', 'Title', 'Reported Job Title', 'Shown in My Next Move'],
  ['51-4121.00', 'Welders, Cutters, Solderers, and Brazers', 'Welder', 'Y'],
];

describe('O*NET job titles', () => {
  it('finds the files under O*NET’s own names or snake-case ones, in an onet folder or at the top', () => {
    const own = folder({ 'Alternate Titles.txt': ALTERNATE, 'Sample of Reported Titles.txt': REPORTED });
    expect(findOnetFiles(own)?.reported).toMatch(/Sample of Reported Titles\.txt$/);
    const snake = folder({ 'alternate_titles.txt': ALTERNATE }, 'onet_29_3');
    expect(findOnetFiles(snake)?.alternate).toMatch(/onet_29_3\/alternate_titles\.txt$/);
    expect(findOnetFiles(folder({ 'other.txt': [['x']] }))).toBeUndefined();
  });

  it('reads each title, its parenthesised half, its Short Title and acronyms inside it; bad rows are counted', () => {
    const dir = folder({ 'alternate_titles.txt': ALTERNATE, 'sample_of_reported_titles.txt': REPORTED });
    const { rows, tallies } = readOnetTitles(findOnetFiles(dir) ?? { alternate: '' });
    const titles = (code: string) =>
      rows.filter((r) => r.onetCode === code).map((r) => `${r.title}|${r.source}`);
    expect(titles('29-1292.00')).toEqual(
      expect.arrayContaining(['Registered Dental Hygienist|alternate', 'RDH|short']),
    );
    expect(titles('15-1299.02')).toEqual(['GIS Analyst|alternate', 'GIS|acronym']);
    expect(titles('51-4121.00')).toEqual(['Welder|reported']);
    const alternate = tallies.find((t) => t.report.file === 'alternate_titles.txt')?.report;
    expect(alternate?.rowsRead).toBe(6);
    expect(alternate?.rejected).toEqual({ 'not an O*NET-SOC code': 1, 'no title': 1 });
  });

  it('groups titles by the words a query is read by, and leaves out titles naming too many occupations', () => {
    const terms = jobTitleTerms([
      { title: 'Registered Dental Hygienist', onetCode: '29-1292.00', source: 'alternate' },
      { title: 'registered dental hygienists', onetCode: '29-1292.00', source: 'reported' },
      { title: 'CNA', onetCode: '31-1131.00', source: 'short' },
      { title: 'CNA', onetCode: '31-1121.00', source: 'short' },
      ...['11-1011.00', '11-1021.00', '11-2011.00', '11-2021.00'].map((onetCode) => ({
        title: 'Manager',
        onetCode,
        source: 'alternate' as const,
      })),
    ]);
    expect(terms.map((t) => [t.key, t.onetCodes.join(' '), t.sources.join(' ')])).toEqual([
      ['cna', '31-1121.00 31-1131.00', 'short'],
      ['regist dental hygienist', '29-1292.00', 'alternate reported'],
    ]);
  });
});
