/** True when the visitor asked the system for less motion; false where the browser cannot tell. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Scrolls to the element with `id` (smoothly, unless reduced motion is asked for) and moves
 * keyboard focus there, so the next Tab continues inside it. False when there is no such element.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}
