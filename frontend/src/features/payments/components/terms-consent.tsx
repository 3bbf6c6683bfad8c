import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';

export type TermsConsentProps = {
  /** The server recorded the acceptance: the box stays ticked (it cannot be taken back here). */
  accepted: boolean;
  /** The acceptance is on its way to the server. */
  recording: boolean;
  /** The visitor tried to pay without ticking (SPEC §8: "You must accept the terms and conditions to continue."). */
  required: boolean;
  /** The server could not record it. */
  failed: boolean;
  onAccept: () => void;
};

/**
 * The terms box of the payment pages: ticking it records the acceptance of the service agreement on
 * the server (ESIGN consent included, said under the box), and only then does the payment start.
 */
export function TermsConsent({ accepted, recording, required, failed, onAccept }: TermsConsentProps) {
  const { t } = useTranslation('payment');
  const id = useId();
  const message = required ? t('terms.required') : failed ? t('terms.failed') : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={accepted || recording}
          disabled={accepted || recording}
          onCheckedChange={(checked) => {
            if (checked) onAccept();
          }}
          invalid={Boolean(message)}
          aria-describedby={message ? `${id}-error ${id}-consent` : `${id}-consent`}
          className="mt-0.5"
        />
        <Label htmlFor={id}>{t('terms.label')}</Label>
      </div>
      <p id={`${id}-consent`} className="ml-8 text-sm text-slate-600">
        {t('terms.consent')}
      </p>
      <a
        href={paths.termsConditions.getHref()}
        target="_blank"
        rel="noopener noreferrer"
        className="ml-8 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {t('terms.link')} <span className="sr-only">{t('terms.newTab')}</span>
      </a>
      {recording && (
        <p role="status" className="ml-8 text-sm text-slate-700">
          {t('terms.recording')}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="ml-8 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
