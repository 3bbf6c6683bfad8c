import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/app/testing/render-app';

// The first import of a lazy page is compiled on demand, which can take longer than findBy's default second.
const LOAD = { timeout: 5000 };

// Each page brings its own namespace with its lazy chunk; both languages must be there once it loads.
const pages = [
  { path: '/services', en: 'Expert help to get your gig account reactivated', es: 'Ayuda experta para reactivar tu cuenta de app' },
  { path: '/how-it-works', en: 'How our reactivation process works', es: 'Cómo funciona nuestro proceso de reactivación' },
  { path: '/testimonials', en: 'Success stories from gig workers like you', es: 'Casos de éxito de trabajadores como tú' },
];

describe.each(pages)('$path', ({ path, en, es }) => {
  it('loads its texts with the page and follows a change of language', async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: en }, LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await i18n.changeLanguage('es');
    expect(await screen.findByRole('heading', { level: 1, name: es }, LOAD)).toBeInTheDocument();
  }, 15_000);
});

describe('/testimonials', () => {
  it('counts the days to reactivation in the reader language', async () => {
    renderApp('/testimonials');
    const stories = await screen.findByRole('region', { name: 'What our clients say' }, LOAD);
    expect(within(stories).getByText('Reactivated in 9 days')).toBeInTheDocument();

    await i18n.changeLanguage('es');
    expect(await within(stories).findByText('Cuenta reactivada en 9 días', {}, LOAD)).toBeInTheDocument();
  }, 15_000);
});
