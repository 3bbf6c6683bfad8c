import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from then on. A prerendered
 * form's submit button waits for it: pressed before React takes over, the browser would submit the
 * form natively and put the visitor's details in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
