import { useTranslation } from 'react-i18next';
import type { CaseRoomStep, CaseStatus, Locale } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { CheckIcon } from '@/components/ui/icons';
import { formatDay } from '../lib/format';

type StepState = 'done' | 'current' | 'upcoming';

export type CaseTimelineProps = {
  /** Every workflow step in order, with the date each was reached (null while ahead). */
  steps: readonly CaseRoomStep[];
  status: CaseStatus;
  locale: Locale;
};

/**
 * The SPEC §4 workflow as a vertical list in the client's words: steps behind with their dates,
 * the case's own step marked current (aria-current="step") with what happens next, steps ahead greyed.
 */
export function CaseTimeline({ steps, status, locale }: CaseTimelineProps) {
  const { t } = useTranslation('caseStatus');
  const currentIndex = steps.findIndex((step) => step.status === status);
  const stateOf = (index: number): StepState => {
    if (index === currentIndex) return 'current';
    return index < currentIndex ? 'done' : 'upcoming';
  };

  return (
    <ol aria-label={t('progressLabel')} className="flex flex-col">
      {steps.map((step, index) => {
        const state = stateOf(index);
        // The last step reached is a finished case, not work still going on.
        const finished = state === 'done' || (state === 'current' && index === steps.length - 1);
        return (
          <li
            key={step.status}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-10 bottom-0 left-[1.1875rem] w-0.5',
                  state === 'done' ? 'bg-brand-600' : 'bg-slate-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold',
                state === 'done' && 'bg-brand-600 text-white',
                state === 'current' && 'bg-accent-700 text-white ring-4 ring-accent-100',
                state === 'upcoming' && 'border-2 border-slate-300 bg-white text-slate-500',
              )}
            >
              {finished ? <CheckIcon className="size-5" /> : index + 1}
            </span>
            <div
              className={cn(
                'min-w-0 flex-1 pt-2',
                state === 'current' && '-mt-1 rounded-xl border border-accent-200 bg-accent-50 px-4 pt-3 pb-4',
              )}
            >
              <p className={cn('text-base', state === 'upcoming' ? 'text-slate-600' : 'font-semibold text-slate-900')}>
                {t(`steps.${step.status}`)}
                <span className="sr-only"> ({t(`state.${state}`)})</span>
              </p>
              {step.reachedAt && state !== 'upcoming' && (
                <p className="mt-0.5 text-sm text-slate-600">
                  <time dateTime={step.reachedAt}>{t('reachedOn', { date: formatDay(step.reachedAt, locale) })}</time>
                </p>
              )}
              {state === 'current' && (
                <div className="mt-3">
                  <p className="text-sm font-semibold tracking-wide text-accent-800 uppercase">{t('timeline.whatNext')}</p>
                  <p className="mt-1 text-base text-slate-800">{t(`now.${step.status}`)}</p>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
