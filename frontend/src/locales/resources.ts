import type { Locale } from '@reactivation/contracts';
import type { shell } from './shell/en';

/**
 * The namespaces every page needs (the frame, the home page, the forms' messages), one chunk per
 * language: a visit fetches its own language only, and the other when the visitor switches.
 * `validation` is the contracts catalog: the same texts the back end answers with. Page-specific
 * namespaces travel with their page's code instead (lib/i18n.ts registerNamespace).
 */
export type ShellResources = typeof shell;

export const defaultNamespace = 'common';
export const namespaces = ['common', 'ui', 'home', 'intake', 'overlays', 'validation'] as const satisfies ReadonlyArray<keyof ShellResources>;
export type Namespace = (typeof namespaces)[number];

export function loadShellResources(language: Locale): Promise<ShellResources> {
  return language === 'es' ? import('./shell/es').then((module) => module.shell) : import('./shell/en').then((module) => module.shell);
}
