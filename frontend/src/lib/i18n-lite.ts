import { DEFAULT_LOCALE } from '@reactivation/contracts';

/*
 * The translation instance a prerendered home page hydrates with, before i18next itself has been
 * fetched (docs/decisions/0040-home-first-load-without-i18next.md). It answers what the site's code and
 * react-i18next ask of an i18next instance, for the catalogs the site has: keys as `ns:a.b`, a key
 * prefix, plurals by `count` (Intl.PluralRules, `_zero` first for 0), `{{name}}` interpolation without
 * escaping, `returnObjects`, `defaultValue`, and the fallback to English. i18n-lite.test.ts checks it
 * gives the same text as i18next for every key of every catalog. Once i18next arrives (lib/i18n.ts
 * upgradeI18n) it takes over with the same texts and language, and this instance is no longer used.
 */

type Catalog = Record<string, unknown>;
type Listener = (...args: unknown[]) => void;
type TOptions = Record<string, unknown> & {
  count?: unknown;
  defaultValue?: unknown;
  returnObjects?: boolean;
  ns?: string | readonly string[];
  lng?: string;
};

export type LiteI18nOptions = {
  lng: string;
  ns: readonly string[];
  defaultNS: string;
  fallbackLng?: string;
  supportedLngs?: readonly string[];
  react?: Record<string, unknown>;
  [option: string]: unknown;
};

const isObject = (value: unknown): value is Catalog => typeof value === 'object' && value !== null;
const valid = (value: unknown): boolean => value !== undefined && value !== null;

function getPath(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (!isObject(node)) return undefined;
    node = node[part];
  }
  return node;
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function deepExtend(target: Catalog, source: Catalog, overwrite: boolean): Catalog {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isObject(existing) && isObject(value) && !Array.isArray(existing) && !Array.isArray(value)) deepExtend(existing, value, overwrite);
    else if (overwrite || !(key in target)) target[key] = value;
  }
  return target;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language, { type: 'cardinal' });
    pluralRules.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/{{(.+?)}}/g, (match, inner: string) => {
    const name = inner.trim().replace(/^-\s*/, '');
    const value = getPath(values, name) ?? values[name];
    return value === undefined ? match : String(value);
  });
}

/** The subset of an i18next instance the site and react-i18next use. */
export class LiteI18n {
  isInitialized = false;
  language: string = DEFAULT_LOCALE;
  languages: string[] = [DEFAULT_LOCALE];
  resolvedLanguage: string | undefined = DEFAULT_LOCALE;
  options: LiteI18nOptions = { lng: DEFAULT_LOCALE, ns: [], defaultNS: 'translation' };
  services: Record<string, unknown> = {};
  /** The texts, as i18next's resource store holds them: language → namespace → catalog. */
  readonly store = {
    data: {} as Record<string, Record<string, Catalog>>,
    on: () => this.store,
    off: () => this.store,
  };
  private readonly listeners = new Map<string, Set<Listener>>();

  init(options: LiteI18nOptions): this {
    this.options = { ...options, ns: [...options.ns] };
    this.isInitialized = true;
    this.setLanguage(options.lng);
    return this;
  }

  use(): this {
    return this;
  }

