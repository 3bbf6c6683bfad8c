import { useTranslation } from 'react-i18next';
import { CaseReviewWizard } from '@/features/intake/components/case-review-wizard';
import { ReviewTrustPanel, ReviewUrgencyBanner } from '@/features/intake/components/review-page-panels';

/** /free-case-review: the wizard with its urgency banner and trust panel (SPEC §2). */
export default function FreeCaseReviewPage() {
  const { t } = useTranslation('intake');
  return (
    <>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <header className="mb-8 max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('caseReview.title')}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('caseReview.subtitle')}</p>
        </header>
        <ReviewUrgencyBanner />
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <CaseReviewWizard />
          <ReviewTrustPanel />
        </div>
      </div>
    </>
  );
}
