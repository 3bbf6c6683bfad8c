import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlaysConfig } from '@/config/overlays';
import { siteConfig } from '@/config/site';
import { hasStoredLiveChat } from '@/features/live-chat/lib/live-chat-storage';
import { useFormFieldFocused } from '../hooks/use-form-field-focus';
import { useLiveChatLoader, useLiveChatUnread, type LiveChatLoader } from '../hooks/use-live-chat-loader';
import { useSupportChat } from '../hooks/use-support-chat';
import { ENTER_MOTION } from './motion';
import { OPEN_SUPPORT_WIDGET_EVENT } from './support-widget-events';
import { CloseIcon } from './urgency-banner';

export type SupportWidgetProps = { config: OverlaysConfig['supportWidget'] };

/** Which conversation the panel shows: the canned assistant, or the live chat with a person. */
type WidgetMode = 'bot' | 'live';

/**
 * The floating chat button, bottom right, and its panel. The assistant's answers are canned and
 * nothing is sent anywhere (SPEC §4 "Support widget"); the reply says so. "Talk to a person"
 * switches the panel to the live chat (SPEC §4 "Live chat"), whose code loads only then. A visitor
 * with a live conversation under way gets it when opening the widget, and the launcher counts the
 * staff replies that came while it was closed. Steps aside while a page form field is in use.
 */
export function SupportWidget({ config }: SupportWidgetProps) {
  const { t } = useTranslation('overlays');
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<WidgetMode>(() => (hasStoredLiveChat() ? 'live' : 'bot'));
  const rootRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const typingElsewhere = useFormFieldFocused(rootRef);
  const panelId = useId();
  const liveChat = useLiveChatLoader(open && mode === 'live');
  const unread = useLiveChatUnread(liveChat.loaded?.client ?? null);
  const showUnread = !open && unread > 0;

  useEffect(() => {
    const openFromPage = () => setOpen(true);
    window.addEventListener(OPEN_SUPPORT_WIDGET_EVENT, openFromPage);
    return () => window.removeEventListener(OPEN_SUPPORT_WIDGET_EVENT, openFromPage);
  }, []);

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  return (
    <div ref={rootRef} hidden={typingElsewhere} className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {open && mode === 'bot' && (
        <ChatPanel id={panelId} replyDelayMs={config.replyDelayMs} onClose={close} onTalkToPerson={() => setMode('live')} />
      )}
      {open && mode === 'live' && (
        <LivePanel id={panelId} liveChat={liveChat} onBack={() => setMode('bot')} onClose={close} />
      )}
      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={
          open ? t('supportWidget.close') : showUnread ? t('supportWidget.openUnread', { count: unread }) : t('supportWidget.open')
        }
        onClick={() => setOpen((current) => !current)}
        className="relative inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        {showUnread && (
          <span
            aria-hidden="true"
            data-testid="live-chat-unread"
            className="absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-6 font-bold text-white ring-2 ring-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
    </div>
  );
}

type ChatPanelProps = { id: string; replyDelayMs: number; onClose: () => void; onTalkToPerson: () => void };

function ChatPanel({ id, replyDelayMs, onClose, onTalkToPerson }: ChatPanelProps) {
  const { t } = useTranslation('overlays');
  const { messages, send } = useSupportChat(replyDelayMs);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const hintId = useId();

  useEffect(() => inputRef.current?.focus(), []);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send(draft)) setDraft('');
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
      className={`flex max-h-[min(32rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl ${ENTER_MOTION}`}
    >
      <header className="bg-brand-700 px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {t('supportWidget.title')}
        </h2>
        <p className="text-xs text-brand-100">{t('supportWidget.subtitle')}</p>
      </header>
      <div className="border-b border-slate-200 px-3 py-2">
        <button
          type="button"
          onClick={onTalkToPerson}
          className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <PersonIcon />
          {t('supportWidget.talkToPerson')}
        </button>
      </div>
      <ol ref={logRef} role="log" aria-live="polite" aria-labelledby={titleId} className="flex-1 space-y-2 overflow-y-auto p-3">
        {messages.map((message) => (
          <li key={message.id} className={message.isBot ? 'flex justify-start' : 'flex justify-end'}>
            <p
              className={`max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap ${
                message.isBot ? 'bg-slate-100 text-slate-800' : 'bg-brand-700 text-white'
              }`}
            >
              <span className="sr-only">{t(message.isBot ? 'supportWidget.bot' : 'supportWidget.you')}: </span>
              {message.isBot
                ? t(`supportWidget.${message.text}`, { email: siteConfig.supportEmail, phone: siteConfig.supportPhone })
                : message.text}
            </p>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="border-t border-slate-200 p-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('supportWidget.inputLabel')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            ref={inputRef}
            id={`${id}-input`}
            rows={2}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onInputKeyDown}
            placeholder={t('supportWidget.placeholder')}
            aria-describedby={hintId}
            className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
          />
          <button
            type="submit"
            disabled={!draft.trim()}
            className="h-11 rounded-lg bg-accent-700 px-3 text-sm font-semibold text-white hover:bg-accent-800 disabled:opacity-60"
          >
            {t('supportWidget.send')}
          </button>
        </div>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t('supportWidget.hint')}
        </p>
      </form>
    </section>
  );
}

type LivePanelProps = { id: string; liveChat: LiveChatLoader; onBack: () => void; onClose: () => void };

/** The live chat once its code has arrived; until then (or if it cannot load) a short notice. */
function LivePanel({ id, liveChat, onBack, onClose }: LivePanelProps) {
  const { t } = useTranslation('overlays');
  const titleId = useId();
  const { loaded, failed, retry } = liveChat;
  if (loaded) {
    const { LiveChatPanel } = loaded.module;
    return <LiveChatPanel id={id} client={loaded.client} onBack={onBack} onClose={onClose} className={ENTER_MOTION} />;
  }
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className={`flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl ${ENTER_MOTION}`}
    >
      <header className="bg-brand-700 px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {t('supportWidget.liveTitle')}
        </h2>
      </header>
      <div className="flex flex-col items-start gap-3 p-4">
        <p role={failed ? 'alert' : 'status'} className="text-sm text-slate-700">
          {t(failed ? 'supportWidget.liveFailed' : 'supportWidget.liveLoading')}
        </p>
        <div className="flex flex-wrap gap-2">
          {failed && (
            <button
              type="button"
              onClick={retry}
              className="h-11 rounded-lg bg-accent-700 px-3 text-sm font-semibold text-white hover:bg-accent-800"
            >
              {t('supportWidget.liveRetry')}
            </button>
          )}
          <button
            type="button"
            onClick={onBack}
            className="h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('supportWidget.backToAssistant')}
          </button>
        </div>
      </div>
    </section>
  );
}

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
