// Opens the search database, loads it into memory and returns the local SearchEngine (synchronous).
import Database from 'better-sqlite3';
import { withDeadline } from './deadline';
import { buildState, type EngineState } from './engine-state';
import { DEFAULT_ENGINE_LIMITS, type EngineLimits } from './limits';
import { searchInstitutions } from './institutions/institutions';
import { searchPrograms } from './programs/programs';
import { createSuggester } from './text/suggest/suggest';
import type { DataInfo, SearchEngine } from './types';
import { createDetailsReader } from './details/program-details';
import { loadEngineData, type SnapshotOptions } from './snapshot/start-up';
import { firstByCompletions } from './programs/page/walk-from';
import { schoolRuns } from './select/school-runs';
import { warmNamedSchoolCounts } from './programs/named/named-school-counts';
import { profilesOf } from './load/profiles';
import { warmFactOrders } from './programs/page/fact-sorts';
import { v1ProfileIndex } from './institutions/v1-profile-index';
import { warmSearches } from './warm-searches';
import { trimWhenIdle } from './scratch/idle-trim';
import type { InstitutionsRequest, ProgramsRequest } from '../../contract/requests';

export interface LocalEngine extends SearchEngine {
  /** Closes the database the details operation reads long texts from. */
  close: () => void;
  /** Milliseconds openEngine took (read + index + sort orders). */
  readonly startupMs: number;
  /** Whether the program arrays came from the engine snapshot (else they were built from the database). */
  readonly fromSnapshot: boolean;
  /** Builds what openEngine left for first use; call once the service is listening. */
  warmUp: () => void;
  /** Resolves once what warmUp started in the background (the place suggestions) is built. */
  ready: () => Promise<void>;
  /**
   * Ends warmUp's steps not yet taken (a process shutting down: its close and exit need a few turns of the event
   * loop, each of which would run one more step first).
   */
  stopWarmUp: () => void;
}

/**
 * Reads everything searches need at start; searches never touch SQLite. The program arrays, sort orders and
 * postings come from the engine snapshot beside the database when it is there and sound (opts.snapshotBuffer: one
 * already in memory), else they are built and the snapshot written (snapshot/start-up.ts). The connection stays open, read-only, for
 * the details operation's long texts (descriptions), which are read by primary key on demand.
 */
export function openEngine(
  dbPath: string,
  limits: EngineLimits = DEFAULT_ENGINE_LIMITS,
  opts: SnapshotOptions = {},
): LocalEngine {
  const t0 = performance.now();
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  let state: EngineState;
  let fromSnapshot = false;
  try {
    const loaded = loadEngineData(db, dbPath, opts);
    fromSnapshot = loaded.fromSnapshot;
    state = buildState(loaded.d, limits, loaded.pre);
  } catch (error) {
    db.close();
    throw error;
  }
  const details = createDetailsReader(db);
  const { d } = state;
  const info: DataInfo = {
    dataKind: d.buildInfo.data_kind === 'demo' ? 'demo' : 'real',
    builtAt: d.buildInfo.built_at ?? '',
    institutions: d.instCount,
    programs: d.progCount,
  };
  const startupMs = performance.now() - t0;
  // Place names are read from the database by warmUp (their index is built a slice at a time, so searches are
  // not held up) or on the first place suggestion: start-up does not wait.
  const suggester = createSuggester(state.text, db);
  let warmed: Promise<void> | undefined;
  let closed = false;
  let stopped = false;
  const idle = trimWhenIdle();
  const local = {
    searchPrograms: (req: ProgramsRequest) => {
      idle.searched();
      return withDeadline(limits.deadlineMs, () => searchPrograms(state, req));
    },
    searchInstitutions: (req: InstitutionsRequest) => {
      idle.searched();
      return withDeadline(limits.deadlineMs, () => searchInstitutions(state, req));
    },
  };
  return {
    startupMs,
    fromSnapshot,
    // One step per turn of the event loop: searches arriving after a restart are answered between the steps
    // rather than after all of them (each takes a few hundred ms, more on a busy machine).
    warmUp: () => {
      warmed ??= new Promise<void>((resolve) => {
        const steps = [
          () => void state.agg,
          () => void profilesOf(state.d),
          () => void firstByCompletions(state.d, state.o),
          () => void schoolRuns(state.d),
          () => warmNamedSchoolCounts(state.d, profilesOf(state.d), state.ps.byInst, state.ix.inst.postings),
          () => warmFactOrders(state.d, state.o),
          () => void state.sigs,
          () => void v1ProfileIndex(state.d, profilesOf(state.d), state.sigs),
          () => state.speller.warmUp(),
          () => suggester.warmUp(),
          // Last, once what they read is built: searches of each way, so that the first users' are compiled.
          // Then the scratch those searches grew is let go: the users' searches grow what they need. (They are
          // searches like any other: once they stop, `idle` gives back what they freed.)
          () =>
            void steps.push(...warmSearches(state, local), () => {
              state.marks.trim();
              state.counts.trim();
            }),
        ];
        const next = () => {
          const step = steps.shift();
          // Closed or stopped meanwhile (a test's teardown, a replaced database, a shutdown): the rest is not needed.
          if (!step || closed || stopped) return resolve();
          try {
            step();
          } catch (error) {
            // Warming only moves work off the first requests; a failure here must not end the process. The same
            // work is tried again on first use, where a failure is that request's error.
            console.error('engine warm-up step failed:', error);
          }
          setImmediate(next);
        };
        setImmediate(next);
      });
    },
    stopWarmUp: () => {
      stopped = true;
    },
    ready: async () => {
      await warmed;
      await suggester.ready();
    },
    searchPrograms: local.searchPrograms,
    searchInstitutions: local.searchInstitutions,
    suggest: (req) =>
      withDeadline(limits.deadlineMs, () => ({
        Field: req.field,
        Query: req.text,
        Suggestions: suggester.suggest(req.field, req.text, req.limit),
      })),
    programDetails: (req) => withDeadline(limits.deadlineMs, () => details(state, req)),
    close: () => {
      closed = true;
      idle.stop();
      db.close();
    },
    info: () => ({ ...info }),
  };
}
