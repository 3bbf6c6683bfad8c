import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDispute } from '@reactivation/contracts';
import { registerNamespace } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { ADMIN_TOKEN_KEY, adminCatalog } from '@/features/admin-shell';
import { fakeApi, sent } from '@/testing/fake-admin-api';
import { DisputePanel } from './dispute-panel';

registerNamespace('admin', adminCatalog);

const CASE_ID = '4f1c2b7e-0000-4000-8000-000000000001';
const DISPUTE_ID = '7d1c2b7e-0000-4000-8000-000000000007';

const dispute = (overrides: Partial<AdminDispute> = {}): AdminDispute => ({
  id: DISPUTE_ID,
  providerDisputeId: 'du_123',
  amount: 20000,
  currency: 'usd',
  reason: 'product_not_received',
  status: 'needs_response',
  dueBy: '2026-03-12T12:00:00.000Z',
  outcome: null,
  openedAt: '2026-03-05T12:00:00.000Z',
  closedAt: null,
  evidenceSubmittedAt: null,
  ...overrides,
});

beforeEach(() => {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('DisputePanel', { timeout: 15_000 }, () => {
  it('shows the status, the due date and the amount, and submits the evidence once, after a confirmation', async () => {
    const fetchMock = fakeApi([
      {
        method: 'POST',
        url: `/api/admin/applications/${CASE_ID}/disputes/${DISPUTE_ID}/evidence`,
        body: dispute({ evidenceSubmittedAt: '2026-03-06T12:00:00.000Z' }),
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<DisputePanel applicationId={CASE_ID} caseNumber="DR-2026-000123" dispute={dispute()} />);
    expect(screen.getByRole('heading', { name: 'Спор по оплате: Нужен ответ' })).toBeInTheDocument();
    expect(screen.getByText(/^Ответить до 12\.03\.2026/)).toBeInTheDocument();
    expect(screen.getByText('Сумма спора: $200.00 USD')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отправить доказательства в Stripe' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Да, отправить в Stripe' }));
    expect(await screen.findByText('Доказательства отправлены в Stripe')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.map((call) => sent(call)).filter((call) => call.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ authorization: 'Bearer jwt-1' })]);
  });

  it('offers only the packet, with the outcome, once the dispute is closed', () => {
    fakeApi([]);
    renderWithProviders(
      <DisputePanel
        applicationId={CASE_ID}
        caseNumber="DR-2026-000123"
        dispute={dispute({ status: 'lost', outcome: 'lost', dueBy: null, closedAt: '2026-04-01T12:00:00.000Z' })}
      />,
    );
    expect(screen.getByText('Спор проигран: деньги возвращены клиенту')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать пакет доказательств (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить доказательства в Stripe' })).not.toBeInTheDocument();
  });
});
