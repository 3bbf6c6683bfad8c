/*
 * Code that no visitor needs before they do something (the floating overlays, the toast viewport,
 * the ad tag) waits for the first sign of a person on the page, or, for one who only reads, for the
 * page to have been loaded and left alone a while. It is then not part of the first load, and the
 * browser's main thread is free while the page becomes interactive.
 */

/** What counts as the visitor acting: pointer, keyboard, touch or scroll. */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Whether the visitor has acted since the page opened (watched from the entry, before the app runs). */
let acted = false;
const activityOptions = { capture: true, passive: true } as const;

function noteActivity(): void {
  acted = true;
  for (const type of ACTIVITY) window.removeEventListener(type, noteActivity, activityOptions);
}

/** Called by the entry at once: activity before the app has started still counts. */
export function watchForEarlyActivity(): void {
  for (const type of ACTIVITY) window.addEventListener(type, noteActivity, activityOptions);
}

/** How long after the load event a visitor who does nothing gets the deferred code anyway. */
export const SETTLED_AFTER_LOAD_MS = 6_000;

/**
 * Runs `task` once: at the visitor's first activity, or SETTLED_AFTER_LOAD_MS after the load
 * event (in an idle moment), whichever is first; with `settledAfterLoadMs` null, only at the
 * visitor's first activity. Returns a function that cancels it.
 */
export function whenVisitorActs(task: () => void, settledAfterLoadMs: number | null = SETTLED_AFTER_LOAD_MS): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const options = { capture: true, passive: true } as const;

  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener('load', startTimer);
    for (const type of ACTIVITY) window.removeEventListener(type, run, options);
  };
  function run() {
    if (done) return;
    done = true;
    cancel();
    task();
  }
  function startTimer() {
    if (settledAfterLoadMs === null) return;
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2_000 });
      else run();
    }, settledAfterLoadMs);
  }

  if (acted) {
    // The visitor acted before the app ran: no need to wait for them again (a microtask, not a timer,
    // so a page whose timers are held back still gets it).
    queueMicrotask(run);
    return () => {
      done = true;
      cancel();
    };
  }
  for (const type of ACTIVITY) window.addEventListener(type, run, options);
  if (document.readyState === 'complete') startTimer();
  else window.addEventListener('load', startTimer, { once: true });
  return () => {
    done = true;
    cancel();
  };
}
