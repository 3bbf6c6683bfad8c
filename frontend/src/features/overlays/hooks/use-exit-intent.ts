import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from './storage';

export type ExitIntentOptions = {
  enabled: boolean;
  delayMs: number;
  /** sessionStorage flag: shown at most once per session. */
  storageKey: string;
};

/** Exit intent needs a mouse: touch screens have no pointer leaving through the top. */
export function hasDesktopPointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/**
 * Opens `delayMs` after the mouse leaves the window through its top edge (towards the tabs and
 * the address bar), once per session. `suppressed` (a form field in use) ignores the exit.
 */
export function useExitIntent({ enabled, delayMs, storageKey }: ExitIntentOptions, suppressed = false) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled || suppressed || !hasDesktopPointer() || readStored('session', storageKey)) return;
    let timer: number | undefined;
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0 || timer !== undefined) return;
      timer = window.setTimeout(() => {
        if (readStored('session', storageKey)) return;
        writeStored('session', storageKey, '1');
        setOpen(true);
      }, delayMs);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => {
      document.removeEventListener('mouseout', onMouseOut);
      window.clearTimeout(timer);
    };
  }, [enabled, suppressed, delayMs, storageKey]);

  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
