import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';

// The toast viewport loads after the first paint: no page shows a toast before it is interactive,
// and Radix Toast is not part of the home page's first-load budget (scripts/check-bundle.mjs).
const Toaster = lazy(() => import('@/components/ui/toast').then((module) => ({ default: module.Toaster })));

export type AppProviderProps = { children: ReactNode };

// SWR is not set up here: no first-load page reads data, and the library would count against the
// home page's budget. A feature that reads wraps its pages in <SWRConfig value={swrConfig}> (lib/swr.ts).

export function AppProvider({ children }: AppProviderProps) {
  // Mounted after hydration, never prerendered: a prerendered toast viewport would wait, dehydrated,
  // for its code at React's lowest priority, and a toast raised meanwhile would not show.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      {inBrowser && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </I18nextProvider>
  );
}
