import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Shown instead of a payment form when the case's fee has been received already. */
export function AlreadyPaid({ caseNumber, headingLevel = 2 }: { caseNumber: string; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation('payment');
  const Heading = `h${headingLevel}` as const;
  return (
    <section role="status" className="flex flex-col gap-2 rounded-xl border border-emerald-300 bg-emerald-50 px-5 py-4 text-emerald-950">
      <Heading className="text-lg font-semibold">{t('alreadyPaid.title')}</Heading>
      <p>{t('alreadyPaid.body', { caseNumber })}</p>
      <Link
        to={paths.paymentSuccess.getHref(caseNumber)}
        className="self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {t('alreadyPaid.link')}
      </Link>
    </section>
  );
}
