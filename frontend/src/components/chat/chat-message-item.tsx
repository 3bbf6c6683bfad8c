import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { ChatEntry } from '@/lib/chat/chat-messages';

export type ChatBubbleProps = {
  /** This side's own message: on the right, in the brand colour. */
  mine: boolean;
  author: string;
  /** Shown above the text; otherwise read out only ("You: …"). */
  showAuthor: boolean;
  faded?: boolean;
  children: ReactNode;
};

/** One message's bubble: who wrote it, then the text as written (line breaks kept). */
export function ChatBubble({ mine, author, showAuthor, faded = false, children }: ChatBubbleProps) {
  return (
    <div
      className={cn(
        'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
        mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
        faded && 'opacity-70',
      )}
    >
      <p className={showAuthor ? cn('text-xs font-semibold', mine ? 'text-brand-100' : 'text-slate-600') : 'sr-only'}>
        {author}
        <span className="sr-only">: </span>
      </p>
      <p>{children}</p>
    </div>
  );
}

/** A list item of ChatLog for a bubble with nothing under it (a greeting, an automatic answer). */
export function ChatNote({ mine = false, ...bubble }: Omit<ChatBubbleProps, 'mine' | 'showAuthor'> & { mine?: boolean }) {
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <ChatBubble mine={mine} showAuthor={false} {...bubble} />
    </li>
  );
}

/** What a message says about its delivery, in the reader's language. */
export type ChatMessageTexts = {
  sending: string;
  /** "Not sent: …" for a message the server refused, given its error as sent (a message key or a text). */
  failed: (error: string) => string;
  retry: string;
  /** When a stored message was written, as this side shows times; null shows none. */
  time: (timestamp: string) => string | null;
};

export type ChatMessageItemProps = Omit<ChatBubbleProps, 'children' | 'faded'> & {
  message: ChatEntry;
  texts: ChatMessageTexts;
  /** Offered for a refused message; without it (no connection) the message just says it was not sent. */
  onRetry?: () => void;
};

/** A message in a conversation with its delivery state: the time once stored, "sending", or "not sent" with a retry. */
export function ChatMessageItem({ message, texts, onRetry, ...bubble }: ChatMessageItemProps) {
  const time = message.state === 'sent' ? texts.time(message.timestamp) : null;
  return (
    <li className={cn('flex flex-col', bubble.mine ? 'items-end' : 'items-start')}>
      <ChatBubble {...bubble} faded={message.state === 'failed'}>
        {message.text}
      </ChatBubble>
      <p className="mt-0.5 text-xs text-slate-600">
        {message.state === 'sending' && texts.sending}
        {time !== null && <time dateTime={message.timestamp}>{time}</time>}
        {message.state === 'failed' && <span className="text-red-700">{texts.failed(message.error ?? '')}</span>}
      </p>
      {message.state === 'failed' && onRetry && (
        <Button size="sm" variant="ghost" className="text-brand-700" onClick={onRetry}>
          {texts.retry}
        </Button>
      )}
    </li>
  );
}
