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
    const questions = within(main).getAllByRole('button');
    expect(questions).toHaveLength(29);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps at most one answer open per card, lets it close, and leaves other cards alone', async () => {
    const user = userEvent.setup();
    await openFaq();
    const payment = card('Payment & Refunds');
    const cost = within(payment).getByRole('button', { name: 'How much does it cost?' });
    const whenToPay = within(payment).getByRole('button', { name: 'When do I pay?' });
    const guarantee = within(card('Success & Guarantees')).getByRole('button', {
      name: 'Do you guarantee that my account will be reactivated?',
    });

    await user.click(guarantee);
    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/A one-time fee of \$200 USD per case/)).toBeVisible();

    await user.click(whenToPay);
    expect(whenToPay).toHaveAttribute('aria-expanded', 'true');
    expect(cost).toHaveAttribute('aria-expanded', 'false');
    expect(guarantee).toHaveAttribute('aria-expanded', 'true');

    await user.click(whenToPay);
    for (const question of within(payment).getAllByRole('button')) {
      expect(question).toHaveAttribute('aria-expanded', 'false');
    }
    expect(guarantee).toHaveAttribute('aria-expanded', 'true');
  });

  it('fills the support e-mail and phone into the contact answer', async () => {
    const user = userEvent.setup();
    await openFaq();
    await user.click(screen.getByRole('button', { name: 'How can I contact you?' }));
    expect(screen.getByText(/E-mail support@example\.com or call \+1 \(555\) 010-0200\./)).toBeVisible();
  });
});
