import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_MESSAGE_MAX, type AdminApplication, type AdminCaseMessage } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/features/admin-shell';
import { sendClientMessage } from '../api/case-room';
import { useCaseFileSend } from '../hooks/use-case-file-send';
import { MacroPicker } from './macro-picker';

export type CaseMessagesPanelProps = { application: AdminApplication; statusUrl: string; messages: readonly AdminCaseMessage[] };

/** The messages with the client in their case room, and a reply (which a saved reply can fill). */
export function CaseMessagesPanel({ application, statusUrl, messages }: CaseMessagesPanelProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const applicationId = application.id;
  const [body, setBody] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const { busy, error, setError, send } = useCaseFileSend();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = body.trim();
    if (!text || busy) return;
    if (await send('Sending a case message', () => sendClientMessage(applicationId, text), t('caseMessages.sent'))) setBody('');
  };

  return (
    <div className="flex flex-col gap-4">
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">{t('caseMessages.empty')}</p>
      ) : (
        <ol aria-label={t('caseMessages.thread')} className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {messages.map((message) => {
            const fromClient = message.author === 'client';
            return (
              <li
                key={message.id}
                data-author={message.author}
                className={cn('max-w-[85%] rounded-lg p-3', fromClient ? 'self-start bg-slate-100' : 'self-end bg-brand-50')}
              >
                <p className="text-xs font-semibold text-slate-700">
                  {fromClient ? t('caseMessages.client') : (message.staffName ?? t('caseMessages.staff'))}
                  {' · '}
                  <time dateTime={message.sentAt} className="font-normal">
                    {formatDateTime(message.sentAt)}
                  </time>
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{message.body}</p>
              </li>
            );
          })}
        </ol>
      )}
      <MacroPicker
        application={application}
        statusUrl={statusUrl}
        onInsert={(text) => {
          setBody(text.slice(0, CASE_MESSAGE_MAX));
          if (error) setError(null);
          box.current?.focus();
        }}
      />
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-busy={busy}>
        <FormField id={`${id}-reply`} label={t('caseMessages.label')} hint={t('caseMessages.hint')} error={error ?? undefined}>
          {(control) => (
            <Textarea
              {...control}
              ref={box}
              rows={3}
              maxLength={CASE_MESSAGE_MAX}
              value={body}
              onChange={(event) => {
                setBody(event.target.value);
                if (error) setError(null);
              }}
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary" size="sm" busy={busy} disabled={!body.trim()} className="self-start">
          {busy ? t('caseMessages.sending') : t('caseMessages.send')}
        </Button>
      </form>
    </div>
  );
}
