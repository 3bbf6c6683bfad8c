import { useTranslation } from 'react-i18next';
import { CASE_STATUSES, type CaseStatus } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { CheckIcon } from '@/components/ui/icons';

type StepState = 'done' | 'current' | 'upcoming';

/**
 * The SPEC §4 workflow as six steps in the client's words, the case's own step marked current
 * (aria-current="step"); a completed case has every step done.
 */
export function CaseStepper({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('caseStatus');
  const currentIndex = CASE_STATUSES.indexOf(status);
  const stateOf = (index: number): StepState => {
    if (index < currentIndex || status === 'completed') return 'done';
    return index === currentIndex ? 'current' : 'upcoming';
  };

  return (
    <ol aria-label={t('progressLabel')} className="flex flex-col gap-0">
      {CASE_STATUSES.map((step, index) => {
        const state = stateOf(index);
        const isCurrent = step === status;
        return (
          <li key={step} aria-current={isCurrent ? 'step' : undefined} className="relative flex gap-4 pb-6 last:pb-0">
            {index < CASE_STATUSES.length - 1 && (
              <span
                aria-hidden="true"
                className={cn('absolute top-10 bottom-0 left-[1.1875rem] w-0.5', index < currentIndex || status === 'completed' ? 'bg-brand-600' : 'bg-slate-200')}
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
              {state === 'done' ? <CheckIcon className="size-5" /> : index + 1}
            </span>
            <div className="min-w-0 pt-2">
              <p className={cn('text-base', state === 'upcoming' ? 'text-slate-600' : 'font-semibold text-slate-900')}>
                {t(`steps.${step}`)}
                <span className="sr-only">
                  {' '}
                  ({t(`state.${isCurrent ? 'current' : state}`)})
                </span>
              </p>
              {isCurrent && <p className="mt-1 text-base text-slate-700">{t(`now.${step}`)}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
