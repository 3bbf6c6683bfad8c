import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import AdminLoginPage from '@/app/routes/admin-login';
import { ADMIN_TOKEN_KEY } from '@/features/admin-shell';
import { fakeApi, sent } from '@/testing/fake-admin-api';

/** The login page with a stand-in for /admin, so a successful login can be seen to arrive there. */
function renderLogin(entry = '/admin-login') {
  const router = createMemoryRouter(
    [
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '/admin', element: <h1>Панель открыта</h1> },
      { path: '/admin/cases/:caseNumber', element: <h1>Заявка открыта</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

const submit = () => screen.getByRole('button', { name: 'Войти' });

describe('admin login form', { timeout: 15_000 }, () => {
  it('keeps the submit button disabled until both username and password are filled', async () => {
    const fetchMock = fakeApi([]);
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Вход для сотрудников' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await fill(user, 'Логин', 'staff');
    expect(submit()).toBeDisabled();
    await fill(user, 'Пароль', 'secret');
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText('Логин'));
    expect(submit()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and opens the panel after a successful login', async () => {
    const fetchMock = fakeApi([
      { method: 'POST', url: '/api/admin/login', body: { token: 'jwt-123', expiresAt: '2026-03-06T00:00:00.000Z' } },
    ]);
    const user = userEvent.setup();
    const router = renderLogin();
    await fill(user, 'Логин', ' staff ');
    await fill(user, 'Пароль', 'secret');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Панель открыта' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('jwt-123');
    expect(sent(fetchMock.mock.calls[0])).toMatchObject({
      url: '/api/admin/login',
      method: 'POST',
      authorization: null,
      body: { username: 'staff', password: 'secret' },
    });
  });

  it('goes back to the panel page that sent the reader here (?next=), and to the list for anything but a panel page', async () => {
    fakeApi([{ method: 'POST', url: '/api/admin/login', body: { token: 'jwt-123', expiresAt: '2026-03-06T00:00:00.000Z' } }]);
    const user = userEvent.setup();
    const router = renderLogin(`/admin-login?next=${encodeURIComponent('/admin/cases/DR-2026-000217')}`);
    await fill(user, 'Логин', 'staff');
    await fill(user, 'Пароль', 'secret');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Заявка открыта' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/cases/DR-2026-000217');
  });

  it('ignores a ?next= that leaves the panel', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-123');
    const router = renderLogin(`/admin-login?next=${encodeURIComponent('//evil.example/admin')}`);
    expect(await screen.findByRole('heading', { name: 'Панель открыта' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows "Ошибка входа" / "Неверный логин или пароль" on a 401 and stays on the page', async () => {
    fakeApi([{ method: 'POST', url: '/api/admin/login', status: 401, body: { message: 'Invalid credentials' } }]);
    const user = userEvent.setup();
    const router = renderLogin();
    await fill(user, 'Логин', 'staff');
    await fill(user, 'Пароль', 'wrong');
    await user.click(submit());

    expect(await screen.findByText('Ошибка входа')).toBeInTheDocument();
    expect(screen.getByText('Неверный логин или пароль')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong');
  });

  it('shows "Ошибка" / "Не удалось подключиться к серверу" when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderLogin();
    await fill(user, 'Логин', 'staff');
    await fill(user, 'Пароль', 'secret');
    await user.click(submit());

    expect(await screen.findByText('Не удалось подключиться к серверу')).toBeInTheDocument();
    expect(screen.getByText('Ошибка')).toBeInTheDocument();
  });

  it('asks to wait after too many attempts (429)', async () => {
    fakeApi([{ method: 'POST', url: '/api/admin/login', status: 429, body: { message: 'Too many attempts' } }]);
    const user = userEvent.setup();
    renderLogin();
    await fill(user, 'Логин', 'staff');
    await fill(user, 'Пароль', 'secret');
    await user.click(submit());

    expect(await screen.findByText('Ошибка входа')).toBeInTheDocument();
    expect(screen.getByText(/Подождите несколько минут/)).toBeInTheDocument();
  });

  it('asks for the 6-digit code when the account has a second factor, then sends it', async () => {
    const fetchMock = fakeApi([
      { method: 'POST', url: '/api/admin/login', status: 401, body: { message: 'Code required', totpRequired: true } },
    ]);
    const user = userEvent.setup();
    renderLogin();
    await fill(user, 'Логин', 'staff');
    await fill(user, 'Пароль', 'secret');
    await user.click(submit());

    const code = await screen.findByLabelText('Код из приложения');
    expect(code).toHaveFocus();
    expect(screen.queryByText('Ошибка входа')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();

    fakeApi([{ method: 'POST', url: '/api/admin/login', body: { token: 'jwt-2fa', expiresAt: '2026-03-06T00:00:00.000Z' } }]);
    await user.paste('123456');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Панель открыта' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('jwt-2fa');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const latest = vi.mocked(fetch).mock.calls[0];
    expect(sent(latest).body).toEqual({ username: 'staff', password: 'secret', totp: '123456' });
  });
});
