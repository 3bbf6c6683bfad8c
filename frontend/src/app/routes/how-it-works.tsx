import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CtaBand } from '@/components/content/cta-band';
import { ApplicationFormLink, FreeCaseReviewLink, ctaLinkClass } from '@/components/content/cta-links';
import { PageHero } from '@/components/content/page-hero';
import { ProcessSteps } from '@/features/marketing/components/process-steps';
import { ProcessTimeline } from '@/features/marketing/components/process-timeline';
import { ProcessTrustSection } from '@/features/marketing/components/process-trust-section';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/process.json';
import es from '@/locales/es/process.json';

registerNamespace('process', { en, es });

/** /how-it-works: the 5-step process, trust cards, a typical timeline and calls to action (SPEC §2). */
export default function HowItWorksPage() {
  const { t } = useTranslation('process');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} description={t('hero.description')}>
        <FreeCaseReviewLink location="how-it-works-hero">{t('hero.primaryCta')}</FreeCaseReviewLink>
        <Link
          to={paths.services.getHref()}
          className={ctaLinkClass('outline')}
        >
          {t('hero.secondaryCta')}
        </Link>
      </PageHero>
      <ProcessSteps />
      <ProcessTrustSection />
      <ProcessTimeline />
      <CtaBand
        headingId="process-cta-heading"
        title={t('cta.title')}
        description={t('cta.description')}
        note={t('cta.note')}
      >
        <FreeCaseReviewLink location="how-it-works-cta">{t('cta.primary')}</FreeCaseReviewLink>
        <ApplicationFormLink location="how-it-works-cta">{t('cta.secondary')}</ApplicationFormLink>
      </CtaBand>
    </>
  );
}
