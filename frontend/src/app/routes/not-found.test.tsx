import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/app/testing/render-app';

describe('404 page', () => {
  it('shows "404 Page Not Found" and a link home in English', async () => {
    renderApp('/some/unknown/path');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the Spanish text when the language is Spanish', async () => {
    await i18n.changeLanguage('es');
    renderApp('/some/unknown/path');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('answers an address below a page that has no such child with the 404 page inside the site frame', async () => {
    renderApp('/services/extra');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('answers an unknown blog article with "Post Not Found" and a way back to the blog, inside the site frame', async () => {
    renderApp('/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
