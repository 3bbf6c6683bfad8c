import type { ReactNode } from 'react';

/**
 * The heading of a form step. Focusable (tabIndex -1) and marked, so a form moving to the next step
 * can put focus on it and keyboard and screen-reader users follow along.
 */
export function StepLegend({ children }: { children: ReactNode }) {
  return (
    <legend data-step-heading tabIndex={-1} className="mb-2 text-xl font-bold text-slate-900 outline-none">
      {children}
    </legend>
  );
}
