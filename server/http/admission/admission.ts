// Admission control for the whole worker (decision 0191), on top of every client's own budgets: each search is
// judged by its cost before it runs (refused, or answered in slices, above MAX_SEARCH_COST_MS), its estimate is taken
// from the client's CPU budgets up front, and its synchronous work waits for its turn in a fair queue under a
// deadline counted from its arrival.
import type { FastifyRequest } from 'fastify';
import { SearchTimeoutError, withDeadline } from '../../engine/deadline';
import { MAX_ACCEPT_HOLD_MS, acceptsWithoutIdle } from '../connections/accept-backlog';
import type { Budgets } from '../budgets/budgets';
import { HttpError } from '../http-error';
import type { RouteKind } from '../request-context';
import { shapeCost, type CostEstimate, type CostEstimator } from './cost';
import { createFairQueue, lateError, shedError } from './fair-queue';
import { learnedCost, type LearningEstimator } from './learned-cost';
import { createOverloadGuard, type OverloadGuard } from './overload-guard';
import { UsageMeter } from './usage';

/** Handing an answer's bytes to the kernel on loopback, measured with 480 slow readers (bench/load/http-overload.ts g). */
const SEND_MS_PER_MB = 1.3;

export interface AdmissionLimits {
  /** A search estimated above this (ms of CPU) is answered in slices, or refused when it cannot be (400). */
  maxSearchCostMs: number;
  /** Requests waiting for their turn, per worker; beyond it the heaviest client's is shed (503). */
  maxQueuedSearches: number;
  /** Counted from the request's arrival: waiting for the turn included. */
  searchDeadlineMs: number;
}

/** How a search is answered: in one turn, or in slices of `sliceRecords` records, each in a turn of its own. */
export interface Plan {
  estimate: CostEstimate;
  slices: Array<{ startRecord: number; limitRecord: number }> | null;
}

export function createAdmission(
  limits: AdmissionLimits,
  budgets: Budgets,
  estimator: CostEstimator | LearningEstimator = learnedCost(shapeCost),
  overloadGuard?: OverloadGuard,
) {
  const usage = new UsageMeter();
  /** A search to learn from once its turn has run (one turn: not a search answered in slices). */
  const toLearn = new WeakMap<
    FastifyRequest,
    { kind: RouteKind; search: object; format: 'json' | 'xml'; estimateMs: number }
  >();
  const learns = 'learn' in estimator ? estimator : null;
  const guard = overloadGuard ?? createOverloadGuard();
  const queue = createFairQueue({
    maxQueued: limits.maxQueuedSearches,
    deadlineMs: limits.searchDeadlineMs,
    acceptsWithoutIdle,
    maxAcceptHoldMs: MAX_ACCEPT_HOLD_MS,
  });

  /** Its client's recent use of its share, the highest of its keys' (1 = its whole budget, steadily). */
  const score = (request: FastifyRequest) => {
    let s = 0;
    for (const [key, perMinute] of budgets.shareKeys(request))
      s = Math.max(s, usage.perMinute(key) / perMinute);
    return s;
  };

  return {
    /**
     * The cost of a search before it runs: a 400 naming what makes it costly when it is over the limit and cannot
     * be split; slices when a large page can be answered a slice at a time under the limit. Its estimate is taken
     * from the client's CPU budgets (429 when they do not hold it).
     */
    plan(
      request: FastifyRequest,
      kind: RouteKind,
      search: { startRecord?: number; limitRecord?: number },
    ): Plan {
      // The worker is overloaded and this client has used more than its share lately: shed before any work.
      const share = score(request);
      if (guard.sheds(share)) throw shedError(share);
      const estimate = estimator.estimate(kind, search, request.responseFormat);
      let slices: Plan['slices'] = null;
      if (estimate.ms > limits.maxSearchCostMs) {
        const size = estimate.sliceRecords;
        if (!size || estimate.perSliceMs === undefined || estimate.perSliceMs > limits.maxSearchCostMs) {
          throw new HttpError(
            'too-costly',
            `This search would take too long to answer at once (about ${Math.round(estimate.ms)} ms of work for ` +
              `${estimate.why ?? 'its shape'}; at most ${limits.maxSearchCostMs} ms is allowed for one search). ` +
              'Use fewer values, or narrow it to a place.',
            { segment: estimate.segment },
          );
        }
        const start = search.startRecord ?? 0;
        const total = search.limitRecord ?? size;
        slices = [];
        for (let at = 0; at < total; at += size) {
          slices.push({ startRecord: start + at, limitRecord: Math.min(size, total - at) });
        }
      }
      budgets.reserve(request, estimate.ms);
      if (learns && !slices) {
        toLearn.set(request, { kind, search, format: request.responseFormat, estimateMs: estimate.ms });
      }
      return { estimate, slices };
    },

    /**
     * Runs synchronous work in the request's turn, stopped at the deadline counted from the request's arrival. A
     * search answered in slices counts each later slice's deadline from the end of the slice before (`since`): the
     * others' searches run between its slices, which is what slicing is for.
     */
    async turn<T>(
      request: FastifyRequest,
      costMs: number,
      work: () => T,
      since = request.arrivedAt,
    ): Promise<T> {
      const flows = budgets.shareKeys(request);
      const stalled = await queue.enter({
        arrivedAt: since,
        score: score(request),
        flows,
        costMs,
        peer: request.raw.socket?.remoteAddress,
      });
      const began = performance.now();
      const cpuBefore = request.cpuMs;
      try {
        const remaining = limits.searchDeadlineMs - (began - since - stalled);
        if (remaining <= 0) throw lateError(limits.searchDeadlineMs);
        const done = withDeadline(remaining, work);
        // What the search really cost, against its estimate: its terms learn how broad they are (decision 0246).
        const learning = toLearn.get(request);
        if (learning && learns) {
          toLearn.delete(request);
          const { kind, search, format, estimateMs } = learning;
          learns.learn(kind, search, format, estimateMs, request.cpuMs - cpuBefore);
        }
        return done;
      } catch (error) {
        // Stopped at the deadline counted from arrival (rather than the engine's own): say so.
        if (
          error instanceof SearchTimeoutError &&
          performance.now() - request.arrivedAt >= limits.searchDeadlineMs - 1
        ) {
          throw new HttpError(
            'deadline',
            `This search was stopped at the service's deadline, ${limits.searchDeadlineMs} ms from its arrival. ` +
              'Try fewer values or a shorter keyword, or try again in a moment.',
            { headers: { 'retry-after': '1' } },
          );
        }
        throw error;
      } finally {
        // The worker's time is what the turns share: what this one took, not what it looked like it would.
        queue.settle(flows, performance.now() - began - costMs);
        queue.leave();
      }
    },

    /**
     * A large answer's handing over, in a turn of its own (it costs about SEND_MS_PER_MB): shed first when the
     * worker is overloaded and its client has used more than its share, like a search.
     */
    async sendTurn(request: FastifyRequest, bytes: number, work: () => void): Promise<void> {
      const share = score(request);
      if (guard.sheds(share)) throw shedError(share);
      // Its deadline counts from when the answer was ready: the search before it had its own.
      await this.turn(request, (bytes / 1_048_576) * SEND_MS_PER_MB, work, performance.now());
    },

    /** After the answer: its CPU time counts towards its client's recent use (fair share). */
    record(request: FastifyRequest, cpuMs: number): void {
      if (cpuMs <= 0) return;
      for (const [key] of budgets.shareKeys(request)) usage.add(key, cpuMs);
    },

    get queue() {
      return queue;
    },
    get guard() {
      return guard;
    },
  };
}
