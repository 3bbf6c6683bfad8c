import { useTranslation } from 'react-i18next';

/**
 * Step 3: the case is saved; the case number and the one-time fee. Taking the card payment here
 * comes with the payments work; until then the text says what happens next, truthfully.
 */
export function ApplicationPaymentStep({ caseNumber }: { caseNumber: string }) {
  const { t } = useTranslation('intake');
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
          <dd className="font-medium text-slate-900">{t('application.payment.amount')}</dd>
        </div>
        <div className="flex justify-between px-4 py-3">
          <dt className="font-bold text-slate-900">{t('application.payment.total')}</dt>
          <dd className="font-bold text-slate-900">{t('application.payment.amount')}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">{t('application.payment.next')}</p>
    </section>
  );
}
