import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_WITHOUT_CLICK_MS, isPointerPressed, subscribePointerPress, watchPointerPresses } from './pointer-press';

const send = (type: string, pointerId = 1) => {
  const event = new Event(type, { bubbles: true });
  Object.assign(event, { pointerId });
  document.body.dispatchEvent(event);
};

describe('pointer presses', () => {
  beforeAll(() => watchPointerPresses(window));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    window.dispatchEvent(new Event('blur'));
    vi.useRealTimers();
  });

  it('a press lasts until the click its release makes', () => {
    const changes = vi.fn();
    const unsubscribe = subscribePointerPress(changes);
    send('pointerdown');
    expect(isPointerPressed()).toBe(true);
    send('pointerup');
    // A touch's click comes a moment after the finger is lifted, hit-tested then.
    expect(isPointerPressed()).toBe(true);
    send('click');
    expect(isPointerPressed()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it(`a release that makes no click ends the press ${RELEASE_WITHOUT_CLICK_MS} ms later`, () => {
    send('pointerdown');
    send('pointerup');
    vi.advanceTimersByTime(RELEASE_WITHOUT_CLICK_MS - 1);
    expect(isPointerPressed()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isPointerPressed()).toBe(false);
  });

  it('a cancelled press (the finger scrolled) ends at once', () => {
    send('pointerdown');
    send('pointercancel');
    expect(isPointerPressed()).toBe(false);
  });

  it('lasts while any finger is still down', () => {
    send('pointerdown', 1);
    send('pointerdown', 2);
    send('pointerup', 1);
    send('click');
    expect(isPointerPressed()).toBe(true);
    send('pointerup', 2);
    send('click');
    expect(isPointerPressed()).toBe(false);
  });

  it('a window that loses focus mid-press forgets it', () => {
    send('pointerdown');
    window.dispatchEvent(new Event('blur'));
    expect(isPointerPressed()).toBe(false);
  });
});
