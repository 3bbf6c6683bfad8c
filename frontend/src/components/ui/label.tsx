import type { ComponentProps } from 'react';
import { Label as RadixLabel } from 'radix-ui';
import { cn } from './cn';

export type LabelProps = ComponentProps<typeof RadixLabel.Root>;

export function Label({ className, ...props }: LabelProps) {
  return <RadixLabel.Root className={cn('text-base font-medium text-slate-800', className)} {...props} />;
}
