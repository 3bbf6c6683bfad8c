import { describe, expect, it } from 'vitest';
import { resources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale catalogs', () => {
  it.each(Object.keys(resources.en))('Spanish %s has exactly the English keys', (namespace) => {
    const en = resources.en[namespace as keyof typeof resources.en];
    const es = resources.es[namespace as keyof typeof resources.es];
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty texts', () => {
    for (const catalog of [resources.en, resources.es]) {
      for (const key of keysOf(catalog)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        expect(text, key).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});
