import { isLocale } from '@reactivation/contracts';
import { GuidePage } from '@/features/guide/components/guide-page';
import { loadGuide } from '@/features/guide/lib/guide';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/guide.json';
import es from '@/locales/es/guide.json';

registerNamespace('guide', { en, es });

// Opened on the guide: start fetching its text (in the language the page was drawn in) with this module.
if (typeof window !== 'undefined' && window.location.pathname === '/guide') {
  const lang = document.documentElement.lang;
  void loadGuide(isLocale(lang) ? lang : 'en');
}

/** /guide: deadlines and rights per platform and place, each fact with its official source. */
export default function GuideRoute() {
  return <GuidePage />;
}
