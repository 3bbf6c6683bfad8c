import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentSuccessPage from '@/app/routes/payment-success';
import { overlaysConfig } from '@/config/overlays';
import { SupportWidget } from '@/features/overlays/components/support-widget';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/app/testing/render-app';
import { CASE_NUMBER } from '@/testing/fake-payments-api';
import { renderRoute } from '@/testing/render';
import { reportConversion } from '@/lib/ad-tag';

vi.mock('@/lib/ad-tag', () => ({ reportConversion: vi.fn(async () => undefined) }));

function renderPage(path: string) {
  return renderRoute(
    <>
      <PaymentSuccessPage />
      <SupportWidget config={overlaysConfig.supportWidget} />
    </>,
    '/payment-success/:caseNumber?',
    path,
  );
}

describe('payment success page', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.mocked(reportConversion).mockClear();
  });

  it('shows the case number, the amount, the status and the next steps', () => {
    renderPage(`/payment-success/${CASE_NUMBER}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    const summary = within(screen.getByText(CASE_NUMBER).closest('dl') as HTMLElement);
    expect(summary.getByText(CASE_NUMBER)).toBeInTheDocument();
    expect(summary.getByText('$200.00 USD')).toBeInTheDocument();
    expect(summary.getByText('In Progress')).toBeInTheDocument();
    const next = within(screen.getByRole('region', { name: 'What happens next' }));
    expect(next.getByText("You'll receive a confirmation e-mail within 5 minutes.")).toBeInTheDocument();
    expect(next.getByText('A specialist will review your case within 24-48 hours.')).toBeInTheDocument();
    expect(next.getByText(/contact you by e-mail and phone/)).toBeInTheDocument();
    const support = within(screen.getByRole('region', { name: 'Need help?' }));
    expect(support.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(support.getByRole('link', { name: '+1 (555) 010-0200' })).toHaveAttribute('href', 'tel:+15550100200');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    // The form reported the conversion already; the page does not count it twice.
    expect(reportConversion).not.toHaveBeenCalled();
  });

  it('opens the support chat widget from its button', async () => {
    const user = userEvent.setup();
    renderPage(`/payment-success/${CASE_NUMBER}`);
    expect(screen.queryByRole('log', { name: 'Support chat' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chat with support' }));
    expect(screen.getByRole('log', { name: 'Support chat' })).toBeInTheDocument();
  });

  it('claims no payment when opened without a case number', () => {
    renderPage('/payment-success');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment Successful/)).not.toBeInTheDocument();
    expect(screen.queryByText('$200.00 USD')).not.toBeInTheDocument();
    expect(screen.queryByText('In Progress')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with support' })).toBeInTheDocument();
  });

  it('says the payment did not go through after a failed return from the card provider', () => {
    renderPage(`/payment-success/${CASE_NUMBER}?payment_intent=pi_1&redirect_status=failed`);
    expect(screen.getByRole('heading', { level: 1, name: 'Your payment was not completed' })).toBeInTheDocument();
    expect(screen.queryByText('In Progress')).not.toBeInTheDocument();
  });

  it('reports the conversion after a successful return from the card provider', () => {
    const path = `/payment-success/DR-2026-000999?payment_intent=pi_1&redirect_status=succeeded`;
    renderPage(path).unmount();
    renderPage(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    // Each render asks; reportConversion itself sends once per case number (lib/ad-tag.test.ts).
    expect(reportConversion).toHaveBeenCalledWith('DR-2026-000999');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderPage(`/payment-success/${CASE_NUMBER}`);
    expect(screen.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeInTheDocument();
    expect(screen.getByText('En proceso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chatea con soporte' })).toBeInTheDocument();
  });

  it('is a public page inside the site frame', async () => {
    renderApp(`/payment-success/${CASE_NUMBER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
