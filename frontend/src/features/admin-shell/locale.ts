import type { NamespaceCatalog } from '@/lib/i18n';
import ru from '@/locales/ru/admin.json';

/**
 * The staff panel's texts. The panel is Russian only (SPEC §1), whatever the public language switch
 * says, so the one Russian catalog stands in for every language of the site. Registered by the admin
 * route modules only, so none of it reaches the public pages' bundles.
 */
export const adminCatalog: NamespaceCatalog = { en: ru, es: ru };

/** The panel's locale for dates and numbers (SPEC §2: dates in the Russian locale). */
export const ADMIN_LOCALE = 'ru-RU';
