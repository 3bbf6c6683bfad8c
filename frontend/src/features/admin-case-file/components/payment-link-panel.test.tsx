import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { ADMIN_TOKEN_KEY, adminCatalog } from '@/features/admin-shell';
import { fakeApi, fakeApplication, sent } from '@/testing/fake-admin-api';
import { PaymentLinkPanel } from './payment-link-panel';
import { StatusLinkPanel } from './status-link-panel';

registerNamespace('admin', adminCatalog);

beforeEach(() => {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const URL = 'http://localhost:3000/payment/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();

describe('PaymentLinkPanel', { timeout: 15_000 }, () => {
  it('shows until when the link works, and revokes it with the staff token', async () => {
    const application = fakeApplication({ status: 'payment_sent', paymentToken: 'AAAA' });
    const fetchMock = fakeApi([
      { method: 'POST', url: `/api/admin/applications/${application.id}/payment-link/revoke`, status: 204 },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PaymentLinkPanel application={application} paymentUrl={URL} expiresAt={inAMonth} />);
    expect(screen.getByText(/^Действует до /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отозвать ссылку' }));

    expect(await screen.findByText('Ссылка отозвана: по ней больше нельзя оплатить')).toBeInTheDocument();
    expect(sent(fetchMock.mock.calls[0])).toMatchObject({ method: 'POST', authorization: 'Bearer jwt-1' });
  });

  it('says an expired link is expired, does not e-mail it, and offers a new one', async () => {
    const application = fakeApplication({ status: 'payment_sent', paymentToken: 'AAAA' });
    const fetchMock = fakeApi([
      {
        method: 'POST',
        url: `/api/admin/applications/${application.id}/payment-link/reissue`,
        status: 201,
        body: { token: 'B'.repeat(43), url: URL.replace(/A+$/, 'B'.repeat(43)), expiresAt: inAMonth },
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PaymentLinkPanel application={application} paymentUrl={URL} expiresAt="2026-01-01T00:00:00.000Z" />);
    expect(screen.getByText(/Срок действия ссылки истёк/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить клиенту' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Выпустить новую ссылку' }));

    expect(await screen.findByText('Новая ссылка выпущена, прежняя больше не работает')).toBeInTheDocument();
    expect(sent(fetchMock.mock.calls[0]).url).toBe(`/api/admin/applications/${application.id}/payment-link/reissue`);
  });

  it('offers a new link for a case waiting for payment whose link was revoked', () => {
    fakeApi([]);
    renderWithProviders(
      <PaymentLinkPanel
        application={fakeApplication({ status: 'payment_sent', paymentToken: null })}
        paymentUrl={null}
        expiresAt={null}
      />,
    );
    expect(screen.getByText('Ссылки на оплату нет: она отозвана или ещё не выпущена.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выпустить новую ссылку' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Создать ссылку на оплату' })).not.toBeInTheDocument();
  });
});

describe('StatusLinkPanel', { timeout: 15_000 }, () => {
  it('shows the client’s status link and replaces it on request', async () => {
    const id = fakeApplication().id;
    const fetchMock = fakeApi([
      {
        method: 'POST',
        url: `/api/admin/applications/${id}/status-link/rotate`,
        body: { url: 'http://localhost:3000/case/new' },
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<StatusLinkPanel applicationId={id} statusUrl="http://localhost:3000/case/old" />);
    expect(screen.getByLabelText('Ссылка для клиента на страницу статуса')).toHaveValue('http://localhost:3000/case/old');
    await user.click(screen.getByRole('button', { name: 'Сменить ссылку на статус' }));

    expect(await screen.findByText('Ссылка на статус сменена, прежняя больше не открывается')).toBeInTheDocument();
    expect(sent(fetchMock.mock.calls[0])).toMatchObject({ method: 'POST', authorization: 'Bearer jwt-1' });
  });
});
