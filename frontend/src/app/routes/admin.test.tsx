import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixJsdomPolyfills } from '@/components/ui/test-polyfills';
import { ADMIN_TOKEN_KEY } from '@/features/admin-shell';
import { renderApp } from '@/app/testing/render-app';
import { fakeApi, fakeApplication, fakeDetail, sent, type FakeRoute } from '@/testing/fake-admin-api';

beforeAll(installRadixJsdomPolyfills);

// The first import of a lazy page is compiled on demand, which can take longer than findBy's default second.
const LOAD = { timeout: 5000 };

const first = fakeApplication();
const second = fakeApplication({
  id: '4f1c2b7e-0000-4000-8000-000000000002',
  caseNumber: 'DR-2026-000124',
  firstName: 'Ben',
  lastName: 'Stone',
  email: 'ben@example.com',
  platform: 'Uber Eats',
  status: 'paid',
});
const older = fakeApplication({
  id: '4f1c2b7e-0000-4000-8000-000000000003',
  caseNumber: 'DR-2026-000001',
  firstName: 'Cara',
  lastName: 'Mills',
  status: 'completed',
});

const panelApi = (extra: FakeRoute[] = []): FakeRoute[] => [
  ...extra,
  { url: '/api/admin/verify', body: { ok: true, username: 'olga', totpEnabled: false } },
  {
    url: '/api/admin/applications/stats',
    body: { total: 10234, new: 7, paid: 3, overdue: 2, businessHours: { days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00', timeZone: 'America/New_York' } },
  },
  { url: '/api/admin/staff', body: [{ id: '7d0f0c55-0000-4000-8000-0000000000aa', username: 'olga' }] },
  {
    url: '/api/admin/applications?limit=25',
    body: [first, second],
    headers: {
      'X-Total-Count': '10000',
      'X-Total-Count-Capped': 'true',
      Link: '<http://localhost:3000/api/admin/applications?limit=25&cursor=c2>; rel="next"',
    },
  },
  { url: '/api/admin/applications?limit=25&cursor=c2', body: [older], headers: { 'X-Total-Count': '10000', 'X-Total-Count-Capped': 'true' } },
  { url: '/api/admin/applications?q=stone&limit=25', body: [second], headers: { 'X-Total-Count': '1' } },
  { url: `/api/admin/applications/${first.caseNumber}`, body: fakeDetail(first) },
  { url: `/api/admin/applications/${second.caseNumber}`, body: fakeDetail(second) },
  { url: '/api/admin/applications/DR-2026-999999', status: 404, body: { message: 'No such case' } },
];

describe('/admin', { timeout: 20_000 }, () => {
  it('sends a visitor without a token to the login page, in the staff frame without the public header and footer', async () => {
    const fetchMock = fakeApi([]);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход для сотрудников' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Панель управления');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open support chat' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets a token the server refuses and goes to the login page', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi([{ url: '/api/admin/verify', status: 401, body: { message: 'Unauthorized' } }]);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход для сотрудников' }, LOAD)).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('keeps the token when the check gets no answer at all, and checks again on "Повторить"', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = fakeApi(panelApi());
    const answer = answers.getMockImplementation()!;
    answers.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    answers.mockImplementation(answer);
    const user = userEvent.setup();
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Повторить' }, LOAD));
    expect(await screen.findByRole('table', { name: 'Список заявок' }, LOAD)).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('jwt-1');
  });

  it('shows the counters and the list once verified, pages with the Link header and searches on the server', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    const fetchMock = fakeApi(panelApi());
    const user = userEvent.setup();
    renderApp('/admin');

    const table = await screen.findByRole('table', { name: 'Список заявок' }, LOAD);
    expect(screen.getByRole('heading', { level: 1, name: 'Заявки' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Вы вошли как olga')).toBeInTheDocument();
    const queues = screen.getByRole('link', { name: /Очереди/ });
    expect(queues).toHaveAttribute('href', '/api/admin/queues');
    expect(queues).toHaveAttribute('target', '_blank');

    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Имя', 'Email', 'Платформа', 'Статус', 'Срок рассмотрения', 'Срок апелляции ↕Сортировать по сроку апелляции (ближайшие сверху)', 'Ответственный', 'Дата', 'Действия']);
    const ben = within(table).getByRole('rowheader', { name: /Ben Stone/ }).closest('tr');
    expect(ben).not.toBeNull();
    expect(within(ben as HTMLElement).getByText('Оплачено')).toBeInTheDocument();
    expect(within(ben as HTMLElement).getByText('Uber Eats')).toBeInTheDocument();
    expect(await screen.findByText('Найдено: 10 000+')).toBeInTheDocument();
    expect(screen.getByText('10 234')).toBeInTheDocument();
    expect(fetchMock.mock.calls.every((call) => sent(call).authorization === 'Bearer jwt-1')).toBe(true);

    // The next page is the address of the Link header, as a path of this site.
    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByRole('rowheader', { name: /Cara Mills/ })).toBeInTheDocument();
    expect(screen.getByText('Страница 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('rowheader', { name: /Ana Lopez/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'stone');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Ana Lopez/ })).not.toBeInTheDocument());
    expect(screen.getByText('Найдено: 1')).toBeInTheDocument();
    const searches = fetchMock.mock.calls.map((call) => sent(call).url).filter((url) => url.includes('q='));
    expect(searches).toEqual(['/api/admin/applications?q=stone&limit=25']);
  });

  it('shows the review deadline, puts overdue cases first and counts them, and filters "мои дела"', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    const late = fakeApplication({
      id: '4f1c2b7e-0000-4000-8000-000000000009',
      caseNumber: 'DR-2026-000009',
      firstName: 'Dana',
      lastName: 'Late',
      reviewDueAt: new Date(Date.now() - (2 * 60 + 5) * 60_000).toISOString(),
      overdue: true,
      ownerId: '7d0f0c55-0000-4000-8000-0000000000aa',
      ownerName: 'olga',
    });
    const fresh = fakeApplication({ reviewDueAt: new Date(Date.now() + (3 * 60 + 20) * 60_000 + 30_000).toISOString() });
    const fetchMock = fakeApi(
      panelApi([
        { url: '/api/admin/applications?limit=25', body: [late, fresh], headers: { 'X-Total-Count': '2' } },
        { url: '/api/admin/applications?owner=me&limit=25', body: [late], headers: { 'X-Total-Count': '1' } },
      ]),
    );
    const user = userEvent.setup();
    renderApp('/admin');

    const table = await screen.findByRole('table', { name: 'Список заявок' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Просрочено на 2 ч 5 мин')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Осталось 3 ч 20 мин')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('combobox', { name: 'Ответственный по заявке DR-2026-000009' })).toHaveTextContent('olga');
    expect(within(rows[1]!).getByRole('combobox', { name: 'Ответственный по заявке DR-2026-000123' })).toHaveTextContent('Не назначен');
    const overdue = await screen.findByText('Просрочено', { selector: 'dt' });
    expect(overdue.nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText(/один рабочий день: пн–пт, 09:00–18:00 \(America\/New_York\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Ответственный' }));
    await user.click(await screen.findByRole('option', { name: 'Мои дела' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Ana Lopez/ })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.map((call) => sent(call).url)).toContain('/api/admin/applications?owner=me&limit=25');
  });

  it('shows the audit log in its own section, with Russian names for each action', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    fakeApi(
      panelApi([
        {
          url: '/api/admin/audit?limit=25',
          body: [
            {
              id: 'e1',
              at: '2026-03-05T14:30:00.000Z',
              actor: 'olga',
              action: 'status_changed',
              applicationId: first.id,
              caseNumber: 'DR-2026-000123',
              detail: { from: 'review_submitted', to: 'expert_review' },
            },
            { id: 'e2', at: '2026-03-05T14:00:00.000Z', actor: 'olga', action: 'cases_exported', applicationId: null, caseNumber: null, detail: { q: 'stone' } },
          ],
        },
      ]),
    );
    renderApp('/admin/journal');
    const table = await screen.findByRole('table', { name: 'Журнал действий сотрудников' }, LOAD);
    expect(screen.getByRole('link', { name: 'Журнал' })).toHaveAttribute('aria-current', 'page');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Смена статуса');
    expect(rows[0]).toHaveTextContent('«Заявка отправлена» → «Экспертная оценка»');
    expect(rows[1]).toHaveTextContent('Выгрузка заявок в CSV');
    expect(rows[1]).toHaveTextContent('поиск «stone»');
    expect(within(rows[0]!).getByRole('link', { name: 'DR-2026-000123' })).toHaveAttribute('href', '/admin/cases/DR-2026-000123');
  });

  it('sends the sections\' old addresses (/admin?section=…) to their own', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    fakeApi(panelApi([{ url: '/api/admin/audit?limit=25', body: [] }]));
    renderApp('/admin?section=audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Журнал действий' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Журнал' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the search in the address, opens a case on its own page, and "Все заявки" returns to the list as it was', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    const fetchMock = fakeApi(panelApi());
    const user = userEvent.setup();
    renderApp('/admin?q=stone');

    expect(await screen.findByRole('rowheader', { name: /Ben Stone/ }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('stone');
    expect(screen.queryByRole('rowheader', { name: /Ana Lopez/ })).not.toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Открыть заявку DR-2026-000124' });
    expect(open).toHaveAttribute('href', '/admin/cases/DR-2026-000124');
    await user.click(open);

    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка DR-2026-000124' })).toBeInTheDocument();
    expect(await screen.findByText('Клиент не прикладывал документы.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Клиент' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заявки' })).toHaveAttribute('aria-current', 'true');
    expect(fetchMock.mock.calls.map(sent)).toContainEqual(
      expect.objectContaining({ url: '/api/admin/applications/DR-2026-000124', authorization: 'Bearer jwt-1' }),
    );

    await user.click(screen.getByRole('link', { name: /Все заявки/ }));
    expect(await screen.findByRole('rowheader', { name: /Ben Stone/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('stone');
    expect(screen.queryByRole('rowheader', { name: /Ana Lopez/ })).not.toBeInTheDocument();
  });

  it("opens a case's page from its address with its Russian status action; an unknown number says so", async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    fakeApi(panelApi());
    const first = renderApp('/admin/cases/DR-2026-000123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка DR-2026-000123' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Отметить: экспертная оценка отправлена' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать ссылку на оплату' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить заметку' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Все заявки/ })).toHaveAttribute('href', '/admin');
    first.unmount();

    renderApp('/admin/cases/DR-2026-999999');
    expect(await screen.findByText('Заявки DR-2026-999999 нет. Проверьте номер или найдите заявку в списке.', {}, LOAD)).toBeInTheDocument();
  });

  it("sends a signed-out reader of a case's address to sign in, then to that case", async () => {
    fakeApi(
      panelApi([{ method: 'POST', url: '/api/admin/login', body: { token: 'jwt-1', expiresAt: '2026-03-06T00:00:00.000Z' } }]),
    );
    const user = userEvent.setup();
    renderApp('/admin/cases/DR-2026-000123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход для сотрудников' }, LOAD)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Логин'), 'olga');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка DR-2026-000123' }, LOAD)).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('jwt-1');
  });

  it('logs out: ends the token on the server, forgets it and returns to the login page', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    const fetchMock = fakeApi(panelApi([{ method: 'POST', url: '/api/admin/logout', status: 204 }]));
    const user = userEvent.setup();
    renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Выйти' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход для сотрудников' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(fetchMock.mock.calls.map(sent)).toContainEqual(
      expect.objectContaining({ url: '/api/admin/logout', method: 'POST', authorization: 'Bearer jwt-1' }),
    );
  });
});