  on(event: string, listener: Listener): this {
    for (const name of event.split(' ')) {
      const set = this.listeners.get(name) ?? new Set();
      set.add(listener);
      this.listeners.set(name, set);
    }
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (!listener) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  addResourceBundle(language: string, namespace: string, resources: Catalog, deep = false, overwrite = false): this {
    const byLanguage = (this.store.data[language] ??= {});
    const pack = byLanguage[namespace] ?? {};
    const added = copy(resources);
    byLanguage[namespace] = deep ? deepExtend(pack, added, overwrite) : { ...pack, ...added };
    return this;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store.data[language]?.[namespace] !== undefined;
  }

  getResourceBundle(language: string, namespace: string): Catalog | undefined {
    return this.store.data[language]?.[namespace];
  }

  hasLoadedNamespace(): boolean {
    return true;
  }

  loadNamespaces(_namespaces: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_languages: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  dir(): 'ltr' {
    return 'ltr';
  }

  changeLanguage(language: string): Promise<LiteI18n['t']> {
    this.setLanguage(language);
    this.emit('languageChanged', language);
    return Promise.resolve(this.t);
  }

  /** `t` bound to a language (null: the current one), a namespace and a key prefix, as i18next's. */
  getFixedT(language?: string | null, namespace?: string | readonly string[] | null, keyPrefix?: string) {
    return (key: string | readonly string[], options?: TOptions | string): unknown => {
      const opts: TOptions = typeof options === 'string' ? { defaultValue: options } : { ...options };
      opts.lng ??= language ?? undefined;
      opts.ns ??= namespace ?? undefined;
      const keys = (Array.isArray(key) ? key : [key]).map((one: string) => (keyPrefix ? `${keyPrefix}.${one}` : one));
      return this.translate(keys, opts);
    };
  }

  readonly t = (key: string | readonly string[], options?: TOptions | string): unknown => this.getFixedT()(key, options);

  exists(key: string, options: TOptions = {}): boolean {
    return this.resolve(key, options).found !== undefined;
  }

  private setLanguage(language: string): void {
    const fallback = this.options.fallbackLng ?? DEFAULT_LOCALE;
    this.language = language;
    this.languages = language === fallback ? [language] : [language, fallback];
    const supported = this.options.supportedLngs;
    this.resolvedLanguage = this.languages.find((code) => !supported || supported.includes(code));
  }

  private codes(options: TOptions): string[] {
    const language = options.lng ?? this.language;
    const fallback = this.options.fallbackLng ?? DEFAULT_LOCALE;
    return language === fallback ? [language] : [language, fallback];
  }

  private extract(key: string, options: TOptions): { key: string; namespaces: readonly string[] } {
    let namespaces: readonly string[] = typeof options.ns === 'string' ? [options.ns] : (options.ns ?? [this.options.defaultNS]);
    const colon = key.indexOf(':');
    if (colon > 0) {
      namespaces = [key.slice(0, colon)];
      key = key.slice(colon + 1);
    }
    return { key, namespaces };
  }

  private resolve(keys: string | readonly string[], options: TOptions): { found: unknown; key: string } {
    const list = typeof keys === 'string' ? [keys] : keys;
    const count = typeof options.count === 'number' ? options.count : undefined;
    let lastKey = list[list.length - 1] ?? '';
    for (const raw of list) {
      const { key, namespaces } = this.extract(raw, options);
      lastKey = key;
      for (const namespace of namespaces) {
        for (const code of this.codes(options)) {
          const candidates = [key];
          if (count !== undefined) {
            candidates.push(key + pluralSuffix(code, count));
            if (count === 0) candidates.push(`${key}_zero`);
          }
          for (let index = candidates.length - 1; index >= 0; index -= 1) {
            const found = getPath(this.store.data[code]?.[namespace], candidates[index]!);
            if (valid(found)) return { found, key };
          }
        }
      }
    }
    return { found: undefined, key: lastKey };
  }

  private translate(keys: readonly string[], options: TOptions): unknown {
    const { found, key } = this.resolve(keys, options);
    if (isObject(found)) {
      if (!options.returnObjects) return `key '${key} (${this.language})' returned an object instead of string.`;
      return this.interpolateDeep(found, options);
    }
    if (valid(found)) return typeof found === 'string' ? interpolate(found, options) : found;
    if (options.defaultValue !== undefined) return typeof options.defaultValue === 'string' ? interpolate(options.defaultValue, options) : options.defaultValue;
    return key;
  }

  private interpolateDeep(value: unknown, options: TOptions): unknown {
    if (typeof value === 'string') return interpolate(value, options);
    if (Array.isArray(value)) return value.map((item) => this.interpolateDeep(item, options));
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.interpolateDeep(item, options)]));
    return value;
  }
}
