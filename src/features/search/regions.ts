// IPEDS geographic regions (OBEREG) and their states: the v1 Region facet narrows by the `state` segment.
const regions: ReadonlyArray<{ code: string; name: string; states: string[] }> = [
  { code: '1', name: 'New England', states: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT'] },
  { code: '2', name: 'Mid East', states: ['DE', 'DC', 'MD', 'NJ', 'NY', 'PA'] },
  { code: '3', name: 'Great Lakes', states: ['IL', 'IN', 'MI', 'OH', 'WI'] },
  { code: '4', name: 'Plains', states: ['IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'] },
  {
    code: '5',
    name: 'Southeast',
    states: ['AL', 'AR', 'FL', 'GA', 'KY', 'LA', 'MS', 'NC', 'SC', 'TN', 'VA', 'WV'],
  },
  { code: '6', name: 'Southwest', states: ['AZ', 'NM', 'OK', 'TX'] },
  { code: '7', name: 'Rocky Mountains', states: ['CO', 'ID', 'MT', 'UT', 'WY'] },
  { code: '8', name: 'Far West', states: ['AK', 'CA', 'HI', 'NV', 'OR', 'WA'] },
  { code: '9', name: 'Outlying areas', states: ['AS', 'FM', 'GU', 'MH', 'MP', 'PR', 'PW', 'VI'] },
];

/** States of a region given its code ("6") or a label that starts with its name ("Southwest (AZ, NM, OK, TX)"). */
export function regionStates(value: string, label: string): string[] | null {
  const byCode = regions.find((r) => r.code === value.trim());
  if (byCode) return byCode.states;
  const text = `${value} ${label}`.toLowerCase();
  return regions.find((r) => text.includes(r.name.toLowerCase()))?.states ?? null;
}
