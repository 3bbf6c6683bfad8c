import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCaseMoney, AdminRefund } from '@reactivation/contracts';
import { registerNamespace } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { ADMIN_TOKEN_KEY, adminCatalog } from '@/features/admin-shell';
import { fakeApi, sent } from '@/testing/fake-admin-api';
import { RefundForm } from './refund-form';

registerNamespace('admin', adminCatalog);

const CASE_ID = '4f1c2b7e-0000-4000-8000-000000000001';
const REFUNDS = `/api/admin/applications/${CASE_ID}/refunds`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function refunded(amount: number, refundable: number): { refund: AdminRefund; money: AdminCaseMoney } {
  const refund: AdminRefund = {
    id: '9a1c2b7e-0000-4000-8000-000000000009',
    amount,
    currency: 'usd',
    status: 'succeeded',
    source: 'staff',
    reason: 'out_of_scope',
    note: null,
    actor: 'anna',
    createdAt: '2026-03-05T14:30:00.000Z',
  };
  return {
    refund,
    money: { payment: null, refunded: 20000 - refundable, refundable, refunds: [refund], disputes: [], agreement: null },
  };
}

function renderForm(refundable = 15000) {
  renderWithProviders(
    <RefundForm applicationId={CASE_ID} caseNumber="DR-2026-000123" refundable={refundable} currency="usd" cardLast4="4242" />,
  );
  return userEvent.setup();
}

async function openPartial(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Вернуть деньги' }));
  await user.click(screen.getByRole('checkbox', { name: /Вся оставшаяся сумма/ }));
  return screen.getByRole('textbox', { name: 'Сумма возврата, $' });
}

describe('RefundForm', { timeout: 15_000 }, () => {
  it('checks the amount and the reason before anything is sent', async () => {
    const fetchMock = fakeApi([]);
    const user = renderForm(15000);
    const amount = await openPartial(user);
    const next = screen.getByRole('button', { name: 'Далее: проверить возврат' });

    await user.clear(amount);
    await user.click(next);
    expect(await screen.findByText('Укажите сумму возврата.')).toBeInTheDocument();
    expect(screen.getByText('Выберите причину возврата.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.type(amount, 'fifty');
    await user.click(next);
    expect(await screen.findByText('Укажите сумму в долларах, например 50 или 50.25.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(next);
    expect(await screen.findByText('Сумма возврата должна быть больше нуля.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '150.01');
    await user.click(screen.getByRole('radio', { name: 'По просьбе клиента' }));
    await user.click(next);
    expect(await screen.findByText('Нельзя вернуть больше, чем осталось: доступно $150.00 USD.')).toBeInTheDocument();
    expect(screen.queryByText('Выберите причину возврата.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Подтвердить возврат/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for confirmation first, then refunds once with one confirmation token, even pressed again after no answer', async () => {
    const fetchMock = fakeApi([]);
    // The first press gets no answer from Stripe (502); the second, with the same token, goes through.
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'not confirmed yet' }), { status: 502 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(refunded(5000, 10000)), { status: 201 }));
    const user = renderForm(15000);
    const amount = await openPartial(user);
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('radio', { name: 'Дело вне нашей компетенции (до начала работы)' }));
    await user.type(screen.getByRole('textbox', { name: 'Комментарий (виден только сотрудникам)' }), 'Не наша платформа');
    await user.click(screen.getByRole('button', { name: 'Далее: проверить возврат' }));

    // The confirmation says what will happen; nothing is sent before it is pressed.
    expect(await screen.findByRole('heading', { name: 'Проверьте возврат' })).toBeInTheDocument();
    expect(screen.getByText(/Деньги вернутся на карту •••• 4242/)).toBeInTheDocument();
    expect(screen.getByText('Не наша платформа')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const confirm = screen.getByRole('button', { name: 'Подтвердить возврат $50.00 USD' });
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe пока не подтвердил возврат');
    await user.click(screen.getByRole('button', { name: 'Подтвердить возврат $50.00 USD' }));
    expect(await screen.findByText('Возврат $50.00 USD оформлен. Клиенту отправлено письмо.')).toBeInTheDocument();

    const refundCalls = fetchMock.mock.calls.filter((call) => call[0] === REFUNDS).map((call) => sent(call));
    expect(refundCalls).toHaveLength(2);
    const [first, second] = refundCalls as [ReturnType<typeof sent>, ReturnType<typeof sent>];
    expect(first).toMatchObject({
      method: 'POST',
      authorization: 'Bearer jwt-1',
      body: { amount: 5000, reason: 'out_of_scope', note: 'Не наша платформа', confirmationToken: expect.stringMatching(UUID) },
    });
    expect(second.body).toEqual(first.body);
    // Done: the form is closed again.
    expect(screen.getByRole('button', { name: 'Вернуть деньги' })).toBeInTheDocument();
  });

  it('sends all that is left by default, and a new confirmation makes a new token', async () => {
    const fetchMock = fakeApi([]);
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ message: 'used', errors: { confirmationToken: 'used' } }), { status: 422 }),
    );
    const user = renderForm(15000);
    await user.click(screen.getByRole('button', { name: 'Вернуть деньги' }));
    expect(screen.getByRole('textbox', { name: 'Сумма возврата, $' })).toHaveValue('150.00');
    await user.click(screen.getByRole('radio', { name: 'Реактивация не удалась' }));
    await user.click(screen.getByRole('button', { name: 'Далее: проверить возврат' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить возврат $150.00 USD' }));

    // A used confirmation sends staff back to the form with the message; confirming again uses a new token.
    expect(await screen.findByRole('alert')).toHaveTextContent('Эта форма уже использована для другого возврата');
    await user.click(screen.getByRole('button', { name: 'Далее: проверить возврат' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить возврат $150.00 USD' }));
    await screen.findByRole('alert');
    const bodies = fetchMock.mock.calls.filter((call) => call[0] === REFUNDS).map((call) => sent(call).body as { amount: number; confirmationToken: string });
    expect(bodies.map((body) => body.amount)).toEqual([15000, 15000]);
    expect(bodies[0]!.confirmationToken).not.toBe(bodies[1]!.confirmationToken);
  });

  it("says in Russian when the server refuses more than is left (another staff member refunded meanwhile)", async () => {
    const fetchMock = fakeApi([]);
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ message: 'larger', errors: { amount: 'larger' }, refundable: 0 }), { status: 409 }),
    );
    const user = renderForm(15000);
    await user.click(screen.getByRole('button', { name: 'Вернуть деньги' }));
    await user.click(screen.getByRole('radio', { name: 'По просьбе клиента' }));
    await user.click(screen.getByRole('button', { name: 'Далее: проверить возврат' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить возврат $150.00 USD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сумма больше, чем можно вернуть: доступно $0.00 USD. Ничего не возвращено.',
    );
  });

  it('offers no refund once everything was refunded', () => {
    fakeApi([]);
    renderForm(0);
    expect(screen.getByText('Вся оплата уже возвращена: возвращать больше нечего.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Вернуть деньги' })).not.toBeInTheDocument();
  });
});
