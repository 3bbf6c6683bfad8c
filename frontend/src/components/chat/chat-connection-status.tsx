import { cn } from '@/components/ui/cn';
import type { ConnectionStatus } from '@/lib/chat/chat-connection';

const DOTS: Record<'dark' | 'light', Record<ConnectionStatus, string>> = {
  dark: { online: 'bg-green-400', connecting: 'bg-amber-300', offline: 'bg-red-400' },
  light: { online: 'bg-green-600', connecting: 'bg-amber-500', offline: 'bg-red-600' },
};

export type ChatConnectionStatusProps = {
  status: ConnectionStatus;
  /** "Connection", read before the state ("Connection: Online"). */
  label: string;
  /** The state in words. */
  text: string;
  /** The background it sits on: the widget's dark header, or the inbox's page. */
  on: 'dark' | 'light';
  className?: string;
};

/** The connection's state as a coloured dot and words, announced when it changes. */
export function ChatConnectionStatus({ status, label, text, on, className }: ChatConnectionStatusProps) {
  return (
    <p aria-live="polite" className={cn('flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn('inline-block rounded-full', on === 'dark' ? 'size-2' : 'size-2.5', DOTS[on][status])}
      />
      <span className="sr-only">{label}: </span>
      {text}
    </p>
  );
}
