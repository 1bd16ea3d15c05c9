// Prefetch on intent: a pointer resting on a link of this site, or a finger on it, names that link; a pointer
// passing over, a link elsewhere, or keyboard focus does not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_DELAY_MS, watchLinkIntent } from './link-intent';

function link(href: string, attrs: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.append(a);
  return a;
}

const over = (el: Element) => el.dispatchEvent(new Event('pointerover', { bubbles: true }));
const out = (el: Element, to: Element | null) =>
  el.dispatchEvent(Object.assign(new Event('pointerout', { bubbles: true }), { relatedTarget: to }));

describe('watchLinkIntent', () => {
  let seen: string[];
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    stop = watchLinkIntent(document, (url) => seen.push(url.pathname + url.search));
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('names a link of this site once the pointer has rested on it', () => {
    const a = link('/programs/welding?x=1');
    over(a);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(seen).toEqual(['/programs/welding?x=1']);
  });

  it('ignores a pointer that only passes over, and links to other sites or new tabs', () => {
    const passing = link('/programs/cna');
    over(passing);
    out(passing, document.body);
    over(link('https://example.org/programs/welding'));
    over(link('/program/1', { target: '_blank' }));
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(seen).toEqual([]);
  });

  it('names a touched link at once, and never a focused one', () => {
    const a = link('/schools/welding');
    a.focus();
    a.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(seen).toEqual([]);
    a.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(seen).toEqual(['/schools/welding']);
  });

  it('stops listening when unsubscribed', () => {
    stop();
    over(link('/about'));
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(seen).toEqual([]);
  });
});
