import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextChannel } from '@reactivation/contracts';
import { TextConsentField } from '@/components/forms/text-consent-field';
import { Button } from '@/components/ui/button';
import { giveTextConsent, useTextConsent } from '../api/text-consent-api';

/**
 * Texts about the case (ADR 0035): a client who did not tick the box on the form can here. Unchecked
 * until they check it; saved with the words' version, then the room says texts are on.
 */
export function TextConsentPanel({ token }: { token: string }) {
  const { t } = useTranslation('textConsent');
  const { data, mutate } = useTextConsent(token);
  const [channel, setChannel] = useState<TextChannel | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  if (!data) return null;

  const save = async () => {
    if (!channel) return;
    setState('saving');
    try {
      await mutate(await giveTextConsent(token, channel), { revalidate: false });
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <section aria-labelledby="text-consent-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="text-consent-title" className="mb-3 text-lg font-semibold">
        {t('title')}
      </h2>
      {data.consented ? (
        <p role="status">{t('on')}</p>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextConsentField id="room-text-consent" value={channel} onChange={setChannel} disabled={state === 'saving'} />
          {state === 'failed' && <p role="alert">{t('failed')}</p>}
          <div>
            <Button type="submit" disabled={!channel} busy={state === 'saving'}>
              {t('save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
