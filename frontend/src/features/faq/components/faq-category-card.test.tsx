import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/faq.json';
import es from '@/locales/es/faq.json';
import { renderWithProviders } from '@/testing/render';
import { faqCategories } from '../data/faq-categories';
import { FaqCategoryCard } from './faq-category-card';

registerNamespace('faq', { en, es });

const card = (name: string) => screen.getByRole('region', { name });
const question = (scope: HTMLElement, name: string) => within(scope).getByText(name).closest('summary')!;
const isOpen = (summary: HTMLElement) => summary.closest('details')!.open;

async function openFaq() {
  renderWithProviders(
    <main>
      {faqCategories.map((category) => (
        <FaqCategoryCard key={category.id} category={category} />
      ))}
    </main>,
  );
  await screen.findByRole('heading', { level: 2, name: 'General Services' });
}

// Generous: the suite shares the machine with others, and Radix animations run in every click.
describe('FAQ category cards', { timeout: 15_000 }, () => {
  it('shows six categories with every question closed at first', async () => {
    await openFaq();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'General Services',
      'Process & Timeline',
      'Success & Guarantees',
      'Platform-Specific Questions',
      'Payment & Refunds',
      'Communication & Support',
    ]);
    const questions = main.querySelectorAll('details');
    expect(questions).toHaveLength(29);
    for (const item of questions) expect(item.open).toBe(false);
  });

  it('keeps at most one answer open per card, lets it close, and leaves other cards alone', async () => {
    const user = userEvent.setup();
    await openFaq();
    const payment = card('Payment & Refunds');
    const cost = question(payment, 'How much does it cost?');
    const whenToPay = question(payment, 'When do I pay?');
    const guarantee = question(card('Success & Guarantees'), 'Do you guarantee that my account will be reactivated?');

    await user.click(guarantee);
    await user.click(cost);
    expect(isOpen(cost)).toBe(true);
    expect(screen.getByText(/A one-time fee of \$200 USD per case/)).toBeVisible();

    await user.click(whenToPay);
    expect(isOpen(whenToPay)).toBe(true);
    expect(isOpen(cost)).toBe(false);
    expect(isOpen(guarantee)).toBe(true);

    await user.click(whenToPay);
    for (const item of payment.querySelectorAll('details')) expect(item.open).toBe(false);
    expect(isOpen(guarantee)).toBe(true);
  });

  it('fills the support e-mail and phone into the contact answer', async () => {
    const user = userEvent.setup();
    await openFaq();
    await user.click(question(screen.getByRole('main'), 'How can I contact you?'));
    expect(screen.getByText(/E-mail support@example\.com or call \+1 \(555\) 010-0200\./)).toBeVisible();
  });
});
