import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export type ChatLogProps = {
  children: ReactNode;
  /** Values whose change brings the newest message into view (the messages, say). */
  follow: readonly unknown[];
  /** The scrolling area's size and padding. */
  className?: string;
  /** The space between messages. */
  listClassName?: string;
} & ({ 'aria-labelledby': string } | { 'aria-label': string });

/**
 * A conversation's messages: a polite live log (new messages are read out), kept scrolled to the
 * newest one. The log wraps the list rather than being it, so the messages stay list items for
 * assistive technology. Its children are list items (ChatMessageItem, ChatNote).
 */
export function ChatLog({ children, follow, className, listClassName, ...name }: ChatLogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const log = ref.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, follow);
  return (
    <div ref={ref} role="log" aria-live="polite" {...name} className={cn('flex-1 overflow-y-auto', className)}>
      <ol className={listClassName}>{children}</ol>
    </div>
  );
}
