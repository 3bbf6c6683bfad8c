import { useEffect, useState } from 'react';
import { msUntilLocalMidnight } from './storage';

/**
 * Seconds left in the current cycle of `cycleSeconds` (86400: one day), counted down to the
 * visitor's local midnight so the number is true: it reaches zero at midnight and restarts.
 * Read from the clock on every tick, so a throttled background tab never drifts.
 */
export function useDailyCountdown(cycleSeconds: number, tickMs: number): number | null {
  // null until mounted: the prerendered page cannot know the visitor's clock.
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    setSeconds(secondsLeft(cycleSeconds));
    const timer = window.setInterval(() => setSeconds(secondsLeft(cycleSeconds)), tickMs);
    return () => window.clearInterval(timer);
  }, [cycleSeconds, tickMs]);
  return seconds;
}

function secondsLeft(cycleSeconds: number): number {
  return Math.floor(msUntilLocalMidnight(new Date()) / 1000) % cycleSeconds;
}

/** 5025 -> "01:23:45". */
export function formatClock(totalSeconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

/** 299 -> "4:59". */
export function formatMinutes(totalSeconds: number): string {
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
}
