import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { appealChangeRequestInputSchema, CASE_MESSAGE_MAX, type ClientAppealLetter, type Locale } from '@reactivation/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { appealLetterPdfUrl, approveAppealLetter, getAppealLetter, requestAppealChange } from '../api/appeal-letter-api';
import { formatCount, formatDay, newClientKey } from '../lib/format';

type Letter = NonNullable<ClientAppealLetter['letter']>;

export type AppealLetterProps = {
  token: string;
  locale: Locale;
  /** A change request became a message on the case: the room reads its messages again. */
  onMessagePosted: () => void;
};

/**
 * The final appeal letter in the client's case room: what it says in plain words (their language),
 * the letter itself (English, as the platform reads it), its PDF, and their answer: approve it, or
 * ask for a change. Nothing shows while staff are still drafting.
 */
export function AppealLetter({ token, locale, onMessagePosted }: AppealLetterProps) {
  const { t } = useTranslation('caseStatus');
  const { data, mutate } = useSWR(['/api/case-status', token, 'appeal-letter'], () => getAppealLetter(token));
  const letter = data?.letter;
  if (!letter) return null;
  const update = (next: ClientAppealLetter) => void mutate(next, { revalidate: false });

  return (
    <section aria-labelledby="appeal-letter-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="appeal-letter-title" className="text-xl font-bold text-slate-900">
        {t('letter.title')}
      </h2>
      <p className="mt-2 text-base text-slate-700">{t('letter.intro')}</p>
      <div className="mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4">
        <h3 className="text-base font-semibold text-slate-900">{t('letter.summaryTitle')}</h3>
        <p className="mt-2 text-base text-slate-800" data-testid="appeal-summary">
          {letter.summary[locale]}
        </p>
      </div>
      <details className="mt-5 rounded-xl border border-slate-200">
        <summary className="cursor-pointer px-4 py-3 text-base font-semibold text-brand-700">{t('letter.show')}</summary>
        <div lang="en" className="max-h-96 overflow-y-auto border-t border-slate-200 px-4 py-3 text-sm whitespace-pre-wrap text-slate-800">
          {letter.body}
        </div>
        <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-600">{t('letter.englishNote')}</p>
      </details>
      <a href={appealLetterPdfUrl(token)} download className={buttonClasses({ variant: 'outline', className: 'mt-4 w-full sm:w-auto' })}>
        {t('letter.download')}
      </a>
      <LetterAnswer token={token} locale={locale} letter={letter} onUpdated={update} onMessagePosted={onMessagePosted} />
    </section>
  );
}

function LetterAnswer({
  token,
  locale,
  letter,
  onUpdated,
  onMessagePosted,
}: {
  token: string;
  locale: Locale;
  letter: Letter;
  onUpdated: (next: ClientAppealLetter) => void;
  onMessagePosted: () => void;
}) {
  const { t } = useTranslation('caseStatus');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState(false);

  if (letter.filedOn) {
    return <Status tone="done">{t('letter.filed', { date: formatDay(letter.filedOn, locale) })}</Status>;
  }
  if (letter.approvedAt) {
    return <Status tone="done">{t('letter.approved', { date: formatDay(letter.approvedAt, locale) })}</Status>;
  }

  const approve = async () => {
    setBusy(true);
    setFailed(false);
    try {
      onUpdated(await approveAppealLetter(token, letter.version));
    } catch (error) {
      console.error('Approving the appeal letter failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      {letter.changeRequestedAt && <Status tone="waiting">{t('letter.changeRequested')}</Status>}
      <p className="mt-3 text-base text-slate-800">{t('letter.question')}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" busy={busy} onClick={() => void approve()} className="w-full sm:w-auto">
          {busy ? t('letter.approving') : t('letter.approve')}
        </Button>
        {!asking && (
          <Button variant="outline" size="lg" onClick={() => setAsking(true)} className="w-full sm:w-auto">
            {t('letter.askChange')}
          </Button>
        )}
      </div>
      {failed && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {t('letter.failed')}
        </p>
      )}
      {asking && (
        <ChangeRequestForm
          token={token}
          locale={locale}
          version={letter.version}
          onSent={(next) => {
            setAsking(false);
            onUpdated(next);
            onMessagePosted();
          }}
        />
      )}
    </div>
  );
}

const bodyRule = appealChangeRequestInputSchema.shape.body;

function ChangeRequestForm({
  token,
  locale,
  version,
  onSent,
}: {
  token: string;
  locale: Locale;
  version: number;
  onSent: (next: ClientAppealLetter) => void;
}) {
  const { t } = useTranslation('caseStatus');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The same text keeps its key, so a retry after a lost answer posts one message.
  const pending = useRef<{ body: string; clientKey: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = z.safeParse(bodyRule, text);
    if (!checked.success) {
      const tooLong = checked.error.issues.some((issue) => issue.message === 'field.tooLong');
      setError(tooLong ? t('messages.errors.tooLong', { max: formatCount(CASE_MESSAGE_MAX, locale) }) : t('letter.changeRequired'));
      return;
    }
    if (pending.current?.body !== checked.data) pending.current = { body: checked.data, clientKey: newClientKey() };
    setBusy(true);
    setError(undefined);
    try {
      onSent(await requestAppealChange(token, { version, ...pending.current }));
      pending.current = null;
    } catch (failure) {
      console.error('Asking for a change to the appeal letter failed', failure);
      setError((failure instanceof ApiError && failure.fieldErrors.body) || t('letter.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="mt-4 flex flex-col gap-3">
      <FormField id={`${id}-change`} label={t('letter.changeLabel')} hint={t('letter.changeHint')} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={CASE_MESSAGE_MAX}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(undefined);
            }}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" size="lg" busy={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? t('messages.sending') : t('letter.sendChange')}
      </Button>
    </form>
  );
}

function Status({ tone, children }: { tone: 'done' | 'waiting'; children: string }) {
  return (
    <p
      role="status"
      className={
        tone === 'done'
          ? 'mt-6 rounded-xl bg-green-50 px-4 py-3 text-base font-semibold text-green-900'
          : 'rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-900'
      }
    >
      {children}
    </p>
  );
}
