// The v2 program search: validate, match the keyword, filter and count, pick the page, shape the response.
import type { ProgramList, SearchedOn } from '../../../contract/programs/programs';
import { programsSegments, type ProgramsRequest } from '../../../contract/requests';
import { candidates } from '../select/candidates';
import type { EngineState } from '../engine-state';
import type { EngineData } from '../data';
import { facetItems, selectionMask } from './facet-list';
import { BAND, bandOf, fillTiers, matchKeyword, type KeywordMatch, type TextMatch } from '../text/match';
import { partialMatch, understoodAs, understoodTitle } from '../text/understood';
import { FILTER_SEGMENTS, noResultHints, type FilterSegment } from './no-result-hints';
import { buildMetadata } from '../load/metadata';
import { FEW_HITS, pickPage, PROGRAM_SORTS, schoolsOf } from './page';
import {
  collegeFailures,
  hasFilters,
  listProgramsAmong,
  runPass,
  type PassResult,
  type ProgramFilters,
} from './program-pass';
import { runSchoolPass } from './school-pass';
import { CIP_PASS_FROM, codeReach, runCipPass } from './cip-pass';
import { readFactFilters } from '../facts/fact-filters';
import { factLists } from '../facts/fact-lists';
import { programItem } from './program-item';
import { distinctSchoolLabels } from './school-names';
import * as sel from '../select/selections';
import {
  checkKeyword,
  checkPaging,
  checkValueCounts,
  parseRadius,
  parseSortColumn,
  parseSortDirection,
  parseSource,
} from '../validate';
import { applyLocation, type Where } from '../location/where';

/** Every corpus-sized array a search borrows is handed back when it ends (scratch/mark-pool.ts). */
export function searchPrograms(s: EngineState, req: ProgramsRequest): ProgramList {
  return s.marks.scoped(() => search(s, req));
}

