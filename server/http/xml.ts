// The XML form of both listings and of the error payload, with the root and item names of docs/service.md.
import { XMLBuilder } from 'fast-xml-parser';
import type { ErrorPayload } from '../../contract/errors';
import { xmlNames } from '../../contract/xml-names';

const builder = new XMLBuilder({ format: false, processEntities: true, suppressEmptyNode: false });

/** Array fields whose items have their own element name; every other array holds count items. */
function itemName(field: string, version: 'v1' | 'v2'): string {
  const names = xmlNames.arrayItem;
  if (field === 'SchoolPrograms') return names.SchoolPrograms[version];
  if (field === 'DataSource' || field === 'Sources') return names.dataSource;
  if (field === 'Occupations') return names.occupation;
  if (field === 'Candidates') return names.placeCandidate;
  if (field === 'ProgramLength' || field === 'Occupationslist') return names.nameValue;
  return names.byField[field] ?? names.countItem;
}

// Characters XML 1.0 cannot carry at all (user input is echoed in SearchedOn.KeywordEntered).
const invalidXmlChars =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function toNode(value: unknown, field: string, version: 'v1' | 'v2'): unknown {
  if (typeof value === 'string') return value.replace(invalidXmlChars, '\uFFFD');
  if (Array.isArray(value)) {
    if (value.length === 0) return '';
    const name = typeof value[0] === 'string' ? xmlNames.arrayItem.string : itemName(field, version);
    return { [name]: value.map((v) => toNode(v, field, version)) };
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === null || v === undefined) continue;
      out[k] = toNode(v, k, version);
    }
    return out;
  }
  return value;
}

const declaration = '<?xml version="1.0" encoding="utf-8"?>';

export function programListXml(data: object): string {
  return declaration + builder.build({ [xmlNames.programListRoot]: toNode(data, '', 'v2') });
}

export function institutionListXml(data: object): string {
  return declaration + builder.build({ [xmlNames.institutionListRoot]: toNode(data, '', 'v1') });
}

export function suggestionListXml(data: object): string {
  return declaration + builder.build({ [xmlNames.suggestionListRoot]: toNode(data, '', 'v2') });
}

export function programDetailsXml(data: object): string {
  return declaration + builder.build({ [xmlNames.programDetailsRoot]: toNode(data, '', 'v2') });
}

export function errorXml(payload: ErrorPayload): string {
  return declaration + builder.build({ [xmlNames.errorRoot]: toNode(payload, '', 'v2') });
}

/** Where the items go in xmlInParts' envelope: letters only, so that writing the envelope leaves it as it is. */
const ITEMS_MARK = 'TrainingSearchItemsGoHere';

/**
 * A listing's XML in parts — everything around its items, and its items a range at a time — so that a large page is
 * written a slice at a time (decision 0191). head + items(0, n) + tail is exactly the listing's XML.
 */
export function xmlInParts(
  data: { SchoolPrograms: unknown[] },
  version: 'v1' | 'v2',
): { head: string; tail: string; items: (from: number, to: number) => string } {
  const root = version === 'v1' ? xmlNames.institutionListRoot : xmlNames.programListRoot;
  const envelope =
    declaration +
    builder.build({
      [root]: {
        ...(toNode({ ...data, SchoolPrograms: [] }, '', version) as object),
        SchoolPrograms: ITEMS_MARK,
      },
    });
  const at = envelope.indexOf(ITEMS_MARK);
  if (data.SchoolPrograms.length === 0 || at < 0) {
    const whole = version === 'v1' ? institutionListXml(data) : programListXml(data);
    return { head: whole, tail: '', items: () => '' };
  }
  return {
    head: envelope.slice(0, at),
    tail: envelope.slice(at + ITEMS_MARK.length),
    items: (from, to) =>
      builder.build(toNode(data.SchoolPrograms.slice(from, to), 'SchoolPrograms', version) as object),
  };
}
