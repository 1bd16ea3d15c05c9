// Everything a query reads, built once at start-up: the data, its text index, sort orders, speller, facet domains.
import type { EngineData } from './data';
import { buildCities, type Cities } from './institutions/cities';
import type { FacetDomain } from './programs/facet-list';
import type { Gazetteer } from './location/location';
import { buildOrders, rankStrings, type Orders } from './programs/page/order';
import { buildPostings, type Postings } from './select/postings';
import { buildInstAggregates, type InstAggregates } from './institutions/inst-aggregates';
import type { InstPass } from './institutions/institution-pass';
import { DEFAULT_ENGINE_LIMITS, type EngineLimits } from './limits';
import { buildSignatures, type Signatures } from './load/signatures';
import { outsideDeadline } from './deadline';
import { buildPlaceIndex, type PlaceIndex } from './location/place-candidates';
import { createSpeller, vocabularySpellingWords, type Speller } from './text/spelling/spelling';
import { buildTextIndex, type TextIndex } from './text/text-index';
import type { TextSearch } from './text/match';
import { buildVocabularyIndex, parseVocabulary, termKey } from './text/vocabulary';
import { jobTitleVocabulary } from './text/job-title-meanings';
import { FAMILIAR_WORDS } from './text/phrasing';
import { buildRegions, type Regions } from './institutions/regions';
import { MarkPool } from './scratch/mark-pool';
import { CountPool } from './scratch/count-pool';
import { NO_MATCH } from './text/match';

export interface EngineState {
  d: EngineData;
  limits: EngineLimits;
  ix: TextIndex;
  /** what a keyword is matched against: the data, its text index, the vocabulary, the mined terms */
  text: TextSearch;
  o: Orders;
  ps: Postings;
  agg: InstAggregates;
  /** The no-keyword, no-filter, nationwide v1 pass, kept once computed (it never changes; v2's: programs.ts). */
  browseAllInstitutions?: InstPass;
  /** v1 browse-everything orders by `${column}|${desc}` */
  browseOrders: Map<string, number[]>;
  speller: Speller;
  /** Programs by (CIP, ETPL name, occupation list), for v1 filter values */
  sigs: Signatures;
  /** City names by key and length, for the places a user may have meant */
  placeIndex: PlaceIndex;
  /** Per-program tiers a search writes for its candidates before reading them (reused, never cleaned) */
  tiers: Uint8Array;
  /** Per-program result marks lent to one search at a time (scratch/mark-pool.ts) */
  marks: MarkPool;
  /** Counters per profile, school or code lent to one search at a time (scratch/count-pool.ts) */
  counts: CountPool;
  places: Gazetteer;
  /** v1: each institution's "City, ST" */
  cities: Cities;
  /** v1: each institution's IPEDS region, the Region facet's domain */
  regions: Regions;
  domains: {
    length: FacetDomain;
    school: FacetDomain;
    program: FacetDomain;
    occupation: FacetDomain;
    area: FacetDomain;
    state: FacetDomain;
  };
}

/** Mined terms by stem key ("cdl", "nurs aid"), each with the CIP codes it predicts. */
function minedByKey(d: EngineData): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { term, cip } of d.minedTerms) {
    const key = termKey(term);
    const l = out.get(key) ?? [];
    if (!l.includes(cip)) l.push(cip);
    out.set(key, l);
  }
  return out;
}

/** `pre`: the sort orders and postings when a snapshot already holds them. */
export function buildState(
  d: EngineData,
  limits: EngineLimits = DEFAULT_ENGINE_LIMITS,
  pre?: { o: Orders; ps: Postings },
): EngineState {
  const ix = buildTextIndex(d);
  const vocab = buildVocabularyIndex(parseVocabulary(), jobTitleVocabulary(d));
  const o = pre?.o ?? buildOrders(d);
  const ps = pre?.ps ?? buildPostings(d);
  const cipRank = rankStrings(d.cipTitles);
  const socRank = rankStrings(d.socTitles);
  const places: Gazetteer = {
    zip: (z) => d.zips.get(z),
    city: (key, st) => d.cities.point(key, st),
    state: (text) => {
      const t = text.trim();
      const i = d.stateIndex.get(t.toUpperCase()) ?? d.stateIndex.get(t.toLowerCase().replace(/\s+/g, ' '));
      return i === undefined ? undefined : d.states[i]?.abbr;
    },
  };
  let agg: InstAggregates | undefined;
  let sigs: Signatures | undefined;
  let placeIndex: PlaceIndex | undefined;
  const marks = new MarkPool(d.progCount, NO_MATCH);
  return {
    d,
    limits,
    ix,
    text: { d, ix, vocab, mined: minedByKey(d) },
    o,
    ps,
    // Only v1 institution searches read these totals: built on first use (or by warmUp after listening), they
    // keep about 0.2 s out of start-up.
    get agg() {
      return (agg ??= outsideDeadline(() => buildInstAggregates(d, ps.byInst)));
    },
    speller: createSpeller(ix, vocabularySpellingWords(vocab), 'index', {
      titles: () => vocab.more?.words() ?? new Set<string>(),
      familiar: FAMILIAR_WORDS,
    }),
    get sigs() {
      return (sigs ??= outsideDeadline(() => buildSignatures(d)));
    },
    get placeIndex() {
      return (placeIndex ??= outsideDeadline(() => buildPlaceIndex(d)));
    },
    tiers: new Uint8Array(d.progCount),
    marks,
    counts: new CountPool(marks),
    places,
    cities: buildCities(d),
    browseOrders: new Map(),
    regions: buildRegions(d),
    domains: {
      length: {
        size: d.awards.length,
        value: (i) => String(d.awards[i]?.code ?? ''),
        item: (i) => d.awards[i]?.label ?? '',
        rank: Int32Array.from(d.awards, (_, i) => i),
      },
      school: {
        size: d.instCount,
        value: (i) => String(d.instId[i] ?? ''),
        item: (i) => d.instName[i] ?? '',
        rank: o.instNameRank,
      },
      program: {
        size: d.cipCodes.length,
        value: (i) => d.cipCodes[i] ?? '',
        item: (i) => d.cipTitles[i] ?? '',
        rank: cipRank,
      },
      occupation: {
        size: d.socCodes.length,
        value: (i) => d.socCodes[i] ?? '',
        item: (i) => d.socTitles[i] ?? '',
        rank: socRank,
      },
      area: {
        size: d.counties.length,
        value: (i) => d.counties[i] ?? '',
        item: (i) => d.counties[i] ?? '',
        rank: rankStrings(d.counties),
      },
      state: {
        size: d.states.length,
        value: (i) => d.states[i]?.abbr ?? '',
        item: (i) => d.states[i]?.name ?? '',
        rank: rankStrings(d.states.map((s) => s.name)),
      },
    },
  };
}
