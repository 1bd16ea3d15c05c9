// Each language's words are a chunk of their own (decision 0046): nothing is loaded until a page asks, a page in
// one language loads only that one, and a page whose words cannot load starts in English instead.
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of catalogues.ts (the setup file has already loaded English into the shared one). */
async function freshCatalogues() {
  vi.resetModules();
  return import('./catalogues');
}

afterEach(() => {
  vi.doUnmock('./messages/es');
  vi.doUnmock('./messages/en');
});

describe('catalogues', () => {
  it('loads nothing until asked, then only the language asked for', async () => {
    const { anyLoadedLang, loadCatalogue, loadedCatalogue } = await freshCatalogues();
    expect(anyLoadedLang()).toBeUndefined();
    await loadCatalogue('es');
    expect(loadedCatalogue('es')?.['app.name']).toBe('Buscador de Capacitación');
    expect(loadedCatalogue('en')).toBeUndefined();
    expect(anyLoadedLang()).toBe('es');
  });

  it('starts a Spanish page in English when the Spanish words cannot be loaded', async () => {
    vi.doMock('./messages/es', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadStartCatalogue, loadedCatalogue } = await freshCatalogues();
    await loadStartCatalogue('es');
    expect(loadedCatalogue('es')).toBeUndefined();
    expect(loadedCatalogue('en')?.['app.name']).toBe('Training Search');
  });

  it('fails the start when even English cannot be loaded', async () => {
    vi.doMock('./messages/en', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadStartCatalogue, anyLoadedLang } = await freshCatalogues();
    await expect(loadStartCatalogue('en')).rejects.toThrow();
    expect(anyLoadedLang()).toBeUndefined();
  });
});
