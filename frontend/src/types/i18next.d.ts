import type { LazyNamespaces } from '@/locales/lazy-namespaces';
import type { defaultNamespace, ShellResources } from '@/locales/resources';

// Lets TypeScript check every t('key') against the English catalog, bundled and lazy namespaces alike.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: ShellResources & LazyNamespaces;
  }
}
