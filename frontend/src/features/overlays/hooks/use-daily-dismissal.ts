import { useCallback, useEffect, useState } from 'react';
import { localDateKey, msUntilLocalMidnight, readStored, writeStored } from './storage';

/**
 * A dismissal that lasts for the rest of the local day: the date is stored in localStorage, and
 * the thing comes back on any later date, also on a page left open past midnight.
 */
export function useDailyDismissal(storageKey: string): { dismissed: boolean; dismiss: () => void } {
  const [today, setToday] = useState(() => localDateKey(new Date()));
  const [dismissedOn, setDismissedOn] = useState(() => readStored('local', storageKey));

  useEffect(() => {
    const timer = window.setTimeout(() => setToday(localDateKey(new Date())), msUntilLocalMidnight(new Date()) + 50);
    return () => window.clearTimeout(timer);
  }, [today]);

  const dismiss = useCallback(() => {
    const date = localDateKey(new Date());
    writeStored('local', storageKey, date);
    setDismissedOn(date);
    setToday(date);
  }, [storageKey]);

  return { dismissed: dismissedOn === today, dismiss };
}
