import type { TextChannel } from '@reactivation/contracts';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/text-consent.json';
import es from '@/locales/es/text-consent.json';

// Its words load with the forms and the case room that show the box, not with every page's first load.
registerNamespace('textConsent', { en, es });

interface Props {
  id: string;
  /** The channel chosen, or null while the box is unchecked (it always starts so). */
  value: TextChannel | null;
  onChange: (channel: TextChannel | null) => void;
  disabled?: boolean;
}

const CHANNELS: readonly TextChannel[] = ['sms', 'whatsapp'];

/**
 * The text-message consent box (ADR 0035), on both intake forms and in the case room: unchecked by
 * default, its words from the locale files (`text-consent.json`'s `label`, versioned by contracts'
 * TEXT_CONSENT_VERSION); once checked, SMS or WhatsApp.
 */
export function TextConsentField({ id, value, onChange, disabled }: Props) {
  const { t } = useTranslation('textConsent');
  return (
    <div className="text-sm sm:col-span-2">
      <label htmlFor={id} className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0"
          checked={value !== null}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked ? 'sms' : null)}
        />
        <span>{t('label')}</span>
      </label>
      {value !== null && (
        <fieldset className="ml-6 mt-2 flex gap-4" disabled={disabled}>
          <legend className="sr-only">{t('channel')}</legend>
          {CHANNELS.map((channel) => (
            <label key={channel} className="flex items-center gap-1">
              <input type="radio" name={`${id}-channel`} value={channel} checked={value === channel} onChange={() => onChange(channel)} />
              {t(channel)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
