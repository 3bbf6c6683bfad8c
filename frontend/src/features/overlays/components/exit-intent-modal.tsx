import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import type { OverlaysConfig } from '@/config/overlays';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { formatMinutes } from '../hooks/use-daily-countdown';
import { useCountdown } from '../hooks/use-countdown';
import { useExitIntent } from '../hooks/use-exit-intent';
import { useFormFieldFocused } from '../hooks/use-form-field-focus';

export type ExitIntentModalProps = { config: OverlaysConfig['exitIntent'] };

const POINTS = ['free', 'reply', 'noGuarantee'] as const;

/** The free-review offer shown once per session when a desktop visitor heads for the tabs; it closes itself after its countdown. */
export function ExitIntentModal({ config }: ExitIntentModalProps) {
  const { t } = useTranslation('overlays');
  const typing = useFormFieldFocused();
  const { open, close } = useExitIntent(config, typing);
  const secondsLeft = useCountdown(config.countdownSeconds, open, close);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent title={t('exitIntent.title')} description={t('exitIntent.description')}>
        <ul className="space-y-2 text-sm text-slate-700">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-brand-600">
                <path d="M8 13.6L4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
              </svg>
              <span>{t(`exitIntent.points.${point}`)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600" data-testid="exit-intent-countdown">
          {t('exitIntent.closesIn', { time: formatMinutes(secondsLeft) })}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">{t('exitIntent.decline')}</Button>
          </DialogClose>
          <Button asChild>
            <Link
              to={paths.freeCaseReview.getHref()}
              onClick={() => {
                track('cta_click', { cta: 'exit_intent' });
                close();
              }}
            >
              {t('exitIntent.cta')}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
