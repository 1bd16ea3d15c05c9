// Opens the search database, loads it into memory and returns the local SearchEngine (synchronous).
import Database from 'better-sqlite3';
import { loadData } from './load-data';
import { withDeadline } from './deadline';
import { buildState, type EngineState } from './engine-state';
import { DEFAULT_ENGINE_LIMITS, type EngineLimits } from './limits';
import { searchInstitutions } from './institutions';
import { searchPrograms } from './programs';
import { createSuggester } from './text/suggest';
import type { DataInfo, SearchEngine } from './types';
import { createDetailsReader } from './details/program-details';

export interface LocalEngine extends SearchEngine {
  /** Closes the database the details operation reads long texts from. */
  close: () => void;
  /** Milliseconds openEngine took (read + index + sort orders). */
  readonly startupMs: number;
  /** Builds what openEngine left for first use; call once the service is listening. */
  warmUp: () => void;
  /** Resolves once what warmUp started in the background (the place suggestions) is built. */
  ready: () => Promise<void>;
}

/**
 * Reads everything searches need at start; searches never touch SQLite. The connection stays open, read-only, for
 * the details operation's long texts (descriptions), which are read by primary key on demand.
 */
export function openEngine(dbPath: string, limits: EngineLimits = DEFAULT_ENGINE_LIMITS): LocalEngine {
  const t0 = performance.now();
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  let state: EngineState;
  try {
    state = buildState(loadData(db), limits);
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
  // Place names are read again from the database by warmUp (their index is built a slice at a time, so searches are
  // not held up) or on the first place suggestion: start-up does not wait.
  const suggester = createSuggester(state.text, dbPath);
  let warmed: Promise<void> | undefined;
  return {
    startupMs,
    // One step per turn of the event loop: searches arriving after a restart are answered between the steps
    // rather than after all of them (each takes a few hundred ms, more on a busy machine).
    warmUp: () => {
      warmed ??= new Promise<void>((resolve) => {
        const steps = [() => void state.agg, () => void state.sigs, () => suggester.warmUp()];
        const next = () => {
          const step = steps.shift();
          if (!step) return resolve();
          step();
          setImmediate(next);
        };
        setImmediate(next);
      });
    },
    ready: async () => {
      await warmed;
      await suggester.ready();
    },
    searchPrograms: (req) => withDeadline(limits.deadlineMs, () => searchPrograms(state, req)),
    searchInstitutions: (req) => withDeadline(limits.deadlineMs, () => searchInstitutions(state, req)),
    suggest: (req) =>
      withDeadline(limits.deadlineMs, () => ({
        Field: req.field,
        Query: req.text,
        Suggestions: suggester.suggest(req.field, req.text, req.limit),
      })),
    programDetails: (req) => withDeadline(limits.deadlineMs, () => details(state, req)),
    close: () => db.close(),
    info: () => ({ ...info }),
  };
}
