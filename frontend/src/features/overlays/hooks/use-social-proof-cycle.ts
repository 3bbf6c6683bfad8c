import { useCallback, useEffect, useState } from 'react';

export type SocialProofCycleOptions = {
  enabled: boolean;
  firstDelayMs: number;
  visibleMs: number;
  repeatMinMs: number;
  repeatMaxMs: number;
  /** How many entries to rotate through. */
  count: number;
  /** 0 <= value < 1; injectable so tests pick the repeat delay. */
  random?: () => number;
};

/**
 * First notice after `firstDelayMs`, each shown for `visibleMs`; the next follows a random
 * `repeatMinMs`-`repeatMaxMs` after the previous one hides. Dismissing stops the cycle.
 */
export function useSocialProofCycle({
  enabled,
  firstDelayMs,
  visibleMs,
  repeatMinMs,
  repeatMaxMs,
  count,
  random = Math.random,
}: SocialProofCycleOptions) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!enabled || stopped || count === 0) return;
    let timer: number;
    let shown = 0;
    const show = () => {
      setIndex(shown % count);
      setVisible(true);
      shown += 1;
      timer = window.setTimeout(hide, visibleMs);
    };
    const hide = () => {
      setVisible(false);
      timer = window.setTimeout(show, repeatMinMs + random() * (repeatMaxMs - repeatMinMs));
    };
    timer = window.setTimeout(show, firstDelayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, stopped, count, firstDelayMs, visibleMs, repeatMinMs, repeatMaxMs, random]);

  const dismiss = useCallback(() => {
    setVisible(false);
    setStopped(true);
  }, []);

  return { visible: visible && !stopped, index, dismiss };
}
