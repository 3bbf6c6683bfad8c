import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlaysConfig } from '@/config/overlays';
import { siteConfig } from '@/config/site';
import { useFormFieldFocused } from '../hooks/use-form-field-focus';
import { useSupportChat } from '../hooks/use-support-chat';
import { ENTER_MOTION } from './motion';
import { OPEN_SUPPORT_WIDGET_EVENT } from './support-widget-events';
import { CloseIcon } from './urgency-banner';

export type SupportWidgetProps = { config: OverlaysConfig['supportWidget'] };

/**
 * The floating chat button, bottom right, and its panel. Answers are canned and nothing is
 * sent anywhere (SPEC §4); the reply says so. Steps aside while a page form field is in use.
 */
export function SupportWidget({ config }: SupportWidgetProps) {
  const { t } = useTranslation('overlays');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const typingElsewhere = useFormFieldFocused(rootRef);
  const panelId = useId();

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
      {open && <ChatPanel id={panelId} replyDelayMs={config.replyDelayMs} onClose={close} />}
      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t(open ? 'supportWidget.close' : 'supportWidget.open')}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}

function ChatPanel({ id, replyDelayMs, onClose }: { id: string; replyDelayMs: number; onClose: () => void }) {
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
      <ol ref={logRef} role="log" aria-labelledby={titleId} className="flex-1 space-y-2 overflow-y-auto p-3">
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
