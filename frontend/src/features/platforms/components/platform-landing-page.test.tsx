import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/platforms.json';
import es from '@/locales/es/platforms.json';
import { renderWithProviders } from '@/testing/render';
import type { PlatformSlug } from '../data/platform-pages';
import { PlatformLandingPage } from './platform-landing-page';

registerNamespace('platforms', { en, es });

const pages: ReadonlyArray<{ platform: PlatformSlug; title: string; rate: string }> = [
  { platform: 'amazon-flex', title: 'Amazon Flex Account Deactivated? Get Back on the Road', rate: '95%' },
  { platform: 'doordash', title: 'DoorDash Account Deactivated? Get Back to Dashing', rate: '89%' },
  { platform: 'uber-lyft', title: 'Uber or Lyft Account Deactivated? Get Back on the Road', rate: '92%' },
  { platform: 'instacart', title: 'Instacart Account Deactivated? Get Back to Shopping', rate: '91%' },
  { platform: 'spark', title: 'Spark Driver Account Deactivated? Get Back to Delivering', rate: '88%' },
];

describe('PlatformLandingPage', { timeout: 15_000 }, () => {
  it.each(pages)('$platform: hero, success rate, reasons, 3 steps and calls to action', ({ platform, title, rate }) => {
    renderWithProviders(<PlatformLandingPage platform={platform} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(rate)).toBeInTheDocument();
    const reasons = screen.getByRole('region', { name: 'Common deactivation reasons' });
    expect(within(reasons).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    const steps = screen.getByRole('region', { name: 'How we help in 3 steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    const reviewLinks = screen.getAllByRole('link', { name: 'Get my free case review' });
    expect(reviewLinks).toHaveLength(2);
    for (const link of reviewLinks) expect(link).toHaveAttribute('href', '/free-case-review');
    expect(screen.getByRole('link', { name: 'Apply on the home page' })).toHaveAttribute('href', '/#application-form');
  });

  it('shows the Amazon Flex note on its Standing (SPEC §9 said it had no rating system; it has one)', () => {
    renderWithProviders(<PlatformLandingPage platform="amazon-flex" />);
    expect(screen.getByText(/sums up your record in a Standing \(Fantastic, Great, Fair or At Risk\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /deadlines and rights guide for Amazon Flex/ })).toHaveAttribute('href', '/guide#platform-amazon-flex');
  });

  it('speaks Spanish when the language is Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<PlatformLandingPage platform="uber-lyft" />);
    expect(
      screen.getByRole('heading', { level: 1, name: '¿Desactivaron tu cuenta de Uber o Lyft? Vuelve a manejar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo te ayudamos en 3 pasos' })).toBeInTheDocument();
    expect(screen.getByText('92 %')).toBeInTheDocument();
  });
});
