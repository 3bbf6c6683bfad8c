import type { defaultNamespace, resources } from '@/locales/resources';

// Lets TypeScript check every t('key') against the English catalog.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['en'];
  }
}
