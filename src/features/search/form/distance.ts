// The Distance field's choices; "" is "Any distance" (written 0), and a location defaults to 25 miles.
export const DISTANCES = ['10', '25', '50', '100', '250'];
export const DEFAULT_DISTANCE = '25';

/** The select's values, in order: the usual distances (plus the URL's own), then "" for any distance. */
export function distanceChoices(current: string): string[] {
  const values = current === '' || DISTANCES.includes(current) ? DISTANCES : [...DISTANCES, current];
  return [...values, ''];
}

/** What the select shows: the URL's radius when it has a location, else the default a new location gets. */
export function initialDistance(location: string, radius: string): string {
  return location ? radius : DEFAULT_DISTANCE;
}

/** What a submitted form writes: no radius without a location (a radius around nothing means nothing). */
export function submittedRadius(location: string, distance: string): string {
  return location.trim() ? distance : '';
}
