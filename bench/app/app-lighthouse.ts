// Runs Lighthouse 12 in Debian's Chromium on one URL and keeps the scores and the metrics that explain them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/e2e-env';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  /** Accessibility audits that failed, so a score under 100 says why. */
  failedA11y: string[];
  /** What moved (layout shifts) and what blocked the main thread (long tasks), to say where time goes. */
  diagnostics: string[];
}

interface DetailItem {
  score?: number;
  duration?: number;
  url?: string;
  node?: { selector?: string; snippet?: string };
}

/** The first few items of a diagnostics audit's table, one line each. */
function detailLines(audit: { details?: unknown } | undefined, label: string): string[] {
  const details = audit?.details as { items?: DetailItem[] } | undefined;
  return (details?.items ?? []).slice(0, 4).map((item) => {
    const what = item.node?.selector ?? item.node?.snippet ?? item.url ?? '?';
    const size =
      item.score !== undefined ? `shift ${item.score.toFixed(3)}` : `${Math.round(item.duration ?? 0)} ms`;
    return `${label}: ${size} ${what}`;
  });
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * Mobile is Lighthouse's default (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown), the stricter one;
 * desktop uses Lighthouse's own desktop config.
 */
export async function runLighthouse(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metrics: Record<string, string> = {};
    for (const id of METRICS) metrics[lhr.audits[id]?.title ?? id] = lhr.audits[id]?.displayValue ?? 'n/a';
    const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
    const diagnostics = [
      ...detailLines(lhr.audits['layout-shifts'], 'layout shift'),
      ...detailLines(lhr.audits['long-tasks'], 'long task'),
    ];
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics,
      failedA11y,
      diagnostics,
    };
  } finally {
    chrome.kill();
  }
}
