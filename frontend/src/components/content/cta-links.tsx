import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { APPLICATION_FORM_ID, paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { ArrowRightIcon } from './icons';

export type CtaLinkProps = {
  children: ReactNode;
  /** Where on the site the link sits, sent with the cta_click event (SPEC §7). */
  location: string;
  variant?: ButtonVariant;
};

/**
 * The look of a large call-to-action link. Long labels (Spanish, zoomed text, narrow phones)
 * wrap instead of running out of the button.
 */
export const ctaLinkClass = (variant: ButtonVariant = 'primary'): string =>
  buttonClasses({ variant, size: 'lg', className: 'w-full !h-auto min-h-12 py-2.5 text-center !whitespace-normal sm:w-auto' });

/** A large button-styled link to the free case review wizard. */
export function FreeCaseReviewLink({ children, location, variant = 'primary' }: CtaLinkProps) {
  return (
    <Link
      to={paths.freeCaseReview.getHref()}
      className={ctaLinkClass(variant)}
      onClick={() => track('cta_click', { location, target: 'free-case-review' })}
    >
      {children}
      <ArrowRightIcon className="size-5" />
    </Link>
  );
}

/** A large button-styled link to the application form on the home page (/#application-form). */
export function ApplicationFormLink({ children, location, variant = 'outline' }: CtaLinkProps) {
  return (
    <Link
      to={`${paths.home.getHref()}#${APPLICATION_FORM_ID}`}
      className={ctaLinkClass(variant)}
      onClick={() => track('cta_click', { location, target: 'application-form' })}
    >
      {children}
    </Link>
  );
}
