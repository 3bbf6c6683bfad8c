import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';

describe('Header', () => {
  it('links the site name and the six main pages', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/services', '/how-it-works', '/testimonials', '/faq', '/blog']);
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  });

  it('switches to Spanish and back, storing each choice and updating <html lang>', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const en = screen.getByRole('link', { name: 'EN' });
    const es = screen.getByRole('link', { name: 'ES' });
    // Links, so a tap works before the app's code runs: the server answers ?lang= in that language.
    expect(es).toHaveAttribute('href', '/?lang=es');
    expect(es).toHaveAttribute('hreflang', 'es');
    expect(en).toHaveAttribute('aria-current', 'true');
    expect(es).not.toHaveAttribute('aria-current');

    await user.click(es);
    expect(es).toHaveAttribute('aria-current', 'true');
    expect(en).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Servicios' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement).toHaveAttribute('lang', 'es');

    await user.click(en);
    expect(screen.getByRole('link', { name: 'Services' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('opens and closes the mobile menu with its toggle, which reports aria-expanded', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the open mobile menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
