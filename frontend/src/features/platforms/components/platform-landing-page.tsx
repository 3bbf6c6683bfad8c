import { useTranslation } from 'react-i18next';
import { CtaBand } from '@/components/content/cta-band';
import { ApplicationFormLink, FreeCaseReviewLink } from '@/components/content/cta-links';
import { platformPages, type PlatformPage, type PlatformSlug } from '../data/platform-pages';
import { PlatformHero } from './platform-hero';
import { PlatformPrepareSection } from './platform-prepare-section';
import { PlatformReasonsSection } from './platform-reasons-section';
import { PlatformStepsSection } from './platform-steps-section';

export type PlatformLandingPageProps = { platform: PlatformSlug };

/**
 * One platform's landing page (SPEC §2): hero with its success rate, common deactivation reasons,
 * the 3 steps, what to prepare, and a closing call to action. The route modules register the
 * platforms namespace.
 */
export function PlatformLandingPage({ platform }: PlatformLandingPageProps) {
  const { t } = useTranslation('platforms');
  const page: PlatformPage = platformPages[platform];
  const platformName = t(`pages.${page.key}.name`);
  return (
    <>
      <PlatformHero page={page} platformName={platformName} />
      <PlatformReasonsSection page={page} platformName={platformName} />
      <PlatformStepsSection platformName={platformName} />
      <PlatformPrepareSection page={page} platformName={platformName} />
      <CtaBand
        headingId="platform-closing-heading"
        title={t('closing.title', { platform: platformName })}
        description={t('closing.description')}
        note={t('closing.disclaimer')}
      >
        <FreeCaseReviewLink location={`platform-closing-${page.key}`}>{t('closing.review')}</FreeCaseReviewLink>
        <ApplicationFormLink location={`platform-closing-${page.key}`}>{t('closing.form')}</ApplicationFormLink>
      </CtaBand>
    </>
  );
}
