import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FaqSection } from './faq-section';

const question = (name: string) => screen.getByText(name).closest('summary')!;
const isOpen = (name: string) => question(name).closest('details')!.open;

describe('FaqSection', () => {
  it('lists six questions, all closed at first, as native disclosures', () => {
    renderWithProviders(<FaqSection />);
    const items = document.querySelectorAll('details');
    expect(items).toHaveLength(6);
    for (const item of items) expect(item.open).toBe(false);
  });

  it('opens questions independently, so several answers can be open at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqSection />);
    const lawFirm = 'Are you a law firm?';
    const guarantee = 'Can you guarantee my account will be reactivated?';

    await user.click(question(lawFirm));
    await user.click(question(guarantee));
    expect(isOpen(lawFirm)).toBe(true);
    expect(isOpen(guarantee)).toBe(true);
    expect(screen.getByText(/our specialists are not attorneys/)).toBeVisible();
    expect(screen.getByText(/no one can honestly promise reactivation/)).toBeVisible();

    await user.click(question(lawFirm));
    expect(isOpen(lawFirm)).toBe(false);
    expect(isOpen(guarantee)).toBe(true);
  });
});
