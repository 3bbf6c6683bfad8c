import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { ADMIN_TOKEN_KEY, adminCatalog } from '@/features/admin-shell';
import { fakeApi, sent } from '@/testing/fake-admin-api';
import { TotpSetup } from './totp-setup';

registerNamespace('admin', adminCatalog);

beforeEach(() => {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('TotpSetup', { timeout: 15_000 }, () => {
  it('asks for the password again before any secret is given out', async () => {
    const fetchMock = fakeApi([
      {
        method: 'POST',
        url: '/api/admin/totp/setup',
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<TotpSetup onEnabled={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Двухфакторная защита' }));
    const start = screen.getByRole('button', { name: 'Получить секретный ключ' });
    expect(start).toBeDisabled();
    await user.type(screen.getByLabelText(/Пароль/), 'correct horse battery staple');
    await user.click(start);

    expect(await screen.findByDisplayValue('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(sent(fetchMock.mock.calls[0])).toMatchObject({
      method: 'POST',
      authorization: 'Bearer jwt-1',
      body: { password: 'correct horse battery staple' },
    });
  });

  it('says so when the password is wrong, and shows no secret', async () => {
    fakeApi([
      {
        method: 'POST',
        url: '/api/admin/totp/setup',
        status: 400,
        body: { message: 'x', errors: { password: 'Wrong password' } },
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<TotpSetup onEnabled={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Двухфакторная защита' }));
    await user.type(screen.getByLabelText(/Пароль/), 'a guess');
    await user.click(screen.getByRole('button', { name: 'Получить секретный ключ' }));

    expect(await screen.findByText('Неверный пароль')).toBeInTheDocument();
    expect(screen.queryByLabelText('Секретный ключ')).not.toBeInTheDocument();
  });
});
