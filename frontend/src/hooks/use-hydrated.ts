import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from then on. A component that
 * draws differently in the browser (the blog listing's filtered grid) uses it to keep the first
 * render equal to the prerendered HTML. Changing value forces a synchronous re-render after
 * hydration, so use it sparingly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
