import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatLog } from '@/components/chat/chat-log';
import { ChatNote } from '@/components/chat/chat-message-item';
import { ChatPanelFrame } from '@/components/chat/chat-panel-frame';
import { Button } from '@/components/ui/button';
import type { OverlaysConfig } from '@/config/overlays';
import { supportContacts } from '@/lib/support-contacts';
import { hasStoredLiveChat, useLiveChatLoader, useLiveChatUnread, type LiveChatLoader } from '@/features/live-chat';
import { useFormFieldFocused } from '../hooks/use-form-field-focus';
import { useSupportChat } from '../hooks/use-support-chat';
import { useTakesTaps } from '../hooks/use-takes-taps';
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
  // The launcher comes back when focus leaves a field, which a press on a page button does: it may
  // reappear under that very finger (and it first appears when the first tap loads this code).
  const takesTaps = useTakesTaps(!typingElsewhere);
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
    <div
      ref={rootRef}
      hidden={typingElsewhere}
      className={`fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 ${takesTaps ? '' : 'pointer-events-none'}`}
    >
      {open && mode === 'bot' && (
        <ChatPanel id={panelId} replyDelayMs={config.replyDelayMs} onClose={close} onTalkToPerson={() => setMode('live')} />
      )}
      {open && mode === 'live' && <LivePanel id={panelId} liveChat={liveChat} onBack={() => setMode('bot')} onClose={close} />}
      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={
          open
            ? t('supportWidget.close')
            : showUnread
              ? t('supportWidget.openUnread', { count: unread })
              : t('supportWidget.open')
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
  const titleId = useId();
  const subtitle = <p className="text-xs text-brand-100">{t('supportWidget.subtitle')}</p>;

  return (
    <ChatPanelFrame
      id={id}
      titleId={titleId}
      title={t('supportWidget.title')}
      header={subtitle}
      onClose={onClose}
      className={ENTER_MOTION}
    >
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
      <ChatLog aria-labelledby={titleId} follow={[messages]} className="p-3" listClassName="space-y-2">
        {messages.map((message) => (
          <ChatNote key={message.id} mine={!message.isBot} author={t(message.isBot ? 'supportWidget.bot' : 'supportWidget.you')}>
            {message.isBot
              ? t(`supportWidget.${message.text}`, { email: supportContacts().email, phone: supportContacts().phone })
              : message.text}
          </ChatNote>
        ))}
      </ChatLog>
      <ChatComposer
        inputId={`${id}-input`}
        autoFocus
        label={t('supportWidget.inputLabel')}
        placeholder={t('supportWidget.placeholder')}
        sendLabel={t('supportWidget.send')}
        hint={t('supportWidget.hint')}
        canSend
        onSend={(draft) => (send(draft) ? 'sent' : 'kept')}
      />
    </ChatPanelFrame>
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
    <ChatPanelFrame id={id} titleId={titleId} title={t('supportWidget.liveTitle')} onClose={onClose} className={ENTER_MOTION}>
      <div className="flex flex-col items-start gap-3 p-4">
        <p role={failed ? 'alert' : 'status'} className="text-sm text-slate-700">
          {t(failed ? 'supportWidget.liveFailed' : 'supportWidget.liveLoading')}
        </p>
        <div className="flex flex-wrap gap-2">
          {failed && <Button onClick={retry}>{t('supportWidget.liveRetry')}</Button>}
          <Button variant="outline" onClick={onBack}>
            {t('supportWidget.backToAssistant')}
          </Button>
        </div>
      </div>
    </ChatPanelFrame>
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
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
