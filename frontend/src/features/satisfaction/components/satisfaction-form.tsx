import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SATISFACTION_COMMENT_MAX, type SatisfactionView } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { sendSatisfaction, useSatisfaction } from '../api/satisfaction';

const SCORES = [1, 2, 3, 4, 5] as const;

function Message({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'good' | 'bad' }) {
  return (
    <div
      role={tone === 'bad' ? 'alert' : 'status'}
      className={cn(
        'rounded-2xl p-5 text-lg',
        tone === 'good' ? 'bg-emerald-50 text-emerald-900' : tone === 'bad' ? 'bg-red-50 text-red-900' : 'bg-slate-50 text-slate-800',
      )}
    >
      {children}
    </div>
  );
}

/** The score buttons, the optional comment and the one send. The score from the e-mail's tap (`?score=N`) comes chosen. */
function AskForm({ token, view, initialScore, onAnswered }: { token: string; view: SatisfactionView; initialScore: number | null; onAnswered: (score: number) => void }) {
  const { t } = useTranslation('satisfaction');
  const id = useId();
  const [score, setScore] = useState<number | null>(initialScore);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (score === null) {
      setProblem(t('chooseScore'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await sendSatisfaction(token, comment.trim() ? { score, comment: comment.trim() } : { score });
      onAnswered(answer.score);
    } catch (error) {
      // A second answer (another tab, another tap) is refused with the server's own clear words.
      setProblem(error instanceof ApiError ? (error.status === 409 ? (error.body?.message ?? t('failed')) : t('failed')) : t('offline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} className="flex flex-col gap-6">
      <p className="text-lg text-slate-700">{t('intro', { caseNumber: view.caseNumber })}</p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('scoreLegend')}</legend>
        <div className="grid grid-cols-5 gap-2 sm:gap-3">
          {SCORES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={score === value}
              aria-label={t(`scores.${value}`)}
              onClick={() => {
                setScore(value);
                setProblem(null);
              }}
              className={cn(
                'flex h-14 items-center justify-center rounded-xl text-2xl font-bold ring-1 transition-colors sm:h-16',
                score === value ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-slate-300 hover:bg-brand-50',
              )}
            >
              {value}
            </button>
          ))}
        </div>
        <div className="flex justify-between text-sm text-slate-600" aria-hidden="true">
          <span>{t('low')}</span>
          <span>{t('high')}</span>
        </div>
      </fieldset>
      <FormField id={`${id}-comment`} label={t('comment')} hint={t('commentHint')}>
        {(control) => (
          <Textarea {...control} rows={4} maxLength={SATISFACTION_COMMENT_MAX} value={comment} onChange={(event) => setComment(event.target.value)} />
        )}
      </FormField>
      {problem && <Message tone="bad">{problem}</Message>}
      <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? t('sending') : t('send')}
      </Button>
    </form>
  );
}

/**
 * /feedback/:token, from the closing e-mail: the one-tap question about our work. Opening it records
 * nothing; the answer is sent by the button, once per case.
 */
export function SatisfactionPage({ token, initialScore }: { token: string; initialScore: number | null }) {
  const { t } = useTranslation('satisfaction');
  const { data, error, mutate, isValidating } = useSatisfaction(token);
  const [answered, setAnswered] = useState<number | null>(null);

  let body: ReactNode;
  if (answered !== null) {
    body = (
      <Message tone="good">
        <p className="font-semibold">{t('thanks')}</p>
        <p>{t('thanksScore', { score: answered })}</p>
      </Message>
    );
  } else if (data?.answer) {
    body = <Message>{t('already', { score: data.answer.score })}</Message>;
  } else if (data) {
    body = <AskForm token={token} view={data} initialScore={initialScore} onAnswered={setAnswered} />;
  } else if (error instanceof ApiError && error.status === 404) {
    body = <Message tone="bad">{t('invalid')}</Message>;
  } else if (error && !isValidating) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Message tone="bad">{error instanceof ApiError ? t('failed') : t('offline')}</Message>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <p role="status" className="py-10 text-center text-lg text-slate-700">
        {t('loading')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
      {body}
    </div>
  );
}
