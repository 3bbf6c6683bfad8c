import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '@/lib/analytics';
import { renderWithProviders } from '@/testing/render';
import { APPLICATION_FORM_ID } from '@/config/paths';
import { ApplicationFormSection } from './application-form-section';
import { HeroSection } from './hero-section';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

const scrollIntoView = vi.fn();

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query })),
  );
}

function renderHeroAndForm() {
  return renderWithProviders(
    <>
      <HeroSection />
      <ApplicationFormSection />
    </>,
  );
}

describe('HeroSection', () => {
  beforeEach(() => {
    scrollIntoView.mockClear();
    vi.mocked(track).mockClear();
    // jsdom has no layout, so it leaves scrollIntoView out.
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows the headline, the free case review link and the trust line', () => {
    renderHeroAndForm();
    expect(screen.getByRole('heading', { level: 1, name: /Deactivated\?/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a free case review first' })).toHaveAttribute('href', '/free-case-review');
    expect(screen.getByText(/500\+ gig workers helped/)).toBeInTheDocument();
  });

  it('scrolls smoothly to #application-form, moves focus there and tracks the click', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    renderHeroAndForm();
    const cta = screen.getByRole('link', { name: 'Start my appeal' });
    expect(cta).toHaveAttribute('href', `#${APPLICATION_FORM_ID}`);

    await user.click(cta);

    const section = document.getElementById(APPLICATION_FORM_ID);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(section).toHaveFocus();
    expect(track).toHaveBeenCalledWith('cta_click', { location: 'hero' });
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true);
    const user = userEvent.setup();
    renderHeroAndForm();
    await user.click(screen.getByRole('link', { name: 'Start my appeal' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
