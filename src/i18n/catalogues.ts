// The app's main catalogue per language: English is in the entry chunk; Spanish loads on demand (its own chunk).
import type { Lang } from './languages';
import { en } from './messages/en';
import type { Translation } from './translate';

export type Messages = Translation<typeof en>;

const loaded = new Map<Lang, Messages>([['en', en]]);
const pending = new Map<Lang, Promise<void>>();
const listeners = new Set<() => void>();

const importers: Record<Exclude<Lang, 'en'>, () => Promise<Messages>> = {
  es: () => import('./messages/es').then((m) => m.es),
};

/** The catalogue if it has loaded, else undefined (then loadCatalogue fetches it). */
export function loadedCatalogue(lang: Lang): Messages | undefined {
  return loaded.get(lang);
}

/** Loads a language's catalogue once; resolves when it is ready (at once for English). */
export function loadCatalogue(lang: Lang): Promise<void> {
  if (lang === 'en' || loaded.has(lang)) return Promise.resolve();
  let load = pending.get(lang);
  if (!load) {
    load = importers[lang]().then(
      (messages) => {
        loaded.set(lang, messages);
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

/** For useSyncExternalStore: called when a catalogue finishes loading. */
export function subscribeCatalogues(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
