import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export type ChatPanelFrameProps = {
  id: string;
  /** The heading's id: names the panel, and may name its log too. */
  titleId: string;
  title: string;
  /** Under the title in the header: a subtitle, the connection's state, a way back. */
  header?: ReactNode;
  /** Escape closes the panel. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * The floating chat panel of the public pages (the automatic answers and the live chat): a region
 * named by its title, over the page's corner, never taller than the screen leaves room for.
 */
export function ChatPanelFrame({ id, titleId, title, header, onClose, className, children }: ChatPanelFrameProps) {
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
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        {header}
      </header>
      {children}
    </section>
  );
}
