import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** One titled part of a case's page; its heading (under the page's h1) names it for screen readers. */
export function DetailSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm', className)}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
