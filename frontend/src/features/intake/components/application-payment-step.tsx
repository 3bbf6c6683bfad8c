import { useTranslation } from 'react-i18next';
import { acceptApplicationTerms, Checkout, createApplicationPaymentIntent } from '@/features/payments';
import { FEE_TEXT } from '@/lib/fee';
import { currentLanguage, registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/payment.json';
import es from '@/locales/es/payment.json';

// This module is loaded only when step 3 opens, so the payment texts and code stay out of the home page's first load.
registerNamespace('payment', { en, es });

export type ApplicationPaymentStepProps = { applicationId: string; caseNumber: string };

/**
 * Step 3: the case is saved; its number, the one-time fee, and the payment form with the terms box.
 * Ticking it records the acceptance (POST /api/terms-acceptance); then the intent is created for the
 * application just sent (POST /api/create-payment-intent).
 */
export function ApplicationPaymentStep({ applicationId, caseNumber }: ApplicationPaymentStepProps) {
  const { t, i18n } = useTranslation('intake');
  return (
    <section aria-labelledby="application-payment-title" className="flex flex-col gap-4">
      <h3 id="application-payment-title" className="text-xl font-bold text-slate-900">
        {t('application.stepNames.3')}
      </h3>
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-slate-800">
        {t('application.payment.caseNumber')} <strong className="font-mono text-lg">{caseNumber}</strong>
      </p>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        <div className="flex justify-between px-4 py-3">
          <dt className="text-slate-700">{t('application.payment.lineItem')}</dt>
          <dd className="font-medium text-slate-900">{FEE_TEXT}</dd>
        </div>
        <div className="flex justify-between px-4 py-3">
          <dt className="font-bold text-slate-900">{t('application.payment.total')}</dt>
          <dd className="font-bold text-slate-900">{FEE_TEXT}</dd>
        </div>
      </dl>
      <Checkout
        intentKey={`application:${applicationId}`}
        acceptTerms={() => acceptApplicationTerms(applicationId, currentLanguage(i18n))}
        createIntent={() => createApplicationPaymentIntent(applicationId)}
        caseNumber={caseNumber}
        headingLevel={4}
      />
    </section>
  );
}
