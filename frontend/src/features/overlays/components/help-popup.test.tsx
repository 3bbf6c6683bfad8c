import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlaysConfig } from '@/config/overlays';
import { renderWithProviders } from '@/testing/render';
import { scrollPageTo } from '@/testing/overlays';
import { HelpPopup } from './help-popup';

const config = overlaysConfig.helpPopup;
const popup = () => screen.queryByRole('dialog', { name: 'Questions about your deactivation?' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const renderPopup = () => renderWithProviders(<HelpPopup config={config} chatAvailable />);

describe('HelpPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
    scrollPageTo(0);
  });
  afterEach(() => vi.useRealTimers());

  it('opens 2 s after the visitor scrolls past half of the page', () => {
    renderPopup();
    act(() => scrollPageTo(500)); // 500 of 1200 scrollable: not yet half
    tick(5_000);
    expect(popup()).not.toBeInTheDocument();

    act(() => scrollPageTo(700));
    tick(1_999);
    expect(popup()).not.toBeInTheDocument();
    tick(1);
    expect(popup()).toBeInTheDocument();
    expect(window.sessionStorage.getItem(config.storageKey)).toBe('1');
  });

  it('stays open until dismissed, then does not come back in the same session', () => {
    const first = renderPopup();
    act(() => scrollPageTo(900));
    tick(2_000);
    act(() => vi.advanceTimersByTime(60_000));
    expect(popup()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(popup()).not.toBeInTheDocument();
    first.unmount();

    act(() => scrollPageTo(0));
    renderPopup();
    act(() => scrollPageTo(900));
    tick(10_000);
    expect(popup()).not.toBeInTheDocument();
  });

  it('closes on Escape and never takes focus by itself', () => {
    renderPopup();
    act(() => scrollPageTo(900));
    tick(2_000);
    expect(popup()).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(popup()).not.toBeInTheDocument();
  });

  it('waits while the visitor is typing in a form field', () => {
    renderWithProviders(
      <>
        <input aria-label="Email" />
        <HelpPopup config={config} chatAvailable />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    act(() => field.focus());
    act(() => scrollPageTo(900));
    tick(2_000);
    expect(popup()).not.toBeInTheDocument();
    act(() => field.blur());
    tick(0);
    expect(popup()).toBeInTheDocument();
  });

  it('offers the free case review', () => {
    renderPopup();
    act(() => scrollPageTo(900));
    tick(2_000);
    expect(screen.getByRole('link', { name: 'Free case review' })).toHaveAttribute('href', '/free-case-review');
  });
});
