// axe-core settings for the accessibility checks, and a readable summary of what it finds.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.1 A and AA, the level the app promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** Runs axe on the page as it is now and returns one line per violation and node (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  // @axe-core/playwright types its page against the newest playwright-core (a peer dependency npm resolved
  // separately); at run time it only calls public Page methods that 1.56 has.
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(WCAG_TAGS).analyze();
  return formatViolations(results.violations);
}

/** One line per violation and node, so a failing test says what to fix and where. */
export function formatViolations(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${n.target.join(' ')}`),
  );
}
