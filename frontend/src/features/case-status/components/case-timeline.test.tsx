import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_STEPS, type CaseRoomStep } from '@reactivation/contracts';
import { i18n, registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/case-status.json';
import es from '@/locales/es/case-status.json';
import { renderWithProviders } from '@/testing/render';
import { CaseTimeline } from './case-timeline';

registerNamespace('caseStatus', { en, es });

const reached: Record<string, string> = {
  review_submitted: '2026-03-01T15:00:00.000Z',
  expert_review: '2026-03-02T15:00:00.000Z',
  payment_sent: '2026-03-04T15:00:00.000Z',
};
const steps: CaseRoomStep[] = WORKFLOW_STEPS.map((status) => ({ status, reachedAt: reached[status] ?? null }));

function items() {
  return within(screen.getByRole('list', { name: /Case progress|Progreso del caso/ })).getAllByRole('listitem');
}

describe('case timeline', () => {
  it('dates every step reached, marks the current one with what happens next, and greys the steps ahead', () => {
    renderWithProviders(<CaseTimeline steps={steps} status="payment_sent" locale="en" />);
    const [received, review, payment, paid, appeal, decided] = items();
    expect(received).toHaveTextContent('Case received (Completed step)Reached on March 1, 2026');
    expect(review).toHaveTextContent('In review (Completed step)Reached on March 2, 2026');
    expect(payment).toHaveAttribute('aria-current', 'step');
    expect(payment).toHaveTextContent('Payment requested (Current step)Reached on March 4, 2026');
    expect(payment).toHaveTextContent('What happens next');
    expect(payment).toHaveTextContent('We have e-mailed you a payment link.');
    for (const ahead of [paid, appeal, decided]) {
      expect(ahead).not.toHaveAttribute('aria-current');
      expect(ahead).toHaveTextContent('(Upcoming step)');
      expect(ahead).not.toHaveTextContent('Reached on');
      expect(ahead).toHaveAttribute('data-state', 'upcoming');
    }
    expect(
      within(received!)
        .getByText(/March 1, 2026/)
        .closest('time'),
    ).toHaveAttribute('dateTime', reached.review_submitted);
    expect(screen.getAllByText('What happens next')).toHaveLength(1);
  });

  it('writes the dates the Spanish way for a Spanish reader', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<CaseTimeline steps={steps} status="expert_review" locale="es" />);
    const [received, review] = items();
    expect(received).toHaveTextContent('Caso recibido (Paso completado)Alcanzado el 1 de marzo de 2026');
    expect(review).toHaveAttribute('aria-current', 'step');
    expect(review).toHaveTextContent('Qué sigue ahora');
  });

  it('shows a decided case as finished on its last step', () => {
    const all = WORKFLOW_STEPS.map((status, index) => ({ status, reachedAt: `2026-03-0${index + 1}T15:00:00.000Z` }));
    renderWithProviders(<CaseTimeline steps={all} status="completed" locale="en" />);
    const list = items();
    expect(list.at(-1)).toHaveAttribute('aria-current', 'step');
    expect(list.at(-1)).toHaveTextContent('Decided (Current step)Reached on March 7, 2026');
    expect(list.slice(0, -1).every((item) => item.getAttribute('data-state') === 'done')).toBe(true);
  });
});
