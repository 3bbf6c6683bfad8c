import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FaqSection } from './faq-section';

describe('FaqSection', () => {
  it('lists six questions, all closed at first', () => {
    renderWithProviders(<FaqSection />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(6);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens questions independently, so several answers can be open at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqSection />);
    const lawFirm = screen.getByRole('button', { name: 'Are you a law firm?' });
    const guarantee = screen.getByRole('button', { name: 'Can you guarantee my account will be reactivated?' });

    await user.click(lawFirm);
    await user.click(guarantee);
    expect(lawFirm).toHaveAttribute('aria-expanded', 'true');
    expect(guarantee).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/our specialists are not attorneys/)).toBeVisible();
    expect(screen.getByText(/no one can honestly promise reactivation/)).toBeVisible();

    await user.click(lawFirm);
    expect(lawFirm).toHaveAttribute('aria-expanded', 'false');
    expect(guarantee).toHaveAttribute('aria-expanded', 'true');
  });
});
