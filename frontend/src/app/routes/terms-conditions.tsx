import en from '@/locales/en/legal.json';
import es from '@/locales/es/legal.json';
import { PolicyPage } from '@/features/legal/components/policy-page';
import { termsConditionsPolicy } from '@/features/legal/data/terms-conditions';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('legal', { en, es });

/** /terms-conditions: the bilingual terms in sections 1 to 10 (SPEC §2). */
export default function TermsConditionsRoute() {
  return <PolicyPage policy={termsConditionsPolicy} />;
}
