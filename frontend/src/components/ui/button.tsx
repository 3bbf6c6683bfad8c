import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap no-underline ' +
  'transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

// White on accent-700 and brand-700 meets WCAG AA (see index.css); accent is the call-to-action colour.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800 active:bg-accent-900',
  secondary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  outline: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 active:bg-slate-200',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
};

// md and lg are at least 44px high: a comfortable touch target on phones.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-base',
  lg: 'h-12 px-6 text-lg',
};

export type ButtonClassOptions = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The button look as a class string, for elements that cannot be a <Button> (or asChild). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonClassOptions = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (a router <Link>, an <a>) with the button's look and props. */
  asChild?: boolean;
  /** A request is running: announces aria-busy and blocks further presses. */
  busy?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  busy = false,
  disabled,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) {
    // A link has no disabled state; aria-disabled at least tells assistive technology.
    const inert = disabled || busy;
    return (
      <Slot.Root className={classes} aria-busy={busy || undefined} aria-disabled={inert || undefined} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button type={type ?? 'button'} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin motion-reduce:animate-none" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
