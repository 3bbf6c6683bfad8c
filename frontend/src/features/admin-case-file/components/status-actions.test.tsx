import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseStatus } from '@reactivation/contracts';
import { installRadixJsdomPolyfills } from '@/components/ui/test-polyfills';
import { registerNamespace } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { ADMIN_TOKEN_KEY, adminCatalog } from '@/features/admin-shell';
import { fakeApi, fakeApplication, sent } from '@/testing/fake-admin-api';
import { StatusActions } from './status-actions';

registerNamespace('admin', adminCatalog);
// The close form's reason is a Radix select.
installRadixJsdomPolyfills();

beforeEach(() => {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const BUTTONS: readonly [CaseStatus, string | null][] = [
  ['review_submitted', 'Отметить: экспертная оценка отправлена'],
  ['expert_review', null],
  ['payment_sent', 'Отметить как оплачено'],
  ['paid', 'Начать работу'],
  // Closing asks for the outcome first (close-case-form.tsx): the form's own button.
  ['in_progress', 'Завершить дело'],
  ['completed', null],
];

const ALL_LABELS = BUTTONS.flatMap(([, label]) => (label ? [label] : []));

describe('StatusActions', { timeout: 15_000 }, () => {
  it.each(BUTTONS)('offers the SPEC §4 button for %s', (status, label) => {
    fakeApi([]);
    renderWithProviders(<StatusActions application={fakeApplication({ status })} />);
    for (const other of ALL_LABELS.filter((text) => text !== label)) {
      expect(screen.queryByRole('button', { name: other })).not.toBeInTheDocument();
    }
    if (label) expect(screen.getByRole('button', { name: label })).toBeEnabled();
    else expect(screen.getByText('Для этого статуса нет доступных действий.')).toBeInTheDocument();
  });

  it('shows the current status in Russian', () => {
    fakeApi([]);
    renderWithProviders(<StatusActions application={fakeApplication({ status: 'payment_sent' })} />);
    expect(screen.getByText('Ссылка на оплату отправлена')).toBeInTheDocument();
  });

  it('sends the next status with the staff token', async () => {
    const application = fakeApplication({ status: 'paid' });
    const fetchMock = fakeApi([
      { method: 'PATCH', url: `/api/admin/applications/${application.id}/status`, body: { ...application, status: 'in_progress' } },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<StatusActions application={application} />);
    await user.click(screen.getByRole('button', { name: 'Начать работу' }));

    expect(await screen.findByText('Статус изменён: В работе')).toBeInTheDocument();
    expect(sent(fetchMock.mock.calls[0])).toMatchObject({
      method: 'PATCH',
      authorization: 'Bearer jwt-1',
      body: { status: 'in_progress' },
    });
  });

  it('tells staff in Russian when the server refuses the move (409)', async () => {
    const application = fakeApplication({ status: 'review_submitted' });
    fakeApi([
      { method: 'PATCH', url: `/api/admin/applications/${application.id}/status`, status: 409, body: { message: 'Not allowed' } },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<StatusActions application={application} />);
    await user.click(screen.getByRole('button', { name: 'Отметить: экспертная оценка отправлена' }));

    expect(await screen.findByText('Не удалось изменить статус')).toBeInTheDocument();
    expect(screen.getByText(/Этот переход сейчас недоступен/)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('closes a case only with its outcome, date and reason group, sent with the status', async () => {
    const application = fakeApplication({ status: 'in_progress' });
    const fetchMock = fakeApi([
      { method: 'PATCH', url: `/api/admin/applications/${application.id}/status`, body: { ...application, status: 'completed' } },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<StatusActions application={application} />);
    await user.click(screen.getByRole('button', { name: 'Завершить дело' }));
    // Outcome and reason missing: named under their fields, nothing sent.
    expect(screen.getAllByText('Заполните это поле')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Платформа отказала' }));
    await user.clear(screen.getByLabelText('Дата итога'));
    await user.type(screen.getByLabelText('Дата итога'), '2026-11-20');
    await user.click(screen.getByRole('combobox', { name: 'Причина деактивации' }));
    await user.click(await screen.findByRole('option', { name: 'Проверка биографии' }));
    await user.click(screen.getByRole('button', { name: 'Завершить дело' }));

    expect(await screen.findByText('Дело завершено: Платформа отказала')).toBeInTheDocument();
    expect(sent(fetchMock.mock.calls[0])).toMatchObject({
      method: 'PATCH',
      body: { status: 'completed', outcome: 'denied', outcomeDate: '2026-11-20', reasonGroup: 'background_check' },
    });
  });

  it('forgets the token on a 401', async () => {
    const application = fakeApplication({ status: 'paid' });
    fakeApi([{ method: 'PATCH', url: `/api/admin/applications/${application.id}/status`, status: 401, body: { message: 'Unauthorized' } }]);
    const user = userEvent.setup();
    renderWithProviders(<StatusActions application={application} />);
    await user.click(screen.getByRole('button', { name: 'Начать работу' }));
    await vi.waitFor(() => expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull());
  });
});
