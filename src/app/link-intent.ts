// Prefetch on intent: a pointer resting on a link of this site for a moment, or a finger touching it, means the
// reader is likely to follow it, so its page's requests and code can start now. Keyboard focus is not intent:
// tabbing through a facet list would start a search per link. One delegated listener on the document, so no link
// component needs to know about it.

/** How long a pointer rests on a link before it counts as intent (moving across a list fires nothing). */
export const INTENT_DELAY_MS = 100;

function linkUrl(target: EventTarget | null, origin: string): URL | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href);
  return url.origin === origin ? url : null;
}

/** Calls onIntent(url) for links of this origin the reader is about to follow; returns the unsubscribe. */
export function watchLinkIntent(doc: Document, onIntent: (url: URL) => void): () => void {
  const origin = doc.location.origin;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: string | null = null;
  const cancel = () => {
    clearTimeout(timer);
    pending = null;
  };
  const now = (event: Event) => {
    const url = linkUrl(event.target, origin);
    if (url) onIntent(url);
  };
  const over = (event: Event) => {
    const url = linkUrl(event.target, origin);
    if (!url || url.href === pending) return;
    cancel();
    pending = url.href;
    timer = setTimeout(() => {
      pending = null;
      onIntent(url);
    }, INTENT_DELAY_MS);
  };
  const out = (event: Event) => {
    const to = linkUrl((event as PointerEvent).relatedTarget, origin);
    if (to?.href !== pending) cancel();
  };
  doc.addEventListener('pointerover', over);
  doc.addEventListener('pointerout', out);
  doc.addEventListener('touchstart', now, { passive: true });
  return () => {
    cancel();
    doc.removeEventListener('pointerover', over);
    doc.removeEventListener('pointerout', out);
    doc.removeEventListener('touchstart', now);
  };
}
