import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { renderWithProviders } from '@/testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the support contacts, the policy links and the not-a-law-firm statement', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(screen.getByRole('link', { name: siteConfig.supportPhone })).toHaveAttribute('href', 'tel:+15550100200');
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
