import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CtaBand } from '@/components/content/cta-band';
import { ApplicationFormLink, FreeCaseReviewLink, ctaLinkClass } from '@/components/content/cta-links';
import { PageHero } from '@/components/content/page-hero';
import { ServicesCoreSection } from '@/features/marketing/components/services-core-section';
import { ServicesPlatformGrid } from '@/features/marketing/components/services-platform-grid';
import { ServicesWhySection } from '@/features/marketing/components/services-why-section';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/services.json';
import es from '@/locales/es/services.json';

registerNamespace('services', { en, es });

/** /services: hero, the four core services, supported platforms, why choose us, call to action (SPEC §2). */
export default function ServicesPage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} description={t('hero.description')}>
        <FreeCaseReviewLink location="services-hero">{t('hero.primaryCta')}</FreeCaseReviewLink>
        <Link
          to={paths.howItWorks.getHref()}
          className={ctaLinkClass('outline')}
        >
          {t('hero.secondaryCta')}
        </Link>
      </PageHero>
      <ServicesCoreSection />
      <ServicesPlatformGrid />
      <ServicesWhySection />
      <CtaBand
        headingId="services-cta-heading"
        title={t('cta.title')}
        description={t('cta.description')}
        note={t('cta.note')}
      >
        <FreeCaseReviewLink location="services-cta">{t('cta.primary')}</FreeCaseReviewLink>
        <ApplicationFormLink location="services-cta">{t('cta.secondary')}</ApplicationFormLink>
      </CtaBand>
    </>
  );
}
