import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAmount, type CaseBilling as Billing, type Locale } from '@reactivation/contracts';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCaseBilling } from '../api/get-case-billing';
import { formatDay, formatMonthDay } from '../lib/format';
import { refundArrival } from '../lib/refund-arrival';

export type CaseBillingProps = { token: string; status: string; locale: Locale };

/**
 * The client's money in their room: what they paid, each refund with when it reaches the card, the
 * numbered receipt to download (in the language they read the room in), and the service agreement
 * they accepted, with its copy to keep (ESIGN: a copy the client can retain). Nothing before either exists.
 */
export function CaseBilling({ token, status, locale }: CaseBillingProps) {
  const { t } = useTranslation('caseStatus');
  const { data } = useCaseBilling(token, status);
  if (!data || (!data.receipt && !data.agreement)) return null;
  return (
    <section aria-labelledby="case-billing-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="case-billing-title" className="mb-4 text-xl font-bold text-slate-900">
        {t('billing.title')}
      </h2>
      <div className="flex flex-col gap-6">
        {data.receipt && <Receipt receipt={data.receipt} refunds={data.refunds} locale={locale} />}
        {data.agreement && <Agreement agreement={data.agreement} locale={locale} />}
      </div>
    </section>
  );
}

function Receipt({ receipt, refunds, locale }: { receipt: NonNullable<Billing['receipt']>; refunds: Billing['refunds']; locale: Locale }) {
  const { t } = useTranslation('caseStatus');
  const money = (cents: number) => formatAmount(cents, receipt.currency);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('billing.paid')}>{money(receipt.amount)}</Fact>
        <Fact label={t('billing.paidOn')}>
          <time dateTime={receipt.paidAt}>{formatDay(receipt.paidAt, locale)}</time>
        </Fact>
        <Fact label={t('billing.method')}>{receipt.cardLast4 ? t('billing.card', { last4: receipt.cardLast4 }) : t('billing.cardUnknown')}</Fact>
        <Fact label={t('billing.receiptNumber')}>{receipt.number}</Fact>
      </dl>
      {refunds.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t('billing.refunds')}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {refunds.map((refund, index) => {
              const arrival = refundArrival(refund.createdAt);
              return (
                <li key={`${refund.createdAt}-${index}`} className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-base">
                    <span className="font-semibold text-slate-900">{t('billing.refundOf', { amount: money(refund.amount) })}</span>
                    <span className="text-sm font-medium text-emerald-800">{t(`billing.refundStatus.${refund.status}`)}</span>
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    {t('billing.refundedOn', { date: formatDay(refund.createdAt, locale) })}
                  </p>
                  {arrival && (
                    <p className="mt-1 text-sm text-slate-700">
                      {t('billing.arrives', { from: formatMonthDay(arrival.from, locale), to: formatMonthDay(arrival.to, locale) })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-base text-slate-800">
            {t('billing.refundedTotal', { refunded: money(receipt.refunded), kept: money(Math.max(receipt.amount - receipt.refunded, 0)) })}
          </p>
        </div>
      )}
      <a href={`${receipt.downloadUrl}?lang=${locale}`} download className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto sm:self-start' })}>
        {t('billing.downloadReceipt')}
      </a>
    </div>
  );
}

function Agreement({ agreement, locale }: { agreement: NonNullable<Billing['agreement']>; locale: Locale }) {
  const { t } = useTranslation('caseStatus');
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <h3 className="text-lg font-semibold text-slate-900">{t('billing.agreement.title')}</h3>
      <p className="text-base text-slate-800">
        {t('billing.agreement.accepted', {
          version: agreement.version,
          publishedOn: formatDay(agreement.publishedOn, locale),
          date: formatDay(agreement.acceptedAt, locale),
        })}
      </p>
      <p className="text-sm break-all text-slate-600">{t('billing.agreement.fingerprint', { hash: agreement.textSha256 })}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <a href={agreement.downloadUrl} download className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}>
          {t('billing.agreement.download')}
        </a>
        <Link to={paths.termsConditions.getHref()} className="text-base font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t('billing.agreement.read')}
        </Link>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-base font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}
