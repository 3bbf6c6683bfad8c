import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FreeCaseReviewLink } from '@/components/content/cta-links';
import { supportContacts } from '@/lib/support-contacts';

const HEADING_ID = 'faq-still-questions-heading';
const contactLinkClass = 'font-medium text-white underline underline-offset-4 hover:text-accent-200';

/** The closing card of the FAQ: where to go when the answer wasn't on the page. */
export function FaqContactCard() {
  const { t } = useTranslation('faq');
  const support = supportContacts();
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="rounded-2xl bg-brand-900 px-4 py-10 text-center text-white shadow-sm [--focus-ring:var(--color-accent-300)] sm:px-10"
    >
      <h2 id={HEADING_ID} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {t('stillHaveQuestions.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-lg text-pretty text-brand-100">{t('stillHaveQuestions.description')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to={paths.contact.getHref()}
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
        >
          {t('stillHaveQuestions.contact')}
        </Link>
        <FreeCaseReviewLink location="faq-still-questions">{t('stillHaveQuestions.review')}</FreeCaseReviewLink>
      </div>
      <p className="mt-8 flex flex-col items-center justify-center gap-x-8 gap-y-2 sm:flex-row">
        <a href={support.emailHref} className={contactLinkClass}>
          {support.email}
        </a>
        <a href={support.phoneHref} className={contactLinkClass}>
          {support.phone}
        </a>
      </p>
    </section>
  );
}
