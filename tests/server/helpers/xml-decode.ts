// Reads the service's XML back into plain data, to check it carries the same content as the JSON form.
import { XMLParser } from 'fast-xml-parser';

const itemNames = new Set([
  'ProgramItem',
  'SchoolProgramDetails',
  'ItemCount',
  'Dimension',
  'MetaDataSource',
  'Occupation',
  'string',
  // extensions (decisions 0064–0066)
  'UnderstoodTerm',
  'DistanceCount',
  'FilterCount',
  'TermCount',
  'Suggestion',
]);
// Fields that are arrays in docs/service.md; an empty one is an empty element.
const arrayFields = new Set([
  'SchoolPrograms',
  'DidYouMean',
  'Format',
  'NumberCompleted',
  'OccupationsList',
  'Occupationslist',
  'ProgramLength',
  'DataSource',
  'Occupations',
  'Sources',
  'UndoList',
  'FilterList',
  'UnderstoodAs',
  'CipCodes',
  'SocCodes',
  'MatchedWords',
  'MissingWords',
  'Distances',
  'Filters',
  'Values',
  'Terms',
  'Suggestions',
]);

const parser = new XMLParser({
  parseTagValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  isArray: (name) => itemNames.has(name),
});

function normalize(value: unknown, field: string, v2CountLists: boolean): unknown {
  const isArrayField = arrayFields.has(field) || (v2CountLists && field.endsWith('CountList'));
  if (value === '' && isArrayField) return [];
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    const only = keys[0];
    if (isArrayField && keys.length === 1 && only !== undefined && itemNames.has(only)) {
      const items = (value as Record<string, unknown[]>)[only] ?? [];
      return items.map((item) => normalize(item, only, v2CountLists));
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v, k, v2CountLists)]));
  }
  return value;
}

/** Parses an XML answer: returns its root element name and the content with arrays restored. */
export function decodeXml(xml: string): { root: string; data: unknown } {
  const doc = parser.parse(xml, true) as Record<string, unknown>;
  const [root = '', content] = Object.entries(doc)[0] ?? [];
  return { root, data: normalize(content, '', root === 'ProgramList' || root === 'ProgramDetails') };
}

/** The JSON form with every leaf as text and nulls dropped, as XML carries it. */
export function asXmlText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asXmlText);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, asXmlText(v)]),
    );
  }
  return String(value);
}
