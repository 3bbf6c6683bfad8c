import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from './storage';

export type ScrollPopupOptions = {
  enabled: boolean;
  /** 0.5: the visitor has scrolled past half of the scrollable height. */
  scrollThreshold: number;
  delayMs: number;
  /** sessionStorage flag: shown at most once per session. */
  storageKey: string;
};

/** How far down the page the visitor is, 0 at the top and 1 at the bottom; 0 when nothing scrolls. */
export function scrollProgress(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
}

/** Opens `delayMs` after the visitor first scrolls past the threshold, once per session, until dismissed. */
export function useScrollPopup({ enabled, scrollThreshold, delayMs, storageKey }: ScrollPopupOptions) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled || readStored('session', storageKey)) return;
    let timer: number | undefined;
    const onScroll = () => {
      if (timer !== undefined || scrollProgress() <= scrollThreshold) return;
      window.removeEventListener('scroll', onScroll);
      timer = window.setTimeout(() => {
        if (readStored('session', storageKey)) return;
        writeStored('session', storageKey, '1');
        setOpen(true);
      }, delayMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [enabled, scrollThreshold, delayMs, storageKey]);

  const dismiss = useCallback(() => setOpen(false), []);
  return { open, dismiss };
}
