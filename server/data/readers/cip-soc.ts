// The NCES/BLS CIP 2020 -> SOC 2018 crosswalk (CSV, or the CIP-SOC sheet of NCES's workbook).
import { cip6 } from '../rows/normalize';
import { FileTally } from '../report';
import { column, type Table } from '../tables/table';

export interface CipSocPair {
  cip: string;
  soc: string;
}

export function readCipSoc(table: Table): { rows: CipSocPair[]; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const c = {
    cip: column(table, 'CIP2020Code', 'CIP Code'),
    soc: column(table, 'SOC2018Code', 'SOC Code'),
  };
  const rows: CipSocPair[] = [];
  const seen = new Set<string>();
  for (const row of table.rows) {
    tally.read();
    const cip = cip6(c.cip(row));
    const soc = c.soc(row);
    if (soc === '99-9999') tally.reject('NO MATCH (SOC 99-9999)');
    else if (cip === '99.9999') tally.reject('NO MATCH (CIP 99.9999 placeholder)');
    else if (cip === '') tally.reject('not a 6-digit CIP code');
    else if (!/^\d{2}-\d{4}$/.test(soc)) tally.reject('not a SOC code');
    else if (seen.has(`${cip} ${soc}`)) tally.reject('duplicate pair');
    else {
      seen.add(`${cip} ${soc}`);
      rows.push({ cip, soc });
      tally.keep();
    }
  }
  return { rows, tally };
}
