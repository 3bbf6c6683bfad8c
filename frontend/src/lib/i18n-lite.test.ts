import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LiteI18n } from './i18n-lite';

/*
 * The stand-in the home page hydrates with must draw exactly what i18next draws, or hydration would
 * find other text than the prerendered page's: every key of every catalog, in both languages, with
 * and without a count, values for its placeholders, and objects with returnObjects.
 */
type Catalog = Record<string, unknown>;
const files = import.meta.glob<Catalog>(['../locales/{en,es,ru}/*.json', '../../../contracts/src/messages/*.json'], {
  eager: true,
  import: 'default',
});

const resources: Record<string, Record<string, Catalog>> = {};
for (const [path, catalog] of Object.entries(files)) {
  const contracts = path.includes('contracts/');
  const name = path.split('/').pop()!.replace('.json', '');
  const language = contracts ? name : path.split('/').at(-2)!;
  const namespace = contracts ? 'validation' : name;
  (resources[language] ??= {})[namespace] = catalog;
}
// The staff panel's Russian texts are read with lng 'ru'; the public site's in English and Spanish.
const languages = ['en', 'es', 'ru'];
const namespaces = [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs)))];
const options = {
  fallbackLng: 'en',
  supportedLngs: languages,
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

const instance = i18next.createInstance();
void instance.init({ ...options, lng: 'en', resources: structuredClone(resources), initAsync: false });
// Read without the site's typed keys: the test walks the catalogs' keys as plain strings.
const full = instance as unknown as Pick<LiteI18n, 'getFixedT' | 't' | 'changeLanguage' | 'language' | 'resolvedLanguage' | 'languages'>;
const lite = new LiteI18n().init({ ...options, lng: 'en' });
for (const [language, byNs] of Object.entries(resources)) {
  for (const [namespace, catalog] of Object.entries(byNs)) lite.addResourceBundle(language, namespace, catalog, true, false);
}

/** Every key path (leaves and objects), and every placeholder name, of a catalog. */
function keysOf(tree: unknown, prefix = '', keys: string[] = [], names = new Set<string>()): { keys: string[]; names: Set<string> } {
  if (typeof tree === 'string') {
    for (const [, name] of tree.matchAll(/{{\s*-?\s*([^},\s]+)\s*}}/g)) names.add(name!);
    return { keys, names };
  }
  if (typeof tree !== 'object' || tree === null) return { keys, names };
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    keys.push(path);
    // The base key of a plural, as code asks for it.
    const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(path)?.[1];
    if (base) keys.push(base);
    keysOf(value, path, keys, names);
  }
  return { keys, names };
}

describe('the translations stand-in', () => {
  for (const namespace of namespaces) {
    it(`gives i18next's text for every key of ${namespace}`, () => {
      const { keys, names } = keysOf(resources.en?.[namespace] ?? resources.ru?.[namespace]);
      const values = Object.fromEntries([...names].map((name) => [name, `<${name}>`]));
      let compared = 0;
      for (const language of languages) {
        const fullT = full.getFixedT(language, namespace);
        const liteT = lite.getFixedT(language, namespace);
        for (const key of new Set(keys)) {
          for (const extra of [{}, { count: 0 }, { count: 1 }, { count: 2 }, { count: 21 }, { count: 1_000_000 }, { returnObjects: true }]) {
            const opts = { ...values, ...extra };
            expect(liteT(key, opts), `${language} ${namespace}:${key} ${JSON.stringify(extra)}`).toEqual(fullT(key, opts));
            compared += 1;
          }
          expect(lite.t(`${namespace}:${key}`, { lng: language, ...values })).toEqual(full.t(`${namespace}:${key}`, { lng: language, ...values }));
        }
      }
      expect(compared).toBeGreaterThan(0);
      // The staff panel's catalog has thousands of keys: seconds on a busy machine.
    }, 60_000);
  }

  it('answers a missing key, a default value, a key prefix and exists() as i18next does', () => {
    for (const language of ['en', 'es']) {
      expect(lite.getFixedT(language, 'common')('no.such.key')).toBe(full.getFixedT(language, 'common')('no.such.key'));
      expect(lite.getFixedT(language, 'common')('no.such.key', 'Fallback')).toBe(full.getFixedT(language, 'common')('no.such.key', 'Fallback'));
      expect(lite.getFixedT(language, 'common')('no.such.key', { defaultValue: 'At {{x}}', x: 1 })).toBe(
        full.getFixedT(language, 'common')('no.such.key', { defaultValue: 'At {{x}}', x: 1 }),
      );
      expect(lite.getFixedT(language, 'common', 'footer')('copyright', { year: 2026 })).toBe(full.getFixedT(language, 'common', 'footer')('copyright', { year: 2026 }));
    }
    expect(lite.exists('email.required', { ns: 'validation' })).toBe(true);
    expect(lite.exists('no.such.key', { ns: 'validation' })).toBe(false);
  });

  it('changes language as i18next does, and tells its listeners', async () => {
    const heard: unknown[] = [];
    lite.on('languageChanged', (language) => heard.push(language));
    await lite.changeLanguage('es');
    await full.changeLanguage('es');
    expect([lite.language, lite.resolvedLanguage, lite.languages]).toEqual([full.language, full.resolvedLanguage, full.languages]);
    expect(heard).toEqual(['es']);
    expect(lite.t('footer.copyright', { year: 2026 })).toBe(full.t('footer.copyright', { year: 2026 }));
    await lite.changeLanguage('en');
    await full.changeLanguage('en');
    expect([lite.language, lite.resolvedLanguage, lite.languages]).toEqual([full.language, full.resolvedLanguage, full.languages]);
  });
});
