import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CASE_MESSAGE_MAX, caseMessageInputSchema, type CaseMessage, type Locale } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { sendCaseMessage } from '../api/case-room-api';
import { formatCount, newClientKey } from '../lib/format';

/** The body's rule from the shared schema; the clientKey is the form's own business. */
const messageFormSchema = z.object({ body: caseMessageInputSchema.shape.body });
type MessageFormInput = z.input<typeof messageFormSchema>;
type MessageFormValues = z.output<typeof messageFormSchema>;

/** Errors the server sent are already in the client's language; the schema's are message keys. */
const SERVER_ERROR = 'server';
const MESSAGE_KEYS: Readonly<Record<string, 'messages.errors.required' | 'messages.errors.tooLong'>> = {
  'field.required': 'messages.errors.required',
  'field.tooLong': 'messages.errors.tooLong',
};

export type CaseMessageFormProps = { token: string; locale: Locale; onSent: (message: CaseMessage) => void };

/** Writes to the case's team. A retry of the same text carries the same clientKey, so it lands once. */
export function CaseMessageForm({ token, locale, onSent }: CaseMessageFormProps) {
  const { t } = useTranslation('caseStatus');
  const pending = useRef<{ body: string; clientKey: string } | null>(null);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const form = useForm<MessageFormInput, unknown, MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const bodyError = (() => {
    const error = errors.body;
    if (!error?.message) return undefined;
    if (error.type === SERVER_ERROR) return error.message;
    const key = MESSAGE_KEYS[error.message];
    return key ? t(key, { max: formatCount(CASE_MESSAGE_MAX, locale) }) : t('messages.failed');
  })();

  const send = async ({ body }: MessageFormValues) => {
    if (pending.current?.body !== body) pending.current = { body, clientKey: newClientKey() };
    setOutcome(null);
    try {
      const message = await sendCaseMessage(token, pending.current);
      pending.current = null;
      form.reset({ body: '' });
      setOutcome('sent');
      onSent(message);
    } catch (error) {
      console.error('Sending a case message failed', error);
      const serverText = error instanceof ApiError ? error.fieldErrors.body : undefined;
      if (serverText) {
        form.setError('body', { type: SERVER_ERROR, message: serverText }, { shouldFocus: true });
        return;
      }
      setOutcome('failed');
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-busy={isSubmitting}
      className="mt-6 flex flex-col gap-3"
    >
      <FormField
        id="case-message-body"
        label={t('messages.label')}
        hint={t('messages.hint', { max: formatCount(CASE_MESSAGE_MAX, locale) })}
        error={bodyError}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={CASE_MESSAGE_MAX}
            {...form.register('body', {
              onChange: () => {
                if (form.getFieldState('body').error) form.clearErrors('body');
              },
            })}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" busy={isSubmitting} className="w-full sm:w-auto sm:self-start">
        {isSubmitting ? t('messages.sending') : t('messages.send')}
      </Button>
      <p role="status" className={outcome === 'sent' ? 'text-sm font-medium text-green-800' : 'sr-only'}>
        {outcome === 'sent' ? t('messages.sent') : ''}
      </p>
      {outcome === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('messages.failed')}
        </p>
      )}
    </form>
  );
}
