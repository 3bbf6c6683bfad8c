import { useParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PaymentLinkView } from '@/features/payments/components/payment-link-view';
import { registerNamespace } from '@/lib/i18n';
import { swrConfig } from '@/lib/swr';
import en from '@/locales/en/payment.json';
import es from '@/locales/es/payment.json';

registerNamespace('payment', { en, es });

// A cache of its own for each visit: coming back after paying reads the link again (now paid).
const paymentSwrConfig = { ...swrConfig, provider: () => new Map() };

/** /payment/:token? (SPEC §4 "Payment page"): the payment link a specialist sent; no login, the token is the key. */
export default function PaymentPage() {
  const { token } = useParams();
  return (
    <SWRConfig value={paymentSwrConfig}>
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <PaymentLinkView token={token} />
      </div>
    </SWRConfig>
  );
}
