import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** One titled part of the case detail; its heading names it for screen readers. */
export function DetailSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('min-w-0 rounded-xl border border-slate-200 p-4', className)}>
      <h3 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
