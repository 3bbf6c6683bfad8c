import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * SPEC §3 "Chat": one message of the support widget. Bot messages carry which canned text they
 * are rather than the text itself, so they follow a language switch.
 */
export type BotText = 'greeting' | 'reply';
export type ChatMessage = { id: string; timestamp: Date } & (
  | { isBot: true; text: BotText }
  | { isBot: false; text: string }
);

let nextId = 0;
const newId = () => `chat-${(nextId += 1)}`;

/**
 * The public support widget's conversation: a greeting, then each visitor message answered
 * with the canned reply after `replyDelayMs`. Nothing leaves the browser (SPEC §4 "Support widget").
 */
export function useSupportChat(replyDelayMs: number) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: newId(), text: 'greeting', isBot: true, timestamp: new Date() },
  ]);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (!trimmed) return false;
      setMessages((current) => [...current, { id: newId(), text: trimmed, isBot: false, timestamp: new Date() }]);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        setMessages((current) => [...current, { id: newId(), text: 'reply', isBot: true, timestamp: new Date() }]);
      }, replyDelayMs);
      timers.current.add(timer);
      return true;
    },
    [replyDelayMs],
  );

  return { messages, send };
}
