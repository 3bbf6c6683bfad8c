import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX, type ChatSessionSummary } from '@reactivation/contracts';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatConnectionStatus } from '@/components/chat/chat-connection-status';
import { ChatLog } from '@/components/chat/chat-log';
import { ChatMessageItem, type ChatMessageTexts } from '@/components/chat/chat-message-item';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { chatErrorText } from '@/lib/chat/chat-error-text';
import { clearAdminToken, formatDateTime, formatNumber, getAdminToken } from '@/features/admin-shell';
import { StaffChatClient, type StaffChatState, type StaffChatStatus } from '../api/staff-chat-client';

const noSubscription = () => () => undefined;
const idle = (): StaffChatState | null => null;

/** The staff client of this visit of the inbox: connected on mount, closed on unmount. */
function useStaffChat(): { client: StaffChatClient | null; state: StaffChatState | null } {
  const [client, setClient] = useState<StaffChatClient | null>(null);
  useEffect(() => {
    const staffClient = new StaffChatClient({
      getToken: getAdminToken,
      // Only the token that was refused: another tab may have logged in again meanwhile.
      onUnauthorized: (token) => {
        if (getAdminToken() === token) clearAdminToken();
      },
    });
    setClient(staffClient);
    staffClient.start();
    return () => staffClient.dispose();
  }, []);
  const state = useSyncExternalStore(client ? client.subscribe : noSubscription, client ? client.getSnapshot : idle, idle);
  return { client, state };
}

/**
 * The staff inbox (SPEC §4 "Live chat", DESIGN §5): the conversations with their unread counts,
 * one conversation and a reply box. Two columns on wide screens; on a phone the list or the open
 * conversation. Its page (/admin/chat) is a chunk of its own: socket.io-client loads only there.
 */
