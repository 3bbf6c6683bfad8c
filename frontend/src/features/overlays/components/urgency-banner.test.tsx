import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlaysConfig } from '@/config/overlays';
import { renderWithProviders } from '@/testing/render';
import { UrgencyBanner } from './urgency-banner';

const config = overlaysConfig.urgencyBanner;
const countdown = () => screen.getByTestId('urgency-countdown');
const banner = () => screen.queryByRole('region', { name: 'Announcement' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('UrgencyBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down every second and restarts from 24 hours at zero', () => {
    vi.setSystemTime(new Date(2025, 2, 10, 23, 59, 57));
    renderWithProviders(<UrgencyBanner config={config} />);
    expect(countdown()).toHaveTextContent('00:00:03');
    tick(1000);
    expect(countdown()).toHaveTextContent('00:00:02');
    tick(2000);
    expect(countdown()).toHaveTextContent('00:00:00');
    tick(1000);
    expect(countdown()).toHaveTextContent('23:59:59');
    tick(1000);
    expect(countdown()).toHaveTextContent('23:59:58');
  });

  it('never shows more than the 86400-second cycle', () => {
    vi.setSystemTime(new Date(2025, 2, 10, 0, 0, 1));
    renderWithProviders(<UrgencyBanner config={config} />);
    expect(countdown()).toHaveTextContent('23:59:59');
  });

  it('stays hidden for the rest of the day once dismissed, and returns the next day', () => {
    vi.setSystemTime(new Date(2025, 2, 10, 9, 0, 0));
    const first = renderWithProviders(<UrgencyBanner config={config} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide this announcement until tomorrow' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(config.storageKey)).toBe('2025-03-10');
    first.unmount();

    vi.setSystemTime(new Date(2025, 2, 10, 22, 0, 0));
    const later = renderWithProviders(<UrgencyBanner config={config} />);
    expect(banner()).not.toBeInTheDocument();
    later.unmount();

    vi.setSystemTime(new Date(2025, 2, 11, 8, 0, 0));
    renderWithProviders(<UrgencyBanner config={config} />);
    expect(banner()).toBeInTheDocument();
  });

  it('comes back at midnight on a page left open', () => {
    vi.setSystemTime(new Date(2025, 2, 10, 23, 59, 50));
    renderWithProviders(<UrgencyBanner config={config} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide this announcement until tomorrow' }));
    expect(banner()).not.toBeInTheDocument();
    tick(9_000);
    expect(banner()).not.toBeInTheDocument();
    tick(2_000);
    expect(banner()).toBeInTheDocument();
  });

  it('links to the free case review', () => {
    renderWithProviders(<UrgencyBanner config={config} />);
    expect(screen.getByRole('link', { name: 'Start my free review' })).toHaveAttribute('href', '/free-case-review');
  });
});
