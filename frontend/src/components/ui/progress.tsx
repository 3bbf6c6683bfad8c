import { Progress as RadixProgress } from 'radix-ui';
import { cn } from './cn';

export type ProgressProps = {
  /** 0-100; values outside are clamped. */
  value: number;
  /** Accessible name of the bar, e.g. "Application progress". */
  label: string;
  /** Spoken instead of the percentage, e.g. "Step 2 of 3". */
  valueText?: string;
  className?: string;
};

export function Progress({ value, label, valueText, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <RadixProgress.Root
      value={clamped}
      max={100}
      aria-label={label}
      getValueLabel={(current) => valueText ?? `${Math.round(current)}%`}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <RadixProgress.Indicator
        className="h-full w-full rounded-full bg-brand-600 transition-transform duration-300 motion-reduce:transition-none"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </RadixProgress.Root>
  );
}
