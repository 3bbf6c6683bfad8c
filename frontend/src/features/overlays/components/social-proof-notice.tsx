import { useTranslation } from 'react-i18next';
import type { OverlaysConfig } from '@/config/overlays';
import { useFormFieldFocused } from '../hooks/use-form-field-focus';
import { useSocialProofCycle } from '../hooks/use-social-proof-cycle';
import { useTakesTaps } from '../hooks/use-takes-taps';
import { ENTER_MOTION } from './motion';
import { CloseIcon } from './urgency-banner';

/** The five sample entries of SPEC §4, labelled on screen as illustrative examples. */
export const SOCIAL_PROOF_ENTRIES = ['maria', 'james', 'ana', 'david', 'luis'] as const;

export type SocialProofNoticeProps = {
  config: OverlaysConfig['socialProof'];
  random?: () => number;
};

/** A small card, bottom left, rotating through example outcomes; skipped while a form field is in use. */
export function SocialProofNotice({ config, random }: SocialProofNoticeProps) {
  const { t } = useTranslation('overlays');
  const typing = useFormFieldFocused();
  const { visible, index, dismiss } = useSocialProofCycle({ ...config, count: SOCIAL_PROOF_ENTRIES.length, random });
  const entry = SOCIAL_PROOF_ENTRIES[index] ?? SOCIAL_PROOF_ENTRIES[0];
  const shown = visible && !typing;
  // It appears on a timer, maybe under a finger already pressing a button of the page.
  const takesTaps = useTakesTaps(shown);

  return (
    // The live region stays in the page so screen readers hear each notice when it appears.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 left-4 z-30 w-[min(20rem,calc(100vw-6rem))]"
    >
      {shown && (
        <div
          data-testid="social-proof"
          className={`${takesTaps ? 'pointer-events-auto' : ''} flex items-start gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg ${ENTER_MOTION}`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('socialProof.label')}</p>
            <p className="mt-0.5 text-sm font-medium text-slate-900">{t(`socialProof.entries.${entry}`)}</p>
            <p className="mt-1 text-xs text-slate-600">{t('socialProof.disclaimer')}</p>
          </div>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('socialProof.dismiss')}
            className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
