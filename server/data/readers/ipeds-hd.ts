// IPEDS HD (directory information) -> institutions: address, contact, coordinates, county, region, size, sector.
import { REGIONS, SIZES } from '../labels/ipeds-labels';
import { stateByAbbr } from '../labels/states';
import type { InstitutionRow } from '../model';
import { cleanUrl, coordinate, ipedsText, numberOrNull, phoneDigits, zip5 } from '../normalize';
import { FileTally } from '../report';
import { column, type Table } from '../table';

export function readIpedsHd(table: Table): { rows: InstitutionRow[]; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const c = {
    id: column(table, 'UNITID'),
    name: column(table, 'INSTNM'),
    address: column(table, 'ADDR'),
    city: column(table, 'CITY'),
    state: column(table, 'STABBR'),
    zip: column(table, 'ZIP'),
    phone: column(table, 'GENTELE'),
    url: column(table, 'WEBADDR'),
    region: column(table, 'OBEREG'),
    sector: column(table, 'SECTOR'),
    size: column(table, 'INSTSIZE'),
    county: column(table, 'COUNTYNM'),
    latitude: column(table, 'LATITUDE'),
    longitude: column(table, 'LONGITUD', 'LONGITUDE'),
  };
  const seen = new Set<number>();
  const rows: InstitutionRow[] = [];
  for (const row of table.rows) {
    tally.read();
    const id = Number(c.id(row));
    const stateAbbr = c.state(row).toUpperCase();
    if (!/^\d{6}$/.test(c.id(row))) tally.reject('UNITID is not a 6-digit number');
    else if (seen.has(id)) tally.reject('duplicate UNITID');
    else if (c.name(row) === '') tally.reject('blank institution name (INSTNM)');
    else if (!stateByAbbr(stateAbbr)) tally.reject('unknown state code (STABBR)');
    else {
      seen.add(id);
      const county = ipedsText(c.county(row));
      const regionCode = c.region(row);
      const sizeCode = numberOrNull(c.size(row));
      rows.push({
        id,
        source: 'IPEDS',
        name: c.name(row),
        address: ipedsText(c.address(row)),
        city: ipedsText(c.city(row)),
        stateAbbr,
        zip: zip5(c.zip(row)),
        phone: phoneDigits(ipedsText(c.phone(row))),
        url: cleanUrl(c.url(row)),
        latitude: coordinate(c.latitude(row), 90),
        longitude: coordinate(c.longitude(row), 180),
        county: county ? `${county}, ${stateAbbr}` : '',
        regionCode: REGIONS[regionCode] ? regionCode : '',
        region: REGIONS[regionCode] ?? '',
        sizeCode,
        sizeLabel: SIZES[String(sizeCode)] ?? '',
        sector: numberOrNull(c.sector(row)),
      });
      tally.keep();
    }
  }
  return { rows, tally };
}
