import { useCallback, useEffect, useState } from 'react';
import { localDateKey, msUntilLocalMidnight, readStored, writeStored } from './storage';

/**
 * A dismissal that lasts for the rest of the local day: the date is stored in localStorage, and
 * the thing comes back on any later date, also on a page left open past midnight.
 */
export function useDailyDismissal(storageKey: string): { dismissed: boolean; dismiss: () => void } {
  // Both start empty and are read after mount: the prerendered page has no storage or clock, and
  // the first render in the browser must draw the same thing.
  const [today, setToday] = useState<string | null>(null);
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);

  useEffect(() => {
    setDismissedOn(readStored('local', storageKey));
  }, [storageKey]);

  useEffect(() => {
    setToday(localDateKey(new Date()));
    const timer = window.setTimeout(() => setToday(localDateKey(new Date())), msUntilLocalMidnight(new Date()) + 50);
    return () => window.clearTimeout(timer);
  }, [today]);

  const dismiss = useCallback(() => {
    const date = localDateKey(new Date());
    writeStored('local', storageKey, date);
    setDismissedOn(date);
    setToday(date);
  }, [storageKey]);

  return { dismissed: today !== null && dismissedOn === today, dismiss };
}
