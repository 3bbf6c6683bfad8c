import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { overlaysConfig, type OverlaysConfig } from '@/config/overlays';
import { renderWithProviders } from '@/testing/render';
import { onlyOverlay } from '@/testing/overlays';
import { isExcludedPath, Overlays } from './overlays';

const allOff: OverlaysConfig = {
  ...onlyOverlay('urgencyBanner'),
  urgencyBanner: { ...overlaysConfig.urgencyBanner, enabled: false },
};

function expectNoOverlay() {
  // The app's own toast region is not an overlay; everything of ours has a name.
  expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open support chat' })).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
}

describe('Overlays', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the banner at once, and the chat launcher once the visitor acts on the page', async () => {
    renderWithProviders(<Overlays />, '/faq');
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    // The floating overlays' code waits for the visitor (or for the page to settle).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Open support chat' })).not.toBeInTheDocument();
    fireEvent.pointerMove(window);
    expect(await screen.findByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
  });

  it.each(['/admin', '/admin-login'])('shows nothing on the staff page %s', (path) => {
    renderWithProviders(<Overlays />, path);
    expectNoOverlay();
    expect(isExcludedPath(path)).toBe(true);
  });

  it('leaves out each overlay switched off in the config', async () => {
    renderWithProviders(<Overlays config={onlyOverlay('supportWidget')} />);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('draws nothing with every overlay off', () => {
    renderWithProviders(<Overlays config={allOff} />);
    expectNoOverlay();
  });
});
