import type { ReactNode } from 'react';

export type CtaBandProps = {
  /** The id of the h2, which the section's aria-labelledby points at. */
  headingId: string;
  title: string;
  eyebrow?: string;
  description?: string;
  /** Calls to action (buttons or links). */
  children?: ReactNode;
  /** Small print under the buttons. */
  note?: string;
};

/** A dark closing band that invites the visitor to act; its h2 sits at section level. */
export function CtaBand({ headingId, title, eyebrow, description, children, note }: CtaBandProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="bg-brand-900 py-16 text-white [--focus-ring:var(--color-accent-300)] sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-accent-200 uppercase">{eyebrow}</p>}
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {description && <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">{description}</p>}
        {children && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
        {note && <p className="mx-auto mt-6 max-w-2xl text-sm text-brand-200">{note}</p>}
      </div>
    </section>
  );
}
