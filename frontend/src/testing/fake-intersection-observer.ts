import { act } from '@testing-library/react';

/**
 * A stand-in for IntersectionObserver (jsdom lays nothing out): a test says which elements are on
 * screen with `FakeIntersectionObserver.show` / `hide`, and the observers watching them are told.
 */
export class FakeIntersectionObserver implements IntersectionObserver {
  static readonly instances = new Set<FakeIntersectionObserver>();
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  private readonly watched = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.add(this);
  }

  observe(target: Element): void {
    this.watched.add(target);
  }

  unobserve(target: Element): void {
    this.watched.delete(target);
  }

  disconnect(): void {
    this.watched.clear();
    FakeIntersectionObserver.instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  static reset(): void {
    FakeIntersectionObserver.instances.clear();
  }

  /** `target` comes fully on screen. */
  static show(target: Element): void {
    FakeIntersectionObserver.tell(target, true);
  }

  /** `target` leaves the screen. */
  static hide(target: Element): void {
    FakeIntersectionObserver.tell(target, false);
  }

  private static tell(target: Element, onScreen: boolean): void {
    const rect = target.getBoundingClientRect();
    act(() => {
      for (const observer of [...FakeIntersectionObserver.instances]) {
        if (!observer.watched.has(target)) continue;
        const entry = {
          target,
          isIntersecting: onScreen,
          intersectionRatio: onScreen ? 1 : 0,
          boundingClientRect: rect,
          intersectionRect: onScreen ? rect : new DOMRect(),
          rootBounds: new DOMRect(0, 0, 390, 844),
          time: performance.now(),
        } satisfies IntersectionObserverEntry;
        observer.callback([entry], observer);
      }
    });
  }
}
