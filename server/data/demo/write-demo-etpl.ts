// The demo Texas ETPL list, in the TWC statewide layout (invented providers, with the quirks the real list has).
import { DEMO_CITIES, DEMO_PROGRAMS } from './demo-catalog';
import { TX_ETPL_COLUMNS } from './demo-columns';
import { writeCsv } from './csv-writer';

export function writeEtpl(file: string, rnd: () => number, pick: <T>(items: readonly T[]) => T): void {
  const texas = DEMO_CITIES.filter((c) => c.state === 'TX');
  const subDegree = DEMO_PROGRAMS.filter(([, , , kind]) => kind !== 'degree');
  const rows: string[][] = [];
  const deliveries = ['In-person', 'Hybrid', 'Distance Education', 'INVALID CODE'];
  for (let p = 0; p < 8; p += 1) {
    const providerName = `Demo ${['Skills', 'Career', 'Trade', 'Workforce'][p % 4]} Academy ${p + 1}`;
    const campuses = texas.filter((_, i) => (i + p) % 3 === 0).slice(0, 2);
    campuses.forEach((c, ci) => {
      for (let k = 0; k < 5; k += 1) {
        const [cip, title, socs] = pick(subDegree);
        const programId = 30_000 + p * 100 + ci * 10 + k;
        const weeks = k === 4 ? 'ERROR' : String(2 + Math.floor(rnd() * 60));
        const values: Record<string, string> = {
          'Provider ID': String(10_000 + p),
          'Campus ID': String(20_000 + p * 10 + ci),
          'Program ID': String(programId),
          'Program Status': 'Approved',
          ProviderName: providerName,
          'Institution Type': 'Private for-profit',
          'Financial Aid Phone': ci === 0 ? `(512) 555-01${String(p).padStart(2, '0')}` : '',
          'Campus Name': c.city,
          'Campus Address': `${200 + p} Training Way`,
          'Campus City': c.city,
          'Campus State': 'TX',
          'Campus Zip Code': c.zip,
          'Campus County': c.county,
          'Program Name': `${title.replace(/\.$/, '').split('/')[0]} (Demo)`,
          'Instructional Program (CIP) Code': p === 7 && k === 0 ? '' : cip.replace('.', ''),
          'Program Description': `Demo data: a short course in ${title.replace(/\.$/, '').toLowerCase()}.`,
          'Program URL': `www.demo-academy-${p + 1}.example.org/programs/${programId}`,
          'Program Outcome': 'Industry recognized certificate or certification',
          'Associted Credential Name': k === 1 ? '' : 'Certificate of Completion',
          'Length: Contact Hours': k === 4 && p === 0 ? 'ERROR' : String(40 + Math.floor(rnd() * 900)),
          'Length: Weeks': weeks,
          'Delivery Method': pick(deliveries),
          'Occupation Code (ONET 1)': socs[0] ? `${socs[0].replace('-', '')}00` : '',
          'Occupation Code (ONET 2)': socs[1] ? `${socs[1].replace('-', '')}00` : '',
          'Required Cost: Tuition & Fees': String(500 + Math.floor(rnd() * 9000)),
          'Required Cost: Books & Supplies': String(Math.floor(rnd() * 800)),
        };
        rows.push(TX_ETPL_COLUMNS.map((col) => values[col] ?? ''));
      }
    });
  }
  writeCsv(file, [...TX_ETPL_COLUMNS], rows);
}
