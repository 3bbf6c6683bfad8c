import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlaysConfig } from '@/config/overlays';
import { renderWithProviders } from '@/testing/render';
import { setDesktopPointer } from '@/testing/overlays';
import { ExitIntentModal } from './exit-intent-modal';

const config = overlaysConfig.exitIntent;
const modal = () => screen.queryByRole('dialog', { name: 'Before you go' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const leaveWindow = (clientY = 0) => act(() => void fireEvent.mouseOut(document, { clientY, relatedTarget: null }));

describe('ExitIntentModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
    setDesktopPointer(true);
  });
  afterEach(() => vi.useRealTimers());

  it('opens 500 ms after the mouse leaves through the top of the window', () => {
    renderWithProviders(<ExitIntentModal config={config} />);
    leaveWindow();
    tick(499);
    expect(modal()).not.toBeInTheDocument();
    tick(1);
    expect(modal()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get my free case review' })).toHaveAttribute('href', '/free-case-review');
  });

  it('ignores the mouse leaving through the sides or bottom', () => {
    renderWithProviders(<ExitIntentModal config={config} />);
    leaveWindow(400);
    tick(1_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('counts 300 s down and then closes itself', () => {
    renderWithProviders(<ExitIntentModal config={config} />);
    leaveWindow();
    tick(500);
    expect(screen.getByTestId('exit-intent-countdown')).toHaveTextContent('This window closes in 5:00');
    tick(1_000);
    expect(screen.getByTestId('exit-intent-countdown')).toHaveTextContent('4:59');
    tick(298_000);
    expect(screen.getByTestId('exit-intent-countdown')).toHaveTextContent('0:01');
    tick(1_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('shows once per session', () => {
    const first = renderWithProviders(<ExitIntentModal config={config} />);
    leaveWindow();
    tick(500);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(modal()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(config.storageKey)).toBe('1');
    leaveWindow();
    tick(1_000);
    expect(modal()).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(<ExitIntentModal config={config} />);
    leaveWindow();
    tick(1_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('closes with Escape', () => {
    renderWithProviders(<ExitIntentModal config={config} />);
    leaveWindow();
    tick(500);
    fireEvent.keyDown(modal() as HTMLElement, { key: 'Escape' });
    expect(modal()).not.toBeInTheDocument();
  });

  it('needs a mouse: touch devices never see it', () => {
    setDesktopPointer(false);
    renderWithProviders(<ExitIntentModal config={config} />);
    leaveWindow();
    tick(1_000);
    expect(modal()).not.toBeInTheDocument();
  });

  it('does not interrupt a visitor typing in a form field', () => {
    renderWithProviders(
      <>
        <textarea aria-label="Reason" />
        <ExitIntentModal config={config} />
      </>,
    );
    act(() => screen.getByRole('textbox', { name: 'Reason' }).focus());
    leaveWindow();
    tick(1_000);
    expect(modal()).not.toBeInTheDocument();
  });
});
