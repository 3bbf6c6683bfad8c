import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { subscribeToasts } from '@/components/ui/toast-store';
import { i18n, onI18nUpgrade } from '@/lib/i18n';
import { whenVisitorActs } from '@/lib/when-visitor-acts';

// The toast viewport loads when the visitor first acts (every toast answers something they did) or
// when a toast is raised, whichever is first; Radix Toast is not part of the first load. A toast
// raised before it arrives waits in the store and shows when it does.
const Toaster = lazy(() => import('@/components/ui/toast').then((module) => ({ default: module.Toaster })));

export type AppProviderProps = { children: ReactNode };

// SWR is not set up here: no first-load page reads data, and the library would count against the
// home page's budget. A feature that reads wraps its pages in <SWRConfig value={swrConfig}> (lib/swr.ts).

export function AppProvider({ children }: AppProviderProps) {
  // The stand-in the home page hydrates with, then i18next once it has taken over (lib/i18n.ts): the
  // same texts, so the page re-renders unchanged.
  const [translations, setTranslations] = useState(() => i18n);
  useEffect(() => {
    setTranslations(i18n);
    return onI18nUpgrade(setTranslations);
  }, []);
  // Mounted after hydration, never prerendered: a prerendered toast viewport would wait, dehydrated,
  // for its code at React's lowest priority, and a toast raised meanwhile would not show.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const cancel = whenVisitorActs(want);
    const unsubscribe = subscribeToasts(want);
    return () => {
      cancel();
      unsubscribe();
    };
  }, [wanted]);
  return (
    <I18nextProvider i18n={translations}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </I18nextProvider>
  );
}
