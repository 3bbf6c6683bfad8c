/** The global tracking function of the ad/analytics tag, when the page has one (SPEC §7 "Events"). */
type Gtag = (command: 'event' | 'config' | 'js', target: string | Date, params?: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

export type TrackedEvent = 'cta_click' | 'form_submit' | 'conversion';

const warned = new Set<string>();

/**
 * Sends one event through `window.gtag` when the tag is loaded. Without it (blocked, not
 * configured, tests) the event is dropped with one console warning per event name, so a
 * missing tag shows up without flooding the console.
 */
export function track(event: TrackedEvent | (string & {}), params?: Record<string, unknown>): void {
  const gtag = typeof window === 'undefined' ? undefined : window.gtag;
  if (typeof gtag === 'function') {
    gtag('event', event, params);
    return;
  }
  if (warned.has(event)) return;
  warned.add(event);
  console.warn(`[analytics] No tracking function on the page; "${event}" was not sent.`, params ?? {});
}
