import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, REFUND_NOTE_MAX, REFUND_REASONS, type RefundReason } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { randomUuid } from '@/lib/random-uuid';
import { useRefreshCases } from '@/features/admin-shell';
import { refundCase } from '../api/money';
import { dollarsText, parseRefundAmount, type RefundAmountError } from '../lib/refund-amount';
import { refundErrorOf } from '../lib/refund-error';

export type RefundFormProps = {
  applicationId: string;
  caseNumber: string;
  /** Cents that can still be refunded. */
  refundable: number;
  currency: string;
  cardLast4: string | null;
};

type FieldErrors = { amount?: RefundAmountError; reason?: true; note?: true };

/** What staff confirm: the refund as it will be sent, with the token that makes it happen once. */
type Confirmation = { amount: number; reason: RefundReason; note: string; confirmationToken: string };

/**
 * Staff's refund: the amount (all that is left, or part of it), a reason from the API's short list
 * and a note, then a confirmation step. The confirmation token is made when that step opens and kept
 * through retries of it, so a double click, a lost answer or a second press refunds once.
 */
export function RefundForm({ applicationId, caseNumber, refundable, currency, cardLast4 }: RefundFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const refresh = useRefreshCases();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The panel's forms keep their fields in state (react-hook-form stays out of the staff chunks).
  const [full, setFull] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const money = (cents: number) => formatAmount(cents, currency);


  const close = () => {
    setOpen(false);
    setConfirmation(null);
    setFailure(null);
    setFull(true);
    setAmount('');
    setReason('');
    setNote('');
    setErrors({});
  };

  /** Checks the fields; when they hold, opens the confirmation with a new token. */
  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // "All that is left" is read as it stands now: after a refund, or one another staff member made meanwhile.
    const parsed = parseRefundAmount(full ? dollarsText(refundable) : amount, refundable);
    const found: FieldErrors = {
      ...('error' in parsed ? { amount: parsed.error } : {}),
      ...(reason ? {} : { reason: true as const }),
      ...(note.trim().length > REFUND_NOTE_MAX ? { note: true as const } : {}),
    };
    setErrors(found);
    if ('error' in parsed || !reason || found.note) return;
    setFailure(null);
    setConfirmation({ amount: parsed.cents, reason, note: note.trim(), confirmationToken: randomUuid() });
  };

  const confirm = async (pending: Confirmation) => {
    setBusy(true);
    setFailure(null);
    try {
      const { refund } = await refundCase(applicationId, { ...pending, note: pending.note || undefined });
      toast({ title: t('money.refundForm.success', { amount: money(refund.amount) }), variant: 'success' });
      close();
    } catch (error) {
      console.error('Refund failed', error);
      if (error instanceof ApiError && error.status === 401) return;
      const refusal = refundErrorOf(error);
      setFailure(t(`money.refundForm.errors.${refusal.kind}`, { amount: money(refusal.refundable ?? 0) }));
      // A used confirmation cannot be sent again: back to the form, which makes a new one.
      if (refusal.kind === 'tokenReused') setConfirmation(null);
    } finally {
      setBusy(false);
    }
    await refresh(caseNumber);
  };

  const failureNote = failure && (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
      {failure}
    </p>
  );

  if (refundable <= 0) {
    // A refusal stays in view when what was left is gone meanwhile (another staff member refunded it).
    return (
      <div className="flex flex-col gap-2">
        {failureNote}
        <p className="text-sm text-slate-700">{t('money.refundForm.nothingLeft')}</p>
      </div>
    );
  }

  if (!open) {
    return (
      <Button variant="danger" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {t('money.refundForm.open')}
      </Button>
    );
  }

  if (confirmation) {
    return (
      <div role="group" aria-labelledby={`${id}-confirm`} className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50/40 p-3">
        <h3 id={`${id}-confirm`} className="text-base font-semibold text-slate-900">
          {t('money.refundForm.confirmTitle')}
        </h3>
        <dl className="grid gap-1 text-sm text-slate-800">
          <div>
            <dt className="inline font-medium">{t('money.refundForm.amountLabel')}: </dt>
            <dd className="inline">{money(confirmation.amount)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t('money.refundForm.reason')}: </dt>
            <dd className="inline">{t(`money.refundReasons.${confirmation.reason}`)}</dd>
          </div>
          {confirmation.note && (
            <div>
              <dt className="inline font-medium">{t('money.refundForm.noteLabel')}: </dt>
              <dd className="inline break-words whitespace-pre-wrap">{confirmation.note}</dd>
            </div>
          )}
        </dl>
        <p className="text-sm text-slate-700">
          {cardLast4 ? t('money.refundForm.toCard', { last4: cardLast4 }) : t('money.refundForm.toCardUnknown')}{' '}
          {t('money.refundForm.final')}
        </p>
        {failureNote}
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" size="sm" busy={busy} onClick={() => void confirm(confirmation)}>
            {busy ? t('money.refundForm.confirming') : t('money.refundForm.confirm', { amount: money(confirmation.amount) })}
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirmation(null)}>
            {t('money.refundForm.back')}
          </Button>
        </div>
      </div>
    );
  }

  const amountError = errors.amount && t(`money.refundForm.amountErrors.${errors.amount}`, { amount: money(refundable) });

  return (
    <form
      noValidate
      onSubmit={review}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-900">
        <input type="checkbox" className="size-5 accent-brand-700" checked={full} onChange={(event) => setFull(event.target.checked)} />
        {t('money.refundForm.full')} ({money(refundable)})
      </label>
      <FormField id={`${id}-amount`} label={t('money.refundForm.amount')} hint={t('money.refundForm.amountHint', { amount: money(refundable) })} error={full ? undefined : amountError}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            disabled={full}
            value={full ? dollarsText(refundable) : amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </FormField>
      <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined} className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('money.refundForm.reason')}</legend>
        {REFUND_REASONS.map((choice) => (
          <label key={choice} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={choice}
              name={`${id}-reason`}
              className="size-4 accent-brand-700"
              checked={reason === choice}
              onChange={() => setReason(choice)}
            />
            {t(`money.refundReasons.${choice}`)}
          </label>
        ))}
        <p id={`${id}-reason-error`} aria-live="polite" className={errors.reason ? 'text-sm font-medium text-red-700' : 'sr-only'}>
          {errors.reason ? t('money.refundForm.reasonRequired') : ''}
        </p>
      </fieldset>
      <FormField
        id={`${id}-note`}
        label={t('money.refundForm.note')}
        error={errors.note ? t('money.refundForm.noteTooLong', { max: REFUND_NOTE_MAX }) : undefined}
      >
        {(control) => (
          <Textarea {...control} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        )}
      </FormField>
      {failureNote}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" size="sm">
          {t('money.refundForm.next')}
        </Button>
        <Button variant="outline" size="sm" onClick={close}>
          {t('money.refundForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
