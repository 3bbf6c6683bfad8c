import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlaysConfig } from '@/config/overlays';
import { watchPointerPresses } from '@/lib/pointer-press';
import { renderWithProviders } from '@/testing/render';
import { SocialProofNotice } from './social-proof-notice';

const config = overlaysConfig.socialProof;
const notice = () => screen.queryByTestId('social-proof');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SocialProofNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('first appears after 10 s and shows for 5 s, labelled as an example', () => {
    renderWithProviders(<SocialProofNotice config={config} random={() => 0.5} />);
    tick(9_999);
    expect(notice()).not.toBeInTheDocument();
    tick(1);
    expect(notice()).toHaveTextContent('Maria from Houston got her DoorDash account back');
    expect(notice()).toHaveTextContent('Example outcome');
    expect(notice()).toHaveTextContent('Illustrative example');
    tick(4_999);
    expect(notice()).toBeInTheDocument();
    tick(1);
    expect(notice()).not.toBeInTheDocument();
  });

  it.each([
    [0, 15_000],
    [0.5, 20_000],
    [0.9999, 24_999],
  ])('with random %s, the next entry follows %i ms after the previous one hides', (random, delay) => {
    renderWithProviders(<SocialProofNotice config={config} random={() => random} />);
    tick(15_000);
    expect(notice()).not.toBeInTheDocument();
    tick(delay - 1);
    expect(notice()).not.toBeInTheDocument();
    tick(1);
    expect(notice()).toHaveTextContent('James from Atlanta got his Uber account back');
    tick(5_000);
    expect(notice()).not.toBeInTheDocument();
  });

  it('rotates through the five entries, each pause drawn from 15-25 s', () => {
    const draws = [0.1, 0.9, 0.3, 0.7, 0.5];
    let call = 0;
    renderWithProviders(<SocialProofNotice config={config} random={() => draws[call++ % draws.length] ?? 0} />);
    const texts: string[] = [];
    tick(10_000);
    for (const draw of draws) {
      texts.push(notice()?.textContent ?? '');
      tick(5_000);
      const pause = 15_000 + draw * 10_000;
      tick(pause - 1);
      expect(notice()).not.toBeInTheDocument();
      tick(1);
      expect(notice()).toBeInTheDocument();
    }
    expect(new Set(texts).size).toBe(5);
    expect(notice()?.textContent).toBe(texts[0]);
  });

  it('stops after the visitor dismisses it', () => {
    renderWithProviders(<SocialProofNotice config={config} random={() => 0} />);
    tick(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Hide these examples' }));
    expect(notice()).not.toBeInTheDocument();
    tick(120_000);
    expect(notice()).not.toBeInTheDocument();
  });

  it('is not shown while the visitor is typing in a form field', () => {
    renderWithProviders(
      <>
        <input aria-label="Phone" />
        <SocialProofNotice config={config} random={() => 0} />
      </>,
    );
    act(() => screen.getByRole('textbox', { name: 'Phone' }).focus());
    tick(10_000);
    expect(notice()).not.toBeInTheDocument();
  });

  it('slides in only when motion is welcome', () => {
    renderWithProviders(<SocialProofNotice config={config} />);
    tick(10_000);
    expect(notice()?.className).toMatch(/(^| )motion-safe:animate-/);
  });
});

describe('SocialProofNotice appearing under a pressed finger', () => {
  beforeAll(() => watchPointerPresses(window));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    window.dispatchEvent(new Event('blur'));
    vi.useRealTimers();
  });

  const press = (type: 'pointerdown' | 'pointerup' | 'click') => act(() => void document.body.dispatchEvent(new Event(type, { bubbles: true })));

  it('lets the press under way through until it ends (the release goes to the button pressed), then takes taps', () => {
    renderWithProviders(<SocialProofNotice config={config} random={() => 0.5} />);
    press('pointerdown');
    tick(10_000);
    expect(notice()).toBeInTheDocument();
    expect(notice()).not.toHaveClass('pointer-events-auto');
    press('pointerup');
    expect(notice()).not.toHaveClass('pointer-events-auto');
    press('click');
    expect(notice()).toHaveClass('pointer-events-auto');
  });

  it('takes a press that starts once it is on screen', () => {
    renderWithProviders(<SocialProofNotice config={config} random={() => 0.5} />);
    tick(10_000);
    press('pointerdown');
    expect(notice()).toHaveClass('pointer-events-auto');
    press('pointerup');
    press('click');
  });
});
