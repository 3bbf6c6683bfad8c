import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SupportContacts } from '@/components/content/support-contacts';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FEE_TEXT } from '@/lib/fee';
import { trackConversion } from './payment-outcome';

/**
 * Stripe's `redirect_status` when a wallet or bank check sent the visitor away and back
 * (return_url); absent when the payment finished on our page.
 */
export type RedirectStatus = string | null;

/**
 * /payment-success/:caseNumber (SPEC §2). Without a case number it claims nothing about a charge;
 * after a failed redirect from the card provider it says the payment did not go through.
 */
export type PaymentSuccessViewProps = {
  caseNumber?: string;
  redirectStatus?: RedirectStatus;
  /** Opens the site's chat; without it (no chat on the site) the page offers none. */
  onOpenChat?: () => void;
};

export function PaymentSuccessView({ caseNumber, redirectStatus, onOpenChat }: PaymentSuccessViewProps) {
  const { t } = useTranslation('payment');
  const failed = Boolean(redirectStatus) && redirectStatus !== 'succeeded' && redirectStatus !== 'processing';
  const paid = Boolean(caseNumber) && !failed;

  // A payment finished on the provider's page never reached the form's success handler: report it
  // here (once per case number, so a reload or React's strict mode sends nothing more).
  useEffect(() => {
    if (caseNumber && redirectStatus === 'succeeded') trackConversion(caseNumber);
  }, [caseNumber, redirectStatus]);

  return (
    <div className="flex flex-col gap-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {paid ? t('success.title') : failed ? t('success.failed.title') : t('success.neutral.title')}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
          {paid ? t('success.subtitle') : failed ? t('success.failed.body') : t('success.neutral.body')}
        </p>
      </header>

      {paid && caseNumber && (
        <>
          <dl aria-label={t('success.summaryLabel')} className="grid gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:grid-cols-3">
            <div>
              <dt className="text-sm font-medium text-slate-700">{t('success.caseNumber')}</dt>
              <dd className="mt-1 font-mono text-lg font-semibold break-all text-slate-900">{caseNumber}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-700">{t('success.amount')}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{FEE_TEXT}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-700">{t('success.status')}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{t('success.inProgress')}</dd>
            </div>
          </dl>
          <section aria-labelledby="payment-success-next" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="payment-success-next" className="text-xl font-semibold text-slate-900">
              {t('success.nextTitle')}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-6 text-base text-slate-800">
              <li>{t('success.next.email')}</li>
              <li>{t('success.next.review')}</li>
              <li>{t('success.next.contact')}</li>
            </ol>
          </section>
        </>
      )}

      <section aria-labelledby="payment-success-support" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        <h2 id="payment-success-support" className="text-xl font-semibold text-slate-900">
          {t('success.supportTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('success.supportBody')}</p>
        <SupportContacts
          emailLabel={t('success.email')}
          phoneLabel={t('success.phone')}
          className="mt-4 grid gap-3 sm:grid-cols-2"
          termClassName="text-sm font-medium text-slate-600"
          linkClassName="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        />
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          {t('success.home')}
        </Link>
        {onOpenChat && (
          <Button variant="outline" onClick={onOpenChat}>
            {t('success.chat')}
          </Button>
        )}
      </div>
    </div>
  );
}
