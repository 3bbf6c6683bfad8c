import { useState, useSyncExternalStore } from 'react';
import { isPointerPressed, subscribePointerPress } from '@/lib/pointer-press';

/**
 * Whether a floating overlay takes pointer input now. One that appears while a finger or a mouse
 * button is down lets that press through until it ends (the caller drops `pointer-events` meanwhile):
 * the visitor aimed at what was there before, and a release landing on the overlay would make the
 * browser's click miss the button they pressed. A press that starts once the overlay is on screen
 * is the overlay's as usual.
 */
export function useTakesTaps(shown: boolean): boolean {
  const pressed = useSyncExternalStore(subscribePointerPress, isPointerPressed, () => false);
  const [wasShown, setWasShown] = useState(shown);
  const [letThrough, setLetThrough] = useState(shown && pressed);
  // Adjusted while rendering (React renders again at once, before committing), so the overlay's
  // first frame already lets the press through.
  if (shown !== wasShown) {
    setWasShown(shown);
    setLetThrough(shown && pressed);
  } else if (letThrough && !pressed) {
    setLetThrough(false);
  }
  return !letThrough;
}
