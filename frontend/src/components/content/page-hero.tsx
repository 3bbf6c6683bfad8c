import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export type PageHeroProps = {
  title: string;
  eyebrow?: string;
  description?: string;
  /** Calls to action (buttons or links), laid out in a row from the small breakpoint up. */
  children?: ReactNode;
  /** The id of the h1, which the section's aria-labelledby points at. */
  headingId?: string;
  className?: string;
};

/** The opening band of a content page: the page's one h1, a lead paragraph and optional buttons. */
export function PageHero({ title, eyebrow, description, children, headingId = 'page-title', className }: PageHeroProps) {
  return (
    <section aria-labelledby={headingId} className={cn('bg-gradient-to-b from-brand-50 via-white to-white', className)}>
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16 lg:px-8">
        {eyebrow && (
          <p className="mb-5 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{eyebrow}</p>
        )}
        <h1 id={headingId} className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {description && <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600">{description}</p>}
        {children && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
      </div>
    </section>
  );
}
