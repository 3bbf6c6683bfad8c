import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { OverlaysConfig } from '@/config/overlays';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { useFormFieldFocused } from '../hooks/use-form-field-focus';
import { useScrollPopup } from '../hooks/use-scroll-popup';
import { useTakesTaps } from '../hooks/use-takes-taps';
import { ENTER_MOTION } from './motion';
import { openSupportWidget } from './support-widget-events';
import { CloseIcon } from './urgency-banner';

export type HelpPopupProps = { config: OverlaysConfig['helpPopup']; chatAvailable: boolean };

/**
 * A small non-modal card, bottom right, after the visitor has read half the page. It never
 * takes focus on its own and stays away while a form field is in use. On phones it sits higher,
 * above the social-proof card that then spans the same width.
 */
export function HelpPopup({ config, chatAvailable }: HelpPopupProps) {
  const { t } = useTranslation('overlays');
  const { open, dismiss } = useScrollPopup(config);
  const typing = useFormFieldFocused();
  const titleId = useId();
  const bodyId = useId();
  // It appears on a timer, maybe under a finger already pressing a button of the page.
  const takesTaps = useTakesTaps(open && !typing);
  if (!open || typing) return null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={closeOnEscape}
      className={`fixed right-4 bottom-40 z-40 sm:bottom-24 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-xl ${ENTER_MOTION} ${takesTaps ? '' : 'pointer-events-none'}`}
    >
      <div className="flex items-start gap-2">
        <h2 id={titleId} className="flex-1 text-base font-semibold text-slate-900">
          {t('helpPopup.title')}
        </h2>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('helpPopup.dismiss')}
          className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon />
        </button>
      </div>
      <p id={bodyId} className="mt-1 text-sm leading-6 text-slate-600">
        {t('helpPopup.body')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link
            to={paths.freeCaseReview.getHref()}
            onClick={() => {
              track('cta_click', { cta: 'help_popup' });
              dismiss();
            }}
          >
            {t('helpPopup.cta')}
          </Link>
        </Button>
        {chatAvailable && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              dismiss();
              openSupportWidget();
            }}
          >
            {t('helpPopup.chat')}
          </Button>
        )}
      </div>
    </div>
  );
}
