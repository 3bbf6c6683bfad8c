import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NAME_MAX, CHAT_TEXT_MAX, initChatSchema, type MessageKey } from '@reactivation/contracts';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { currentLanguage } from '@/lib/i18n';
import { canSend, type LiveChatClient, type LiveChatState, type LiveChatStatus } from '../lib/live-chat-client';
import type { ChatEntry } from '../lib/messages';

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

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
      className={cn(
        'flex max-h-[min(34rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl',
        className,
      )}
    >
      <header className="flex flex-col gap-1 bg-brand-700 px-4 py-3 text-white">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold">
            {t('title')}
          </h2>
          {state.status === 'idle' ? (
            <p className="text-xs text-brand-100">{t('subtitle')}</p>
          ) : (
            <StatusIndicator status={state.status} />
          )}
        </div>
        <button
          type="button"
          onClick={onBack}
          className="-mx-2 self-start rounded-md px-2 py-1 text-xs font-semibold text-white underline underline-offset-2 hover:bg-brand-800"
        >
          {t('backToAssistant')}
        </button>
      </header>
      {state.started ? <Conversation client={client} state={state} panelId={id} /> : <StartForm client={client} state={state} panelId={id} />}
    </section>
  );
}

function StatusIndicator({ status }: { status: Exclude<LiveChatStatus, 'idle'> }) {
  const { t } = useTranslation('liveChat');
  const dot = { online: 'bg-green-400', connecting: 'bg-amber-300', offline: 'bg-red-400' }[status];
  return (
    <p aria-live="polite" className="mt-0.5 flex items-center gap-1.5 text-xs text-brand-100">
      <span aria-hidden="true" className={cn('inline-block size-2 rounded-full', dot)} />
      <span className="sr-only">{t('status.label')}: </span>
      {t(`status.${status}`)}
    </p>
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
          <Input {...control} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        )}
      </FormField>
      <Button type="submit">{t('start.submit')}</Button>
    </form>
  );
}

function Conversation({ client, state, panelId }: { client: LiveChatClient; state: LiveChatState; panelId: string }) {
  const { t } = useTranslation('liveChat');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const problemId = useId();
  const logLabelId = useId();
  const sendable = canSend(state);

  useEffect(() => inputRef.current?.focus(), []);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages, state.staffTyping]);

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

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const result = client.send(draft);
    if (result === 'sent') {
      setDraft('');
      setProblem(null);
    } else if (result === 'tooLong') {
      setProblem(t('composer.tooLong', { max: CHAT_TEXT_MAX.toLocaleString(currentLanguage()) }));
    }
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <>
      <span id={logLabelId} className="sr-only">
        {t('conversation.label')}
      </span>
      <ol
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-labelledby={logLabelId}
        className="flex-1 space-y-2 overflow-y-auto p-3"
      >
        {state.greeting && (
          <li className="flex justify-start">
            <p className="max-w-[85%] rounded-lg bg-slate-100 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800">
              <span className="sr-only">{t('conversation.staff')}: </span>
              {state.greeting}
            </p>
          </li>
        )}
        {state.messages.map((message) => (
          <MessageItem key={message.key} message={message} onRetry={sendable ? () => client.retry(message.clientId ?? '') : undefined} />
        ))}
      </ol>
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
      <form onSubmit={submit} className="border-t border-slate-200 p-3">
        <label htmlFor={`${panelId}-message`} className="sr-only">
          {t('composer.label')}
        </label>
        <div className="flex items-end gap-2">
          {/* Never disabled: a disabled box would lose the focus whenever the connection drops. */}
          <textarea
            ref={inputRef}
            id={`${panelId}-message`}
            rows={2}
            value={draft}
            maxLength={CHAT_TEXT_MAX}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onInputKeyDown}
            placeholder={t('composer.placeholder')}
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
          />
          <button
            type="submit"
            disabled={!sendable || !draft.trim()}
            className="h-11 rounded-lg bg-accent-700 px-3 text-sm font-semibold text-white hover:bg-accent-800 disabled:opacity-60"
          >
            {t('composer.send')}
          </button>
        </div>
        <p id={problemId} aria-live="polite" className={cn('mt-1 text-xs font-medium text-red-700', !problem && 'sr-only')}>
          {problem}
        </p>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t('composer.hint')}
        </p>
      </form>
    </>
  );
}

function MessageItem({ message, onRetry }: { message: ChatEntry; onRetry?: () => void }) {
  const { t } = useTranslation('liveChat');
  const describe = useDescribeError();
  const who = message.isAdmin
    ? message.author
      ? t('conversation.staffNamed', { name: message.author })
      : t('conversation.staff')
    : t('conversation.you');
  return (
    <li className={message.isAdmin ? 'flex flex-col items-start' : 'flex flex-col items-end'}>
      <p
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
          message.isAdmin ? 'bg-slate-100 text-slate-800' : 'bg-brand-700 text-white',
          message.state === 'failed' && 'opacity-70',
        )}
      >
        <span className={message.isAdmin && message.author ? 'block text-xs font-semibold text-slate-600' : 'sr-only'}>
          {who}
          <span className="sr-only">: </span>
        </span>
        {message.text}
      </p>
      <p className="mt-0.5 text-xs text-slate-600">
        {message.state === 'sending' && t('conversation.sending')}
        {message.state === 'sent' && <MessageTime timestamp={message.timestamp} />}
        {message.state === 'failed' && (
          <span className="text-red-700">{t('conversation.failed', { reason: describe(message.error ?? '') })}</span>
        )}
      </p>
      {message.state === 'failed' && onRetry && (
        <Button size="sm" variant="ghost" className="text-brand-700" onClick={onRetry}>
          {t('conversation.retry')}
        </Button>
      )}
    </li>
  );
}

function MessageTime({ timestamp }: { timestamp: string }) {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={timestamp}>{date.toLocaleTimeString(currentLanguage(), { hour: 'numeric', minute: '2-digit' })}</time>;
}

/**
 * The text for a server error: a contracts message key (such as request.tooMany) in the visitor's
 * language, a plain text as sent, and any other code as a general failure.
 */
function useDescribeError(): (error: string) => string {
  const { t, i18n } = useTranslation('liveChat');
  const { t: message } = useTranslation('validation');
  return (error: string) => {
    if (error && i18n.exists(error, { ns: 'validation' })) return message(error as MessageKey);
    if (!error || /^[\w.:-]+$/.test(error)) return t('errors.generic');
    return error;
  };
}
