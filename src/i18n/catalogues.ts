// The app's main catalogue per language, each its own chunk loaded on demand (decision 0046): the entry script
// carries no words. main.tsx starts the page language's download beside the runtime config, and renders once it
// has arrived; the switch preloads the other language on hover/focus.
import { LANGS, type Lang } from './languages';
import type { en } from './messages/en';
import type { Translation } from './translate';

export type Messages = Translation<typeof en>;

const loaded = new Map<Lang, Messages>();
const pending = new Map<Lang, Promise<void>>();
const listeners = new Set<() => void>();

const importers: Record<Lang, () => Promise<Messages>> = {
  en: () => import('./messages/en').then((m) => m.en),
  es: () => import('./messages/es').then((m) => m.es),
};

/** The catalogue if it has loaded, else undefined (then loadCatalogue fetches it). */
export function loadedCatalogue(lang: Lang): Messages | undefined {
  return loaded.get(lang);
}

/** A language whose catalogue has loaded, English first; undefined before any has. */
export function anyLoadedLang(): Lang | undefined {
  return LANGS.find((lang) => loaded.has(lang));
}

/** Loads a language's catalogue once; resolves when it is ready (at once if it already is). */
export function loadCatalogue(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return Promise.resolve();
  let load = pending.get(lang);
  if (!load) {
    load = importers[lang]().then(
      (messages) => {
        loaded.set(lang, messages);
        pending.delete(lang);
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pending.delete(lang); // a failed chunk download may succeed on the next try
        throw error;
      },
    );
    pending.set(lang, load);
  }
  return load;
}

/**
 * The words the first paint needs: the page language's, or English if those cannot load. Rejects only when
 * neither can: the app cannot start without words (/boot-check.js then says so in the page's language).
 */
export function loadStartCatalogue(lang: Lang): Promise<void> {
  return loadCatalogue(lang).catch((error: unknown) => {
    if (lang === 'en') throw error;
    return loadCatalogue('en');
  });
}

/** For useSyncExternalStore: called when a catalogue finishes loading. */
export function subscribeCatalogues(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
