import en from '@/locales/en/legal.json';
import es from '@/locales/es/legal.json';
import { PolicyPage } from '@/features/legal/components/policy-page';
import { termsPolicy } from '@/features/legal/data/terms';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('legal', { en, es });

/** /terms: the service, the $200 fee, final sales and the liability cap (SPEC §1, §9). */
export default function TermsRoute() {
  return <PolicyPage policy={termsPolicy} />;
}
