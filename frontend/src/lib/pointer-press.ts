/*
 * Whether a finger, a pen or a mouse button is pressed on the page. A floating overlay that appears
 * during a press lets that press through (features/overlays/hooks/use-takes-taps.ts): the release
 * would otherwise land on the overlay, and the click the browser makes from the press and the
 * release goes to what the two have in common, the page's frame, so the button the visitor pressed
 * never gets it. Watched from the entry, so a press that began before the app's code runs is known
 * too (the first tap is what loads the floating overlays).
 */
const down = new Set<number>();
const listeners = new Set<() => void>();
let pressed = false;
let watching = false;
let settling: ReturnType<typeof setTimeout> | undefined;

/**
 * A press ends with the click its release makes: at once for a mouse, a moment later for a touch
 * (hit-tested then, where the finger was lifted). A release that makes no click (a long press, a
 * drag) ends it after this long.
 */
export const RELEASE_WITHOUT_CLICK_MS = 300;

function set(next: boolean): void {
  if (next === pressed) return;
  pressed = next;
  for (const listener of listeners) listener();
}

function onDown(event: PointerEvent): void {
  down.add(event.pointerId);
  clearTimeout(settling);
  set(true);
}

function end(): void {
  clearTimeout(settling);
  if (down.size === 0) set(false);
}

function onUp(event: PointerEvent): void {
  down.delete(event.pointerId);
  if (down.size > 0) return;
  clearTimeout(settling);
  settling = setTimeout(end, RELEASE_WITHOUT_CLICK_MS);
}

function onCancel(event: PointerEvent): void {
  down.delete(event.pointerId);
  end();
}

function forget(): void {
  down.clear();
  end();
}

/** Starts watching (called by the entry before the app's code is fetched). */
export function watchPointerPresses(target: Window = window): void {
  if (watching) return;
  watching = true;
  const options = { capture: true, passive: true } as const;
  target.addEventListener('pointerdown', onDown, options);
  target.addEventListener('pointerup', onUp, options);
  target.addEventListener('pointercancel', onCancel, options);
  target.addEventListener('click', end, options);
  // A window that loses focus mid-press (an alert, another app) never sees the release.
  target.addEventListener('blur', forget);
}

export const isPointerPressed = (): boolean => pressed;

/** Calls `listener` when a press starts or ends; returns the unsubscribe function. */
export function subscribePointerPress(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
