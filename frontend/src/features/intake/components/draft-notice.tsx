import { useTranslation } from 'react-i18next';
import type { DraftState } from '../hooks/use-draft-autosave';

export type DraftResume = { kind: 'restored' } | { kind: 'expired' } | { kind: 'notFound' } | { kind: 'failed' };

/** What became of a link from the resume e-mail: the answers are back, or why they are not. */
export function DraftResumeMessage({ resume, days }: { resume: DraftResume; days: number }) {
  const { t } = useTranslation('intake');
  if (resume.kind === 'restored') {
    return (
      <p role="status" className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {t('application.draft.restored')}
      </p>
    );
  }
  return (
    <div role="alert" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{t(`application.draft.${resume.kind}Title`)}</p>
      <p className="mt-1">{t(`application.draft.${resume.kind}`, { days })}</p>
    </div>
  );
}

type NoticeProps = {
  state: DraftState;
  days: number;
  onTurnOff: () => void;
};

/**
 * What the form does with the visitor's answers, said where they type them: saved as they go, one
 * e-mail with a link back if they leave, deleted after `days`, documents never kept; and a way to
 * say no.
 */
export function DraftNotice({ state, days, onTurnOff }: NoticeProps) {
  const { t } = useTranslation('intake');
  return (
    <p className="mt-6 text-sm text-slate-600">
      {state === 'off' ? t('application.draft.off') : t('application.draft.notice', { days })}{' '}
      {state !== 'off' && (
        <button type="button" className="font-medium text-brand-800 underline underline-offset-2" onClick={onTurnOff}>
          {t('application.draft.turnOff')}
        </button>
      )}
    </p>
  );
}