function search(s: EngineState, req: ProgramsRequest): ProgramList {
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
  // Every candidate's tier is written before a pass reads it, and nothing else is read: one array serves every
  // pass of every search (they run one at a time).
  const tiers = s.tiers;
  /** The pass of one keyword match at a location with filters (tiers reuses one buffer: passes run one by one). */
  const passFor = (m: KeywordMatch, w: Where = where, f: ProgramFilters = filters): PassResult => {
    // Browsing everything with no filter is the same count every time: computed once, on first use.
    if (m.kind === 'all' && !m.query && !w.instOk && !hasFilters(f)) {
      if (!s.browseAll) {
        fillTiers(d, m, tiers, null);
        s.browseAll = runPass(d, tiers, f, null);
      }
      return s.browseAll;
    }
    const pf = { ...f, instOk: w.instOk };
    // A broad match with no filter and no place: added up per CIP code (cip-pass.ts).
    if (!w.instOk && !hasFilters(pf)) {
      const reach = codeReach(d, s.cipAgg, m);
      if (reach && reach.reached > CIP_PASS_FROM)
        return runCipPass(d, s.cipAgg, s.ps, m, reach, tiers, s.marks);
    }
    // Filters that every college program fails twice over: only list programs can count anywhere (program-pass.ts).
    const narrowed = collegeFailures(d, pf) >= 2;
    // No keyword: the place and the school-level filters are decided per school (school-pass.ts).
    const bySchool = narrowed ? null : runSchoolPass(d, s.ps.byInst, m, tiers, pf, s.marks);
    if (bySchool) return bySchool;
    let cands = candidates(d, d.progCount, s.ps, m, w);
    if (narrowed) cands = listProgramsAmong(d, cands, w.instOk);
    fillTiers(d, m, tiers, cands);
    const pass = runPass(d, tiers, pf, cands, s.marks);
    if (narrowed) pass.unfiltered = null;
    return pass;
  };
  const typed = matchKeyword(s.text, req.keyword);
  let match: KeywordMatch = typed;
  let pass = passFor(match);
  const didYouMean = typed.kind === 'text' ? s.speller.suggest(req.keyword) : [];
  let corrected = false;
  /** A correction that worked goes first, so DidYouMean[0] is what was searched. */
  const used = (k: number) => didYouMean.unshift(...didYouMean.splice(k, 1));
  if (pass.total === 0) {
    for (const [k, suggestion] of didYouMean.entries()) {
      const m2 = matchKeyword(s.text, suggestion);
      const found = passFor(m2);
      if (found.total > 0) {
        [match, pass, corrected] = [m2, found, true];
        used(k);
        break;
      }
    }
  }
  // Still nothing: the programs matching most of the words, as typed, else as corrected (decision 0061).
  if (pass.total === 0) {
    for (const [k, text] of [req.keyword, ...didYouMean].entries()) {
      const m = k === 0 ? typed : matchKeyword(s.text, text);
      if (m.kind !== 'text' || m.query.concepts.length < 2) continue;
      const wider: TextMatch = { ...m, partial: true };
      const found = passFor(wider);
      if (found.total > 0) {
        [match, pass, corrected] = [wider, found, k > 0];
        if (k > 0) used(k - 1);
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
    SchoolCountList: distinctSchoolLabels(
      d,
      facetItems(dom.school, pass.school, chosen.school, { among: countedSchools(d, pass, filters) }),
    ),
    ProgramCountList: facetItems(dom.program, pass.program, chosen.program),
    FormatCountList: facetItems(dom.format, pass.format, chosen.format, { natural: true }),
    OccupationCountList: facetItems(dom.occupation, pass.occupation, chosen.occupation),
    AreaCountList: facetItems(dom.area, pass.area, chosen.area),
    EtpCount: pass.etpCount,
    SearchedOn: searchedOn(req.keyword, match, pass, etplOnly),
    ...factLists(pass.facts, req),
  };
  if (req.enableMetaData === true) list.Metadata = buildMetadata(d);
  if (match.kind === 'text' && match.partial) list.PartialMatch = partialMatch(d, match, pass.hits ?? page);
  if (pass.total === 0) {
    list.NoResultHints = noResultHints(s, {
      keyword: req.keyword,
      match: typed,
      where,
      radius: parseRadius(req.radius),
      location: req.location,
      filters,
      selected: chosenSegments(req),
      pass,
      passFor,
    });
  }
  return list;
}

/**
 * The schools the School facet counts, ascending, when a small result names them all: with no filter it counts the
 * result's programs by school, so its schools are the hits'. Null otherwise (the facet reads every school).
 */
function countedSchools(d: EngineData, pass: PassResult, f: ProgramFilters): Int32Array | null {
  const hits = pass.allHits;
  if (!hits || hits.length * FEW_HITS >= d.instCount || hasFilters(f)) return null;
  return schoolsOf(d, hits);
}

/** DataSetType: "ETPL" with filterBySource=Y, else "All". SchoolOrProgram: "School" when school names were the best match. */
function searchedOn(keyword: string, m: KeywordMatch, pass: PassResult, etplOnly: boolean): SearchedOn {
  const code = m.kind === 'cip' || m.kind === 'soc' ? m.code : null;
  const best = pass.tierCount.findIndex((c) => c > 0);
  const out: SearchedOn = {
    KeywordEntered: keyword,
    IsCode: code !== null,
    FormattedCode: code?.formatted ?? '',
    Title: code?.title ?? (m.kind === 'text' ? understoodTitle(m) : ''),
    Type: code
      ? code.kind === 'soc'
        ? 'Occupation'
        : 'Program'
      : m.kind === 'text' || m.kind === 'none' || (m.kind === 'all' && m.query)
        ? 'Keyword'
        : '',
    DataSetType: etplOnly ? 'ETPL' : 'All',
    SchoolOrProgram: m.kind === 'text' && best >= 0 && bandOf(best) === BAND.school ? 'School' : 'Program',
  };
  if (m.kind === 'text') out.UnderstoodAs = understoodAs(m);
  else if (m.kind === 'all' && m.query) out.UnderstoodAs = understoodAs({ query: m.query });
  return out;
}

/** The filter segments the request selects something in, with their values (for the no-result hints). */
function chosenSegments(req: ProgramsRequest): Array<[FilterSegment, string[]]> {
  const out: Array<[FilterSegment, string[]]> = [];
  for (const seg of FILTER_SEGMENTS) {
    const values = seg === 'filterBySource' ? (parseSource(req.filterBySource) ? ['Y'] : []) : req[seg];
    if (values.length > 0) out.push([seg, values]);
  }
  return out;
}
