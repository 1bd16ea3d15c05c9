// The attackers of bench/load/http-overload.ts, in a process of their own: their answers are read here, so that their
// load on the generator does not delay the timing of the ordinary users' searches (measured in the bench's process).
// Usage: tsx bench/load/overload-attack.ts '<json AttackSpec>'; prints the answers' statuses as one JSON line.
import { pathToFileURL } from 'node:url';
import { institutionsApiPath, programsApiPath } from '../../contract/urls/paths';
import { defaultInstitutionsSearch, defaultProgramsSearch } from '../../contract/requests';
import { BROAD } from './http-fairness';
import { distinctPaths } from '../http/http-searches';
import { runLoad, type LoadResult } from './open-loop';

export interface AttackSpec {
  base: string;
  addresses: number;
  /** e.g. "127.0.7": the attackers are subnet.1, subnet.2, … */
  subnet: string;
  perSecond: number;
  seconds: number;
  headers: Record<string, string>;
  kind: 'new-searches' | 'broad-words' | 'broad-words-random-user' | 'costliest';
  seed: number;
  userId: string;
}

/** Broad searches of several common words, nationwide: 20–60 ms of CPU each. */
export function broadWords(n: number, userId: string): string {
  const words = [0, 7, 13, 17].map((k) => BROAD[(n + k) % BROAD.length] ?? 'college');
  return `/api${programsApiPath({ ...defaultProgramsSearch, userId, keyword: `${words.join(' ')} ${n % 97}` })}`;
}

/** The issue's costliest legal request: v1, 20 + 20 broad two-word values, nationwide, each one new. */
export function costliest(n: number): string {
  const pick = (k: number) => BROAD.map((w, i) => `${w} ${BROAD[(i + n + k) % BROAD.length] ?? ''}`);
  return `/api${institutionsApiPath({ ...defaultInstitutionsSearch, userId: 'attacker', occupation: pick(1), programName: pick(7), sortColumns: 'School' })}`;
}

export async function attack(spec: AttackSpec): Promise<Record<string, number>> {
  const searches = distinctPaths().map((p) => p.replace('/programs/bench/', `/programs/${spec.userId}/`));
  const path = (a: number, n: number): string => {
    const k = spec.seed + a * 1009 + n * spec.addresses;
    if (spec.kind === 'new-searches') return searches[k % searches.length] ?? '/';
    if (spec.kind === 'broad-words') return broadWords(spec.seed + a * 1000 + n, spec.userId);
    if (spec.kind === 'broad-words-random-user')
      return broadWords(spec.seed + a * 1000 + n, `random-${a}-${n}-${Math.random()}`);
    return costliest(spec.seed + n);
  };
  const parts: LoadResult[] = await Promise.all(
    Array.from({ length: spec.addresses }, (_, a) =>
      runLoad({
        base: spec.base,
        from: `${spec.subnet}.${a + 1}`,
        perSecond: spec.perSecond,
        seconds: spec.seconds,
        headers: spec.headers,
        path: (n) => path(a, n),
        timeoutMs: 30_000,
      }),
    ),
  );
  const out: Record<string, number> = {};
  for (const p of parts) {
    for (const [k, v] of Object.entries(p.byStatus)) out[k] = (out[k] ?? 0) + v;
    if (p.timeouts) out.timeout = (out.timeout ?? 0) + p.timeouts;
    if (p.errors) out.error = (out.error ?? 0) + p.errors;
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const spec = JSON.parse(process.argv[2] ?? '{}') as AttackSpec;
  console.log(JSON.stringify(await attack(spec)));
}
