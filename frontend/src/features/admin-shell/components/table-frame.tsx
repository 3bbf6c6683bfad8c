import type { ReactNode } from 'react';

/**
 * The frame of a staff table: on a narrow screen the table scrolls sideways inside it (the frame takes
 * keyboard focus for that, named by the table's caption), never the page. `relative`, so the texts for
 * screen readers inside (absolutely placed) stay in the frame rather than widening the page.
 */
export function TableFrame({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      {children}
    </div>
  );
}
