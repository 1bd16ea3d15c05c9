// The results page's main-thread work in CPU time (the thread's own clock, `tdur` in Chromium's trace), beside
// Lighthouse's wall-time figures: on a shared 2-core machine Total Blocking Time moves by seconds with the other
// processes. CPU time moves less, but not nothing: with both cores contended some runs read about 3× the others
// (caches, the sibling hyperthread), so compare medians of interleaved runs, never one run.
// "Blocking at 4×" applies Lighthouse's mobile CPU slowdown to each task's CPU time and sums what exceeds 50 ms:
// roughly the Total Blocking Time a quiet machine's Lighthouse run would see for the same tasks.
import { chromium } from '@playwright/test';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { chromiumLaunchOptions } from '../../e2e/support/e2e-env';

export interface MainThreadFigures {
  /** CPU time of every task on the page's main thread from navigation to a quiet page, ms */
  cpuMs: number;
  /** the longest task's CPU time, ms */
  longestMs: number;
  /** sum over tasks of max(0, 4 × CPU time − 50 ms) */
  blockingAt4xMs: number;
  /** tasks whose CPU time × 4 exceeds 50 ms */
  longTasksAt4x: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: unknown };
}

const SLOWDOWN = 4;

export async function measureMainThread(url: string, ready: string): Promise<MainThreadFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // Lighthouse's own trace categories: what they make the page do (stacks for its events, the scripts' sources)
    // is part of what Lighthouse measures.
    await browser.startTracing(page, { categories: Trace.getDefaultTraceCategories() });
    // Waiting for the answer, not polling the page for the list: Playwright's polling script would run on the
    // page's main thread and count as its work.
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/'));
    await page.goto(url);
    await answered;
    // What runs after the answer (the list's render, facets, the next page's prefetch) counts too, as in Lighthouse.
    await page.waitForTimeout(2500);
    const buffer = await browser.stopTracing();
    await page.getByRole('list', { name: ready }).waitFor({ timeout: 1000 });
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The page's renderer (the process whose events name the page's origin; Chromium's own pages run in others),
    // and its main thread.
    const origin = new URL(url).origin;
    const pagePids = new Set(
      events.filter((e) => JSON.stringify(e.args?.data ?? '').includes(origin)).map((e) => e.pid),
    );
    const mains = new Set(
      events
        .filter(
          (e) =>
            e.ph === 'M' &&
            e.name === 'thread_name' &&
            e.args?.name === 'CrRendererMain' &&
            pagePids.has(e.pid),
        )
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = events.filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`) && e.tdur !== undefined,
    );
    const cpu = tasks.map((t) => (t.tdur ?? 0) / 1000);
    return {
      cpuMs: cpu.reduce((a, b) => a + b, 0),
      longestMs: Math.max(0, ...cpu),
      blockingAt4xMs: cpu.reduce((a, ms) => a + Math.max(0, ms * SLOWDOWN - 50), 0),
      longTasksAt4x: cpu.filter((ms) => ms * SLOWDOWN > 50).length,
    };
  } finally {
    await browser.close();
  }
}
