import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY, takeInitialLanguage } from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('detectLanguage', () => {
  it('starts in English when nothing was chosen', () => {
    expect(detectLanguage('', memoryStorage())).toBe('en');
    expect(detectLanguage('', null)).toBe('en');
  });

  it('uses the stored choice', () => {
    expect(detectLanguage('', memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'es' }))).toBe('es');
  });

  it('lets ?lang= win over the stored choice', () => {
    expect(detectLanguage('?lang=en', memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'es' }))).toBe('en');
    expect(detectLanguage('?utm=x&lang=es', memoryStorage())).toBe('es');
  });

  it('ignores languages the site does not offer', () => {
    expect(detectLanguage('?lang=fr', memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'de' }))).toBe('en');
  });
});

describe('takeInitialLanguage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stores ?lang= and removes it from the address, keeping other parameters', () => {
    window.history.replaceState(null, '', '/faq?lang=es&utm_source=ad#top');
    expect(takeInitialLanguage()).toBe('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/faq?utm_source=ad#top');
  });

  it('reads the stored language when the address names none', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(takeInitialLanguage()).toBe('es');
  });
});
