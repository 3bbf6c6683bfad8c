import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NAME_MAX, CHAT_TEXT_MAX, initChatSchema, type MessageKey } from '@reactivation/contracts';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatConnectionStatus } from '@/components/chat/chat-connection-status';
import { ChatLog } from '@/components/chat/chat-log';
import { ChatMessageItem, ChatNote, type ChatMessageTexts } from '@/components/chat/chat-message-item';
import { ChatPanelFrame } from '@/components/chat/chat-panel-frame';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { chatErrorText } from '@/lib/chat/chat-error-text';
import type { ChatEntry } from '@/lib/chat/chat-messages';
import { ReplyTimeNotice } from '@/features/reply-times';
import { currentLanguage } from '@/lib/i18n';
import type { LiveChatClient } from '../lib/live-chat-client';
import { canSend, type LiveChatState } from '../lib/live-chat-state';

export type LiveChatPanelProps = {
  /** The panel's element id (the launcher's aria-controls). */
  id: string;
  client: LiveChatClient;
  /** Back to the canned assistant of the support widget. */
  onBack: () => void;
  onClose: () => void;
  className?: string;
};

/** The client's state, kept current. */
export function useLiveChatState(client: LiveChatClient): LiveChatState {
  return useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
}

/**
 * The live chat with a person (SPEC §4 "Live chat"): the name first, then the conversation. A
 * labelled region like the support widget's panel; the messages are a polite live log.
 */
export function LiveChatPanel({ id, client, onBack, onClose, className }: LiveChatPanelProps) {
  const { t } = useTranslation('liveChat');
  const state = useLiveChatState(client);
  const titleId = useId();

  // Unread replies count only while the conversation is not on screen.
  useEffect(() => {
    client.setVisible(true);
    return () => client.setVisible(false);
  }, [client]);

  const header = (
    <>
      {state.status === 'idle' ? (
        <p className="text-xs text-brand-100">{t('subtitle')}</p>
      ) : (
        <ChatConnectionStatus
          status={state.status}
          label={t('status.label')}
          text={t(`status.${state.status}`)}
          on="dark"
          className="gap-1.5 text-xs text-brand-100"
        />
      )}
      <button
        type="button"
        onClick={onBack}
        className="-mx-2 self-start rounded-md px-2 py-1 text-xs font-semibold text-white underline underline-offset-2 hover:bg-brand-800"
      >
        {t('backToAssistant')}
      </button>
    </>
  );
  return (
    <ChatPanelFrame id={id} titleId={titleId} title={t('title')} header={header} onClose={onClose} className={className}>
      <ReplyTimeNotice locale={currentLanguage()} className="mb-3 rounded-lg bg-slate-50 p-3" />
      {state.started ? (
        <Conversation client={client} state={state} panelId={id} />
      ) : (
        <StartForm client={client} state={state} panelId={id} />
      )}
    </ChatPanelFrame>
  );
}

