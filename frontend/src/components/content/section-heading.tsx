import { cn } from '@/components/ui/cn';

export type SectionHeadingProps = {
  /** The id a section's aria-labelledby points at. */
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  className?: string;
};

/** The small label, h2 and lead paragraph that open each home section. */
export function SectionHeading({ id, eyebrow, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg text-pretty text-slate-600">{description}</p>}
    </div>
  );
}
