import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '@/lib/analytics';
import { renderWithProviders } from '@/testing/render';
import { ApplicationFormLink, FreeCaseReviewLink } from './cta-links';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.hash}`}</p>;
}

function renderLinks() {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/services"
          element={
            <>
              <FreeCaseReviewLink location="services-cta">Review</FreeCaseReviewLink>
              <ApplicationFormLink location="services-cta">Apply</ApplicationFormLink>
            </>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    '/services',
  );
}

describe('call-to-action links', () => {
  beforeEach(() => vi.mocked(track).mockClear());

  it('leads to the free case review and reports the click with where it happened', async () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Review' });
    expect(link).toHaveAttribute('href', '/free-case-review');

    await userEvent.click(link);

    expect(track).toHaveBeenCalledWith('cta_click', { location: 'services-cta', target: 'free-case-review' });
    expect(screen.getByTestId('path')).toHaveTextContent('/free-case-review');
  });

  it('leads to the application form on the home page', async () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Apply' });
    expect(link).toHaveAttribute('href', '/#application-form');

    await userEvent.click(link);

    expect(track).toHaveBeenCalledWith('cta_click', { location: 'services-cta', target: 'application-form' });
    expect(screen.getByTestId('path')).toHaveTextContent('/#application-form');
  });
});
