import { useParams, useSearchParams } from 'react-router-dom';
import { overlaysConfig } from '@/config/overlays';
import { openSupportWidget } from '@/features/overlays';
import { PaymentSuccessView } from '@/features/payments/components/payment-success-view';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/payment.json';
import es from '@/locales/es/payment.json';

registerNamespace('payment', { en, es });

/** /payment-success/:caseNumber? (SPEC §2): where a payment ends, on the site or back from the card provider. */
export default function PaymentSuccessPage() {
  const { caseNumber } = useParams();
  const [search] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <PaymentSuccessView
        caseNumber={caseNumber}
        redirectStatus={search.get('redirect_status')}
        onOpenChat={overlaysConfig.supportWidget.enabled ? openSupportWidget : undefined}
      />
    </div>
  );
}
