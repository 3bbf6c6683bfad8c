/*
 * A tap on a button that lands before the app has taken over the prerendered page would do
 * nothing (React has not attached its handlers yet), or worse, a submit button would send its
 * form natively and put the visitor's details in the address. Until the app is ready, the last
 * such tap is held here and replayed once it is. Links and <details> work natively and are left
 * alone. Part of the entry chunk, so it is listening from the first paint.
 */
let held: HTMLButtonElement | null = null;
let listening = false;

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopPropagation();
  held = button;
}

/** Starts holding taps on buttons (called by the entry before the app's code is fetched). */
export function holdEarlyTaps(target: Document = document): void {
  if (listening) return;
  listening = true;
  target.addEventListener('click', hold, true);
}

/** Stops holding and replays the held tap on its button, if the button is still on the page. */
export function replayEarlyTaps(target: Document = document): void {
  target.removeEventListener('click', hold, true);
  listening = false;
  const button = held;
  held = null;
  if (button?.isConnected && !button.disabled) button.click();
}
