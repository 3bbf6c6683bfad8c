import { useTranslation } from 'react-i18next';
import { CtaBand } from '@/components/content/cta-band';
import { ApplicationFormLink, FreeCaseReviewLink } from '@/components/content/cta-links';
import { PageHero } from '@/components/content/page-hero';
import { TestimonialsGrid } from '@/features/marketing/components/testimonials-grid';
import { TestimonialsStats } from '@/features/marketing/components/testimonials-stats';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/testimonials.json';
import es from '@/locales/es/testimonials.json';

registerNamespace('testimonials', { en, es });

/** /testimonials: success stories with four statistics and twelve verified testimonials (SPEC §2). */
export default function TestimonialsPage() {
  const { t } = useTranslation('testimonials');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} description={t('hero.description')} />
      <TestimonialsStats />
      <TestimonialsGrid />
      <CtaBand
        headingId="testimonials-cta-heading"
        title={t('cta.title')}
        description={t('cta.description')}
        note={t('cta.note')}
      >
        <FreeCaseReviewLink location="testimonials-cta">{t('cta.primary')}</FreeCaseReviewLink>
        <ApplicationFormLink location="testimonials-cta">{t('cta.secondary')}</ApplicationFormLink>
      </CtaBand>
    </>
  );
}
