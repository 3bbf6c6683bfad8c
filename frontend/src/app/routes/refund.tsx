import en from '@/locales/en/legal.json';
import es from '@/locales/es/legal.json';
import { PolicyPage } from '@/features/legal/components/policy-page';
import { refundPolicy } from '@/features/legal/data/refund';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('legal', { en, es });

/** /refund: the exceptions to final sales and the refund timings (SPEC §1, §9). */
export default function RefundRoute() {
  return <PolicyPage policy={refundPolicy} />;
}
