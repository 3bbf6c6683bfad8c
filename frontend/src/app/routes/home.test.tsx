import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/app/testing/render-app';

// The page is a lazy route: its first import in a cold test run can take a moment.
const LAZY_PAGE = { timeout: 5000 };

describe('home page (/)', () => {
  it('renders the sections in SPEC order in English, with the page title set', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Deactivated? Let's get you back on the road." }, LAZY_PAGE),
    ).toBeInTheDocument();
    const sections = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'What you get',
      'We work with the apps you drive and deliver for',
      'Four steps from deactivated to back at work',
      'Results that speak for themselves',
      'Gig workers who got back to work',
      'Start your reactivation appeal',
      'Frequently asked questions',
    ]);
    const stats = screen.getByRole('region', { name: 'Results that speak for themselves' });
    for (const figure of ['92%', '500+', '2+', '24/7']) expect(within(stats).getByText(figure)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Get your deactivated gig account back | Gig Account Reactivation'));
  });

  it('renders the Spanish texts when the language is Spanish', async () => {
    await i18n.changeLanguage('es');
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Te desactivaron? Te ayudamos a volver al camino.' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comenzar mi apelación' })).toHaveAttribute('href', '#application-form');
    expect(screen.getByRole('link', { name: 'Primero, una revisión gratuita' })).toHaveAttribute('href', '/free-case-review');
    expect(screen.getByRole('list', { name: 'Plataformas con las que trabajamos' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cuatro pasos para pasar de desactivado a trabajando' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Calificación de 5 de 5 estrellas' })).toHaveLength(8);
    expect(screen.getByRole('region', { name: 'Comienza tu apelación de reactivación' })).toHaveAttribute(
      'id',
      'application-form',
    );
    expect(screen.getByText('¿Son un bufete de abogados?').closest('summary')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Recupera tu cuenta de app desactivada | Gig Account Reactivation'));
  });
});
