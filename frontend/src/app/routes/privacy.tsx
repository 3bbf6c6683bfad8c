import en from '@/locales/en/legal.json';
import es from '@/locales/es/legal.json';
import { PolicyPage } from '@/features/legal/components/policy-page';
import { privacyPolicy } from '@/features/legal/data/privacy';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('legal', { en, es });

/** /privacy: what we collect, why, who sees it and how long we keep it (SPEC §2, §9). */
export default function PrivacyRoute() {
  return <PolicyPage policy={privacyPolicy} />;
}
