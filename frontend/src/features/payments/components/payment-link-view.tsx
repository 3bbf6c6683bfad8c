import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { platformName } from '@reactivation/contracts';
import { buttonClasses, Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { acceptLinkTerms, createLinkPaymentIntent, getPaymentInfo } from '../api/payments-api';
import { formatAmount } from '@/lib/format-amount';
import { AlreadyPaid } from './already-paid';
import { Checkout } from './checkout';

/**
 * /payment/:token (SPEC §4 "Payment page"): loading, then the link's error screen, or the case
 * with its payment form (a real charge through the card provider) or, once paid, a paid notice.
 */
export function PaymentLinkView({ token }: { token: string | undefined }) {
  const { t, i18n } = useTranslation('payment');
  const lang = currentLanguage(i18n);
  // The language is part of the key: the server words its error in it. A switch keeps what is shown.
  const { data: info, error, isValidating, mutate } = useSWR(
    token ? ['/api/payment', token, lang] : null,
    () => getPaymentInfo(token ?? '', lang),
    { keepPreviousData: true },
  );

  if (!token) return <LinkError message={t('link.invalid')} />;
  if (!info) {
    if (error && !isValidating) {
      if (error instanceof ApiError) return <LinkError message={error.body?.message || t('link.invalid')} />;
      return (
        <LinkError message={t('link.loadFailed')}>
          <Button variant="outline" onClick={() => void mutate()}>
            {t('link.retry')}
          </Button>
        </LinkError>
      );
    }
    return (
      <p role="status" className="py-16 text-center text-lg text-slate-700">
        {t('link.loading')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('link.title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('link.subtitle')}</p>
      </header>
      <dl aria-label={t('link.detailsLabel')} className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-2">
        <Detail term={t('link.client')}>{info.clientName}</Detail>
        <Detail term={t('link.caseNumber')}>{info.caseNumber}</Detail>
        <Detail term={t('link.platform')}>{platformName(info.platform, t('link.platformOther'))}</Detail>
        <Detail term={t('link.amount')}>{formatAmount(info.amount, info.currency)}</Detail>
      </dl>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {info.paid ? (
          <AlreadyPaid caseNumber={info.caseNumber} />
        ) : (
          <Checkout
            intentKey={`link:${token}`}
            acceptTerms={() => acceptLinkTerms(token, lang)}
            createIntent={() => createLinkPaymentIntent(token)}
            caseNumber={info.caseNumber}
          />
        )}
      </div>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-base font-semibold break-all text-slate-900">{children}</dd>
    </div>
  );
}

/** SPEC §8: "Payment Link Error", the reason, and the way home. */
function LinkError({ message, children }: { message: string; children?: ReactNode }) {
  const { t } = useTranslation('payment');
  return (
    <section className="py-10 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('link.errorTitle')}</h1>
      <p role="alert" className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          {t('link.home')}
        </Link>
      </div>
    </section>
  );
}
