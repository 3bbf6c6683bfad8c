import { useTranslation } from 'react-i18next';
import { formatAmount, type AdminCaseMoney } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/features/admin-shell';
import { AcceptedAgreement } from './accepted-agreement';
import { DisputePanel } from './dispute-panel';
import { RefundForm } from './refund-form';

export type MoneyPanelProps = { applicationId: string; caseNumber: string; money: AdminCaseMoney };

const refundTone = {
  requested: 'text-amber-800',
  pending: 'text-amber-800',
  succeeded: 'text-emerald-800',
  failed: 'text-red-800',
  canceled: 'text-slate-600',
} as const;

/**
 * The case's money in its file: the card payment and its receipt, what was refunded and what can
 * still be, each refund, the refund form, any card dispute, and the agreement the client accepted.
 */
export function MoneyPanel({ applicationId, caseNumber, money }: MoneyPanelProps) {
  const { t } = useTranslation('admin');
  const { payment } = money;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('money.payment')}</h3>
          {payment ? (
            <div className="mt-1 text-sm text-slate-800">
              <p className="text-lg font-semibold text-slate-900">{formatAmount(payment.amount, payment.currency)}</p>
              <p>{t('money.paidAt', { date: formatDateTime(payment.paidAt) })}</p>
              <p>{payment.cardLast4 ? t('money.card', { last4: payment.cardLast4 }) : t('money.cardUnknown')}</p>
              <p>{t('money.receipt', { number: payment.receiptNumber })}</p>
              {payment.gateway === 'test' && <p className="text-slate-600">{t('money.testPayment')}</p>}
              <p className="mt-2">
                {t('money.refunded', { amount: formatAmount(money.refunded, payment.currency) })}
                {' · '}
                <span className="font-semibold">{t('money.refundable', { amount: formatAmount(money.refundable, payment.currency) })}</span>
              </p>
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{t('money.noPayment')}</p>
          )}
        </div>
        {payment && (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-slate-900">{t('money.refunds')}</h3>
            {money.refunds.length === 0 ? (
              <p className="text-sm text-slate-600">{t('money.noRefunds')}</p>
            ) : (
              <ul aria-label={t('money.refunds')} className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
                {money.refunds.map((refund) => (
                  <li key={refund.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
                    <p className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-semibold text-slate-900">{formatAmount(refund.amount, refund.currency)}</span>
                      <span className={cn('font-medium', refundTone[refund.status])}>{t(`money.refundStates.${refund.status}`)}</span>
                    </p>
                    <p className="text-slate-700">{t(`money.refundReasons.${refund.reason}`)}</p>
                    {refund.note && <p className="break-words whitespace-pre-wrap text-slate-700">{refund.note}</p>}
                    <p className="text-xs text-slate-600">
                      <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
                      {' · '}
                      {t(`money.refundSources.${refund.source}`, { actor: refund.actor ?? '' })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <RefundForm
              applicationId={applicationId}
              caseNumber={caseNumber}
              refundable={money.refundable}
              currency={payment.currency}
              cardLast4={payment.cardLast4}
            />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        {money.disputes.map((dispute) => (
          <DisputePanel key={dispute.id} applicationId={applicationId} caseNumber={caseNumber} dispute={dispute} />
        ))}
        <AcceptedAgreement agreement={money.agreement} />
      </div>
    </div>
  );
}