export function ChatInbox() {
  const { t } = useTranslation('admin');
  const { client, state } = useStaffChat();
  const selected = state?.sessions?.find((session) => session.sessionId === state.selectedId) ?? null;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('chat.title')}</h1>
        {client && state && <ConnectionStatus status={state.status} onReconnect={() => client.reconnect()} />}
      </div>
      {!client || !state ? (
        <p role="status" className="px-4 py-10 text-center text-base text-slate-700">
          {t('chat.loading')}
        </p>
      ) : (
        <div className="grid min-h-[28rem] gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <SessionList client={client} state={state} className={state.selectedId ? 'hidden lg:flex' : 'flex'} />
          {state.selectedId ? (
            <ConversationPane key={state.selectedId} client={client} state={state} summary={selected} />
          ) : (
            <p className="hidden items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white p-6 text-base text-slate-600 lg:flex">
              {t('chat.conversation.choose')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function ConnectionStatus({ status, onReconnect }: { status: StaffChatStatus; onReconnect: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex items-center gap-3">
      <ChatConnectionStatus
        status={status}
        label={t('chat.status.label')}
        text={t(`chat.status.${status}`)}
        on="light"
        className="gap-2 text-sm text-slate-700"
      />
      {status === 'offline' && (
        <Button variant="outline" size="sm" onClick={onReconnect}>
          {t('chat.reconnect')}
        </Button>
      )}
    </div>
  );
}

function SessionList({ client, state, className }: { client: StaffChatClient; state: StaffChatState; className?: string }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { sessions } = state;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 flex-col rounded-xl border border-slate-200 bg-white', className)}
    >
      <h2 id={headingId} className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">
        {t('chat.list.title')}
      </h2>
      {sessions === null && !state.listError && (
        <p role="status" className="px-4 py-6 text-sm text-slate-700">
          {t('chat.list.loading')}
        </p>
      )}
      {state.listError && (
        <LoadFailure text={t('chat.list.error')} retryLabel={t('chat.list.retry')} onRetry={() => client.refreshList()} />
      )}
      {sessions && sessions.length === 0 && <p className="px-4 py-6 text-sm text-slate-700">{t('chat.list.empty')}</p>}
      {sessions && sessions.length > 0 && (
        <ul className="max-h-[70dvh] divide-y divide-slate-100 overflow-y-auto">
          {sessions.map((session) => (
            <li key={session.sessionId}>
              <SessionButton
                session={session}
                current={session.sessionId === state.selectedId}
                onOpen={() => client.open(session.sessionId)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionButton({ session, current, onOpen }: { session: ChatSessionSummary; current: boolean; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  const last = session.lastMessage;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={current || undefined}
      className={cn(
        'flex w-full min-w-0 flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50',
        current && 'bg-brand-50 hover:bg-brand-50',
      )}
    >
      <span className="flex w-full items-center justify-between gap-2">
        <span className={cn('truncate text-base text-slate-900', session.unread > 0 ? 'font-bold' : 'font-semibold')}>
          {session.customerName}
        </span>
        {session.unread > 0 && (
          <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-6 font-bold text-white">
            <span aria-hidden="true">{formatNumber(session.unread)}</span>
            <span className="sr-only">{t('chat.list.unread', { count: session.unread })}</span>
          </span>
        )}
      </span>
      <span className="truncate text-sm text-slate-700">
        {last ? `${last.isAdmin ? t('chat.list.staffPrefix') : ''}${last.text}` : t('chat.list.noMessages')}
      </span>
      <span className="text-xs text-slate-600">{formatDateTime(session.updatedAt)}</span>
    </button>
  );
}

function ConversationPane({
  client,
  state,
  summary,
}: {
  client: StaffChatClient;
  state: StaffChatState;
  summary: ChatSessionSummary | null;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const texts = useMessageTexts();
  const name = summary?.customerName ?? t('chat.conversation.visitor');

  // Opening a conversation moves the focus to it (the list is hidden on a phone).
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white">
      <header className="flex flex-col gap-1 border-b border-slate-200 px-4 py-3">
        <Button
          variant="ghost"
          size="sm"
          className="self-start !px-0 text-brand-700 lg:hidden"
          onClick={() => client.closeConversation()}
        >
          ← {t('chat.conversation.back')}
        </Button>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          {name}
        </h2>
        {summary && (
          <p className="flex flex-wrap gap-x-4 text-sm text-slate-700">
            <span>
              {t('chat.conversation.email')}:{' '}
              {summary.email ? (
                <a className="text-brand-700 underline underline-offset-2" href={`mailto:${summary.email}`}>
                  {summary.email}
                </a>
              ) : (
                t('chat.conversation.noEmail')
              )}
            </span>
            <span>
              {t('chat.conversation.locale')}: {t(`detail.locales.${summary.locale}`)}
            </span>
          </p>
        )}
      </header>
      {state.historyLoading && (
        <p role="status" className="px-4 py-3 text-sm text-slate-700">
          {t('chat.conversation.loading')}
        </p>
      )}
      {state.historyError && (
        <LoadFailure
          text={t('chat.conversation.error')}
          retryLabel={t('chat.conversation.retry')}
          onRetry={() => state.selectedId && client.open(state.selectedId)}
        />
      )}
      <ChatLog
        aria-label={t('chat.conversation.log', { name })}
        follow={[state.messages]}
        className="max-h-[60dvh] min-h-48 p-4"
        listClassName="space-y-3"
      >
        {state.messages.map((message) => (
          <ChatMessageItem
            key={message.key}
            message={message}
            mine={message.isAdmin}
            author={message.isAdmin ? (message.author ?? t('chat.conversation.staff')) : name}
            showAuthor
            texts={texts}
            onRetry={() => message.clientId && client.retry(message.clientId)}
          />
        ))}
      </ChatLog>
      {!state.historyLoading && !state.historyError && state.messages.length === 0 && (
        <p className="px-4 pb-3 text-sm text-slate-600">{t('chat.conversation.empty')}</p>
      )}
      <ReplyBox client={client} online={state.status === 'online'} />
    </section>
  );
}

/** A part of the inbox that did not load, and a way to ask again. */
function LoadFailure({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 px-4 py-3">
      <p className="text-sm text-red-900">{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** The inbox's words for a message's delivery (a server error as Russian text). */
function useMessageTexts(): ChatMessageTexts {
  const { t } = useTranslation('admin');
  const reason = useDescribeStaffError();
  const failed = (error: string) => t('chat.conversation.failed', { reason: reason(error) });
  return { sending: t('chat.conversation.sending'), failed, retry: t('chat.conversation.resend'), time: formatDateTime };
}

function ReplyBox({ client, online }: { client: StaffChatClient; online: boolean }) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const send = (draft: string) => {
    const result = client.send(draft);
    if (result === 'sent') return 'sent';
    if (result === 'tooLong') return { problem: t('chat.reply.tooLong', { max: formatNumber(CHAT_TEXT_MAX) }) };
    return 'kept';
  };
  return (
    <ChatComposer
      inputId={inputId}
      label={t('chat.reply.label')}
      visibleLabel
      placeholder={t('chat.reply.placeholder')}
      sendLabel={t('chat.reply.send')}
      hint={online ? t('chat.reply.hint') : t('chat.reply.offline')}
      canSend={online}
      maxLength={CHAT_TEXT_MAX}
      onSend={send}
      onDraftChange={(draft) => {
        if (draft.trim()) client.typing();
      }}
    />
  );
}

/** A server error as a Russian text: the message keys the chat answers with, else a general failure. */
function useDescribeStaffError(): (error: string) => string {
  const { t } = useTranslation('admin');
  const known: Record<string, string> = {
    'request.tooMany': t('chat.errors.tooMany'),
    'field.tooLong': t('chat.errors.tooLong'),
  };
  return (error: string) =>
    chatErrorText(error, { known: (key) => known[key], generic: t('chat.errors.generic'), plainText: false });
}
