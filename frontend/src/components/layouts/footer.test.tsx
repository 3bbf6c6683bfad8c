import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Footer } from './footer';

// The contacts come from the page's <meta> tags, which the server fills from SUPPORT_EMAIL and SUPPORT_PHONE.
document.querySelector('meta[name="support-email"]')?.setAttribute('content', 'help@cases.example');
document.querySelector('meta[name="support-phone"]')?.setAttribute('content', '+1 (555) 013-4477');

describe('Footer', () => {
  it('shows the support contacts, the policy links and the not-a-law-firm statement', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'help@cases.example' })).toHaveAttribute('href', 'mailto:help@cases.example');
    expect(screen.getByRole('link', { name: '+1 (555) 013-4477' })).toHaveAttribute('href', 'tel:+15550134477');
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(
      within(company)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact', '/privacy', '/terms', '/refund']);
    expect(screen.getByText(/is not a law firm/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('has no placeholder links that go nowhere', () => {
    renderWithProviders(<Footer />);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^#?$/);
    }
  });
});