/** A contract rule's message key for a value, or undefined when the value passes. */
function ruleError(schema: $ZodType, value: unknown): string | undefined {
  const result = safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function StartForm({ client, state, panelId }: { client: LiveChatClient; state: LiveChatState; panelId: string }) {
  const { t } = useTranslation('liveChat');
  const describe = useDescribeError();
  const [name, setName] = useState(state.customerName);
  const [email, setEmail] = useState(state.email ?? '');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nameKey = ruleError(initChatSchema.shape.customerName, name);
    const emailKey = email.trim() ? ruleError(initChatSchema.shape.email, email.trim()) : undefined;
    const next = {
      name: nameKey ? describe(nameKey === 'field.required' ? 'name.required' : nameKey) : undefined,
      email: emailKey ? describe(emailKey) : undefined,
    };
    setErrors(next);
    if (next.name) {
      nameRef.current?.focus();
      return;
    }
    if (next.email) return;
    client.start(name, email);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 overflow-y-auto p-4">
      <p className="text-sm text-slate-700">{t('start.intro')}</p>
      {state.startError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {t('start.refused', { reason: describe(state.startError) })}
        </p>
      )}
      <FormField id={`${panelId}-name`} label={t('start.name')} error={errors.name} required>
        {(control) => (
          <Input
            {...control}
            ref={nameRef}
            autoComplete="name"
            maxLength={CHAT_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${panelId}-email`} label={t('start.email')} hint={t('start.emailHint')} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit">{t('start.submit')}</Button>
    </form>
  );
}

function Conversation({ client, state, panelId }: { client: LiveChatClient; state: LiveChatState; panelId: string }) {
  const { t } = useTranslation('liveChat');
  const texts = useMessageTexts();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logLabelId = useId();
  const sendable = canSend(state);

  // Back from a sleeping phone: the page's focus may have been lost; it goes back to the message box.
  useEffect(() => {
    const refocus = () => {
      if (document.visibilityState === 'hidden') return;
      const active = document.activeElement;
      if (!active || active === document.body) inputRef.current?.focus();
    };
    document.addEventListener('visibilitychange', refocus);
    return () => document.removeEventListener('visibilitychange', refocus);
  }, []);

  const send = (draft: string) => {
    const result = client.send(draft);
    if (result === 'sent') return 'sent';
    if (result === 'tooLong') return { problem: t('composer.tooLong', { max: CHAT_TEXT_MAX.toLocaleString(currentLanguage()) }) };
    return 'kept';
  };

  return (
    <>
      <span id={logLabelId} className="sr-only">
        {t('conversation.label')}
      </span>
      <ChatLog aria-labelledby={logLabelId} follow={[state.messages, state.staffTyping]} className="p-3" listClassName="space-y-2">
        {state.greeting && <ChatNote author={t('conversation.staff')}>{state.greeting}</ChatNote>}
        {state.messages.map((message) => (
          <ChatMessageItem
            key={message.key}
            message={message}
            mine={!message.isAdmin}
            {...authorOf(message, t)}
            texts={texts}
            onRetry={sendable ? () => client.retry(message.clientId ?? '') : undefined}
          />
        ))}
      </ChatLog>
      {/* Always present: a live region must exist before its text changes to be announced. */}
      <p aria-live="polite" className={cn('px-3 text-xs text-slate-600 italic', state.staffTyping ? 'pb-1' : 'sr-only')}>
        {state.staffTyping ? t('conversation.typing') : ''}
      </p>
      {state.status === 'offline' && (
        <div className="flex items-center justify-between gap-2 border-t border-amber-200 bg-amber-50 px-3 py-2">
          <p className="text-xs text-amber-900">{t('composer.offline')}</p>
          <Button size="sm" variant="outline" onClick={() => client.reconnect()}>
            {t('composer.reconnect')}
          </Button>
        </div>
      )}
      <ChatComposer
        inputId={`${panelId}-message`}
        inputRef={inputRef}
        autoFocus
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        sendLabel={t('composer.send')}
        hint={t('composer.hint')}
        canSend={sendable}
        maxLength={CHAT_TEXT_MAX}
        onSend={send}
      />
    </>
  );
}

/**
 * Staff replies are "our team", never a staff member's name (the server sends none to visitors, and
 * one that did would still not be shown); the visitor's own are "You". Both for screen readers.
 */
function authorOf(message: ChatEntry, t: ReturnType<typeof useTranslation<'liveChat'>>['t']) {
  return { author: message.isAdmin ? t('conversation.staff') : t('conversation.you'), showAuthor: false };
}

/** The visitor's words for a message's delivery, with the time in the site's language. */
function useMessageTexts(): ChatMessageTexts {
  const { t } = useTranslation('liveChat');
  const reason = useDescribeError();
  const failed = (error: string) => t('conversation.failed', { reason: reason(error) });
  return { sending: t('conversation.sending'), failed, retry: t('conversation.retry'), time: timeOfDay };
}

function timeOfDay(timestamp: string): string | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleTimeString(currentLanguage(), { hour: 'numeric', minute: '2-digit' });
}

/**
 * The text for a server error: a contracts message key (such as request.tooMany) in the visitor's
 * language, a plain text as sent, and any other code as a general failure.
 */
function useDescribeError(): (error: string) => string {
  const { t, i18n } = useTranslation('liveChat');
  const { t: message } = useTranslation('validation');
  return (error: string) =>
    chatErrorText(error, {
      known: (key) => (i18n.exists(key, { ns: 'validation' }) ? message(key as MessageKey) : undefined),
      generic: t('errors.generic'),
      plainText: true,
    });
}
