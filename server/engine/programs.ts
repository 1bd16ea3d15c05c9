// The v2 program search: validate, match the keyword, filter and count, pick the page, shape the response.
import type { ProgramList, SearchedOn } from '../../contract/programs';
import { programsSegments, type ProgramsRequest } from '../../contract/requests';
import { candidates } from './candidates';
import type { EngineState } from './engine-state';
import { facetItems, selectionMask } from './facet-list';
import { fillTiers, matchKeyword, TIER, type KeywordMatch } from './match';
import { buildMetadata } from './metadata';
import { pickPage, PROGRAM_SORTS } from './page';
import { hasFilters, runPass, type PassResult, type ProgramFilters } from './program-pass';
import { readFactFilters } from './facts/fact-filters';
import { factLists } from './facts/fact-lists';
import { programItem } from './program-item';
import { distinctSchoolLabels } from './school-names';
import * as sel from './selections';
import {
  checkKeyword,
  checkPaging,
  checkValueCounts,
  parseRadius,
  parseSortColumn,
  parseSortDirection,
  parseSource,
} from './validate';
import { applyLocation } from './where';

export function searchPrograms(s: EngineState, req: ProgramsRequest): ProgramList {
  const { d } = s;
  checkPaging(req.startRecord, req.limitRecord);
  checkKeyword(req.keyword, 'keyword', s.limits);
  checkValueCounts(req, programsSegments, s.limits);
  const column = parseSortColumn(req.sortColumns, PROGRAM_SORTS, 'sortColumns');
  const desc = parseSortDirection(req.sortDirection, 'sortDirection') === 'DESC';
  const etplOnly = parseSource(req.filterBySource);
  const facts = readFactFilters(req);
  const where = applyLocation(s, req.location, parseRadius(req.radius));
  const chosen = {
    length: sel.selectLength(d, req.programLength),
    school: sel.selectSchool(d, req.school),
    program: sel.selectProgram(d, req.programName),
    format: sel.selectFormat(req.programFormat),
    occupation: sel.selectOccupation(d, req.occupation),
    area: sel.selectArea(d, req.area),
  };
  const filters: ProgramFilters = {
    instOk: where.instOk,
    length: selectionMask(d.awards.length, chosen.length),
    school: selectionMask(d.instCount, chosen.school),
    program: selectionMask(d.cipCodes.length, chosen.program),
    format: chosen.format.indices.reduce<number>((m, i) => (i === undefined ? m : m | (1 << i)), 0),
    occupation: sel.listMask(d, chosen.occupation),
    area: selectionMask(d.counties.length, chosen.area),
    etplOnly,
    facts,
  };
  // Formats were asked for but none is known: nothing can match (0 would mean "any format").
  if (chosen.format.values.length > 0 && filters.format === 0) filters.format = 1 << 7;
  const tiers = new Uint8Array(d.progCount);
  const run = (keyword: string): [KeywordMatch, PassResult] => {
    const m = matchKeyword(d, s.ix, keyword);
    // Browsing everything with no filter is the same count every time: computed once, on first use.
    if (m.kind === 'all' && !where.instOk && !hasFilters(filters)) {
      s.browseAll ??= runPass(d, new Uint8Array(d.progCount), filters, null);
      return [m, s.browseAll];
    }
    const cands = candidates(d, d.progCount, s.ps, m, where.instOk);
    fillTiers(d, m, tiers, cands);
    return [m, runPass(d, tiers, filters, cands)];
  };
  let [match, pass] = run(req.keyword);
  const didYouMean = match.kind === 'text' ? s.speller.suggest(req.keyword) : [];
  let corrected = false;
  if (pass.total === 0 && didYouMean.length > 0) {
    for (const suggestion of didYouMean) {
      const [m2, p2] = run(suggestion);
      if (p2.total > 0) {
        [match, pass, corrected] = [m2, p2, true];
        break;
      }
    }
  }
  const page = pickPage(d, s.o, pass, {
    column,
    desc,
    dist: where.dist,
    start: req.startRecord,
    limit: req.limitRecord,
  });
  const dom = s.domains;
  const list: ProgramList = {
    SchoolPrograms: page.map((p) => programItem(d, p, where.dist)),
    RecordCount: pass.total,
    DidYouMean: didYouMean,
    IsAutoCorrectionUsed: corrected,
    ProgramLengthCountList: facetItems(dom.length, pass.length, chosen.length, { natural: true }),
    SchoolCountList: distinctSchoolLabels(d, facetItems(dom.school, pass.school, chosen.school)),
    ProgramCountList: facetItems(dom.program, pass.program, chosen.program),
    FormatCountList: facetItems(dom.format, pass.format, chosen.format, { natural: true }),
    OccupationCountList: facetItems(dom.occupation, pass.occupation, chosen.occupation),
    AreaCountList: facetItems(dom.area, pass.area, chosen.area),
    EtpCount: pass.etpCount,
    SearchedOn: searchedOn(req.keyword, match, pass, etplOnly),
    ...factLists(pass.facts, req),
  };
  if (req.enableMetaData === true) list.Metadata = buildMetadata(d);
  return list;
}

/** DataSetType: "ETPL" with filterBySource=Y, else "All". SchoolOrProgram: "School" when school names were the best match. */
function searchedOn(keyword: string, m: KeywordMatch, pass: PassResult, etplOnly: boolean): SearchedOn {
  const code = m.kind === 'cip' || m.kind === 'soc' ? m.code : null;
  const best = pass.tierCount.findIndex((c) => c > 0);
  return {
    KeywordEntered: keyword,
    IsCode: code !== null,
    FormattedCode: code?.formatted ?? '',
    Title: code?.title ?? '',
    Type: code
      ? code.kind === 'soc'
        ? 'Occupation'
        : 'Program'
      : m.kind === 'text' || m.kind === 'none'
        ? 'Keyword'
        : '',
    DataSetType: etplOnly ? 'ETPL' : 'All',
    SchoolOrProgram: m.kind === 'text' && best === TIER.school ? 'School' : 'Program',
  };
}
