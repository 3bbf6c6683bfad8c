import { useTranslation } from 'react-i18next';

const URGENCY_FACTS = ['cases', 'satisfaction', 'success', 'slots', 'response'] as const;
const TRUST_POINTS = ['experience', 'speed', 'free', 'private'] as const;

/** The review page's figures (SPEC §9: free-case-review page claims). */
export function ReviewUrgencyBanner() {
  const { t } = useTranslation('intake');
  return (
    <section aria-label={t('caseReview.urgency.label')} className="rounded-xl bg-brand-900 px-4 py-3 text-white">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
        {URGENCY_FACTS.map((fact) => (
          <li key={fact} className={fact === 'slots' ? 'text-accent-200' : undefined}>
            {t(`caseReview.urgency.${fact}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why a visitor can trust the review with their details (SPEC §9: trust panel). */
export function ReviewTrustPanel() {
  const { t } = useTranslation('intake');
  return (
    <aside aria-labelledby="review-trust-title" className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="review-trust-title" className="text-lg font-bold text-slate-900">
        {t('caseReview.trust.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-slate-700">
        {TRUST_POINTS.map((point) => (
          <li key={point} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {t(`caseReview.trust.${point}`)}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t('caseReview.trust.disclaimer')}</p>
    </aside>
  );
}
