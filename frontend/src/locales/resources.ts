import { MESSAGES } from '@reactivation/contracts';
import commonEn from './en/common.json';
import homeEn from './en/home.json';
import intakeEn from './en/intake.json';
import overlaysEn from './en/overlays.json';
import uiEn from './en/ui.json';
import commonEs from './es/common.json';
import homeEs from './es/home.json';
import intakeEs from './es/intake.json';
import overlaysEs from './es/overlays.json';
import uiEs from './es/ui.json';

/**
 * Every namespace is bundled, so a page never waits for a translation file.
 * `validation` is the contracts catalog: the same texts the back end answers with.
 */
export const resources = {
  en: { common: commonEn, ui: uiEn, home: homeEn, intake: intakeEn, overlays: overlaysEn, validation: MESSAGES.en },
  es: { common: commonEs, ui: uiEs, home: homeEs, intake: intakeEs, overlays: overlaysEs, validation: MESSAGES.es },
} as const;

export const defaultNamespace = 'common';
export const namespaces = ['common', 'ui', 'home', 'intake', 'overlays', 'validation'] as const;
export type Namespace = (typeof namespaces)[number];
