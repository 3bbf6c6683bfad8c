import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { OverlaysConfig } from '@/config/overlays';
import { track } from '@/lib/analytics';
import { formatClock, useDailyCountdown } from '../hooks/use-daily-countdown';
import { useDailyDismissal } from '../hooks/use-daily-dismissal';

export type UrgencyBannerProps = { config: OverlaysConfig['urgencyBanner'] };

/** The strip above the header: free-review call to action and the time left today, hidden for the day once dismissed. */
export function UrgencyBanner({ config }: UrgencyBannerProps) {
  const { dismissed, dismiss } = useDailyDismissal(config.storageKey);
  if (dismissed) return null;
  return <BannerContent config={config} onDismiss={dismiss} />;
}

function BannerContent({ config, onDismiss }: UrgencyBannerProps & { onDismiss: () => void }) {
  const { t } = useTranslation('overlays');
  const seconds = useDailyCountdown(config.countdownSeconds, config.tickMs);
  return (
    <section aria-label={t('urgencyBanner.label')} className="bg-brand-950 text-white">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2 text-sm sm:items-center sm:px-6 lg:px-8">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1">
          <p className="min-w-0">
            {t('urgencyBanner.message')}
            {/* Phones get the short version, so the strip does not push the page far down. */}
            <span className="hidden sm:inline"> {t('urgencyBanner.messageDetail')}</span>
          </p>
          <p className="flex items-center gap-2 whitespace-nowrap">
            <span className="text-slate-300">{t('urgencyBanner.countdownLabel')}</span>
            {/* Until the browser knows its clock, a placeholder of the same width holds the place. */}
            <time
              data-testid="urgency-countdown"
              dateTime={seconds === null ? undefined : `PT${seconds}S`}
              aria-hidden={seconds === null || undefined}
              className={`rounded bg-white/10 px-1.5 py-0.5 font-mono font-semibold tabular-nums ${seconds === null ? 'invisible' : ''}`}
            >
              {seconds === null ? '00:00:00' : formatClock(seconds)}
            </time>
          </p>
          <Link
            to={paths.freeCaseReview.getHref()}
            onClick={() => track('cta_click', { cta: 'urgency_banner' })}
            className="rounded-sm font-semibold text-accent-200 underline underline-offset-4 hover:text-white [--focus-ring:var(--color-accent-300)]"
          >
            {t('urgencyBanner.cta')}
          </Link>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('urgencyBanner.dismiss')}
          title={t('urgencyBanner.dismiss')}
          className="-my-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-300 hover:bg-white/10 hover:text-white [--focus-ring:var(--color-accent-300)]"
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}
