import { useEffect, useRef, useState } from 'react';

/** Counts `seconds` down once a second while `running`, then calls `onDone`. Restarts on each run. */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    setLeft(seconds);
    const endsAt = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, running]);

  return left;
}
