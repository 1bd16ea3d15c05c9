// The v2 program search as plan → execute → shape (issue 20 point 2, decision 0162): the request is validated and
// planned once (plan.ts), executed over the profile and school indexes (execute.ts) — again with a corrected or
// widened keyword when nothing is found — then one page is picked (page.ts) and the answer shaped (shape.ts).
import type { ProgramList } from '../../../contract/programs/programs';
import type { ProgramsRequest } from '../../../contract/requests';
import type { EngineState } from '../engine-state';
import { matchKeyword, type KeywordMatch, type TextMatch } from '../text/match';
import type { Where } from '../location/where';
import { runProgramPass, type ActiveFilter, type PassResult } from './execute';
import type { PassFor } from './hints/no-result-hints';
import { keepKeywordMatch } from './keyword-matches';
import { passContext } from './pass/pass-types';
import { pickPage } from './page/page';
import { planProgramSearch, type ProgramPlan } from './plan';
import { shapeProgramList, type Found } from './shape';

/** Every array a search borrows is handed back when it ends (scratch/mark-pool.ts). */
export function searchPrograms(s: EngineState, req: ProgramsRequest): ProgramList {
  return s.marks.scoped(() => {
    const plan = planProgramSearch(s, req);
    const passFor = passes(s, plan);
    const found = find(s, plan, passFor);
    // Only the result's schools are sorted by distance or shown: measured now (radius 0, where.ts).
    plan.where.measure?.(found.pass.schools);
    const page = pickPage(s.d, s.o, found.pass, {
      column: plan.column,
      desc: plan.desc,
      dist: plan.where.dist,
      start: req.startRecord,
      limit: req.limitRecord,
    });
    const list = shapeProgramList(s, plan, found, page, passFor);
    keepKeywordMatch(s.text, req.keyword, plan.typed);
    return list;
  });
}

/** Per engine state, the no-keyword, no-filter, nationwide pass, kept once computed (it never changes). */
const browseAll = new WeakMap<EngineState, PassResult>();

function remember<K extends object, V>(map: WeakMap<K, V>, key: K, value: V): V {
  map.set(key, value);
  return value;
}

/** The pass of a keyword match at a place with filters: the plan's own unless others are given. */
function passes(s: EngineState, plan: ProgramPlan): PassFor {
  const ctx = passContext(plan.x, s.ps.byInst, s.marks, s.counts);
  return (m: KeywordMatch, w: Where = plan.where, f: readonly ActiveFilter[] = plan.filters): PassResult => {
    // Browsing everything with no filter is the same count every time: computed once, kept (its arrays its own),
    // with its tiers written in one array once for the walks of every page of it (page.ts).
    if (m.kind === 'all' && !m.query && !w.instOk && f.length === 0) {
      const kept = browseAll.get(s);
      if (kept) return kept;
      const pass = runProgramPass(passContext(plan.x, s.ps.byInst, null, null), m, w, f);
      pass.denseTiers();
      pass.kept = true;
      return remember(browseAll, s, pass);
    }
    return runProgramPass(ctx, m, w, f);
  };
}

/** The keyword as typed; else the first spelling suggestion that finds something; else the most words found. */
function find(s: EngineState, plan: ProgramPlan, passFor: PassFor): Found {
  const { req, typed } = plan;
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
  return { match, pass, didYouMean, corrected };
}
