import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FEE_TEXT } from '@/lib/fee';

/** The open payment link, first thing under the header: the case cannot move on until it is paid. */
export function PaymentCallout({ paymentUrl }: { paymentUrl: string }) {
  const { t } = useTranslation('caseStatus');
  return (
    <section aria-labelledby="case-payment-title" className="rounded-2xl border border-accent-200 bg-accent-50 p-5 sm:p-6">
      <h2 id="case-payment-title" className="text-xl font-bold text-slate-900">
        {t('payment.title')}
      </h2>
      <p className="mt-2 text-base text-slate-800">{t('payment.why', { fee: FEE_TEXT })}</p>
      <a href={paymentUrl} className={buttonClasses({ size: 'lg', className: 'mt-4 w-full sm:w-auto' })}>
        {t('payment.button', { fee: FEE_TEXT })}
      </a>
    </section>
  );
}
