import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLICATION_FORM_ID, paths } from '@/config/paths';

/** The anchor the hero button and the blog's calls to action (/#application-form) lead to. */
const HEADING_ID = 'application-form-heading';

export type ApplicationFormSectionProps = {
  /** The application form, composed in by the home route. */
  children?: ReactNode;
};

/**
 * The home section that holds the 3-step application form. It takes focus when the hero
 * button scrolls here (tabIndex -1), and scroll-mt keeps its heading clear of the sticky header.
 */
export function ApplicationFormSection({ children }: ApplicationFormSectionProps) {
  const { t } = useTranslation('home');
  return (
    <section
      id={APPLICATION_FORM_ID}
      aria-labelledby={HEADING_ID}
      tabIndex={-1}
      className="scroll-mt-16 bg-white py-16 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <div className="text-center">
          <h2 id={HEADING_ID} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {t('applicationForm.title')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">{t('applicationForm.description')}</p>
          <p className="mt-3">
            <Link to={paths.guide.getHref()} className="font-medium text-brand-800 underline underline-offset-2">
              {t('applicationForm.guideLink')}
            </Link>
          </p>
        </div>
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  );
}
