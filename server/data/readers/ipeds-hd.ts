// IPEDS HD (directory information) -> institutions: address, contact, coordinates, county, region, size, sector.
import { REGIONS, SIZES } from '../labels/ipeds-labels';
import { stateByAbbr } from '../labels/states';
import type { InstitutionRow } from '../rows/model';
import { cleanUrl, coordinate, ipedsText, numberOrNull, phoneDigits, zip5 } from '../rows/normalize';
import { FileTally } from '../report';
import { column, optionalColumn, type Getter, type Table } from '../tables/table';

export interface IpedsHd {
  rows: InstitutionRow[];
  /** IALIAS names by UNITID (used to link ETPL providers to their college). */
  aliases: Map<number, string[]>;
  tally: FileTally;
}

export function readIpedsHd(table: Table): IpedsHd {
  const tally = new FileTally([table.file]);
  // Older or trimmed HD layouts may lack these; they are shown when present.
  const opt = (name: string): Getter => optionalColumn(table, name) ?? (() => '');
  const c = {
    control: opt('CONTROL'),
    alias: opt('IALIAS'),
    aidUrl: opt('FAIDURL'),
    netPriceUrl: opt('NPRICURL'),
    applyUrl: opt('APPLURL'),
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
  const aliases = new Map<number, string[]>();
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
      const alias = ipedsText(c.alias(row));
      if (alias)
        aliases.set(
          id,
          alias.split(/\s*[|,;]\s*/).filter((a) => a.length > 3),
        );
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
        control: controlCode(c.control(row), c.sector(row)),
        campusName: '',
        ipedsId: id,
        aidUrl: cleanUrl(c.aidUrl(row)),
        netPriceUrl: cleanUrl(c.netPriceUrl(row)),
        applyUrl: cleanUrl(c.applyUrl(row)),
        institutionType: '',
        description: '',
      });
      tally.keep();
    }
  }
  return { rows, aliases, tally };
}

/** CONTROL (1–3), else derived from SECTOR (1/4/7 public, 2/5/8 private nonprofit, 3/6/9 for-profit); null otherwise. */
function controlCode(control: string, sector: string): number | null {
  const c = numberOrNull(control);
  if (c === 1 || c === 2 || c === 3) return c;
  const s = numberOrNull(sector);
  return s !== null && s >= 1 && s <= 9 ? ((s - 1) % 3) + 1 : null;
}
