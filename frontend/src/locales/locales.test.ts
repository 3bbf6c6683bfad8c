import { describe, expect, it } from 'vitest';

/** Every catalog file of each language, by file name (shell and page namespaces alike). */
const english = import.meta.glob<{ default: unknown }>('./en/*.json', { eager: true });
const spanish = import.meta.glob<{ default: unknown }>('./es/*.json', { eager: true });
const fileName = (path: string) => path.split('/').pop()!;

/** A key without its plural suffix: Spanish has a `_many` form that English does not. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale catalogs', () => {
  it('has the same files in English and Spanish', () => {
    expect(Object.keys(spanish).map(fileName).sort()).toEqual(Object.keys(english).map(fileName).sort());
  });

  it.each(Object.keys(english).map(fileName))('Spanish %s has exactly the English keys', (name) => {
    const en = english[`./en/${name}`]!.default;
    const es = spanish[`./es/${name}`]!.default;
    const bases = (catalog: unknown) => [...new Set(keysOf(catalog).map(baseKey))].sort();
    expect(bases(es)).toEqual(bases(en));
  });

  // Keywords may be empty on purpose (the staff pages are not for search engines).
  it('has no empty texts but keywords', () => {
    for (const catalog of [...Object.values(english), ...Object.values(spanish)].map((module) => module.default)) {
      for (const key of keysOf(catalog).filter((name) => !name.endsWith('.keywords'))) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        expect(text, key).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});
