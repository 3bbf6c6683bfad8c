/*
 * What react-i18next imports from i18next (`keyFromSelector`, for keys given as selector functions),
 * on its own: vite.config.ts points react-i18next's `import … from 'i18next'` here, so using
 * react-i18next does not pull all of i18next into the home page's first load (i18next's module
 * creates its default instance when it is evaluated, so a bundler cannot leave the rest out).
 * The same code as i18next 26's `keysFromSelector`; the site itself writes keys as strings.
 */
const PATH_KEY = Symbol('i18next/PATH_KEY');

type SelectorOptions = { keySeparator?: string | false; nsSeparator?: string | false; ns?: string | readonly string[]; enableSelector?: unknown };

function createProxy(): object {
  const state: PropertyKey[] = [];
  const handler: ProxyHandler<object> = Object.create(null) as ProxyHandler<object>;
  let proxy: { proxy: object; revoke: () => void } | undefined;
  handler.get = (target, key) => {
    proxy?.revoke();
    if (key === PATH_KEY) return state;
    state.push(key);
    proxy = Proxy.revocable(target, handler);
    return proxy.proxy;
  };
  return Proxy.revocable(Object.create(null) as object, handler).proxy;
}

export function keyFromSelector(selector: (path: object) => unknown, opts?: SelectorOptions): string {
  const path = (selector(createProxy()) as Record<symbol, string[]>)[PATH_KEY] ?? [];
  const keySeparator = opts?.keySeparator || '.';
  const nsSeparator = opts?.nsSeparator ?? ':';
  const strict = opts?.enableSelector === 'strict';
  if (path.length > 1 && nsSeparator) {
    const ns = opts?.ns;
    const nsList = strict ? (Array.isArray(ns) ? ns : ns ? [ns] : null) : Array.isArray(ns) ? ns : null;
    if (nsList) {
      const candidates = strict ? nsList : nsList.length > 1 ? nsList.slice(1) : [];
      if (candidates.includes(path[0]!)) return `${path[0]}${nsSeparator}${path.slice(1).join(keySeparator)}`;
    }
  }
  return path.join(keySeparator);
}
