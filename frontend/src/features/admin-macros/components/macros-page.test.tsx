import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffMacro } from '@reactivation/contracts';
import { installRadixJsdomPolyfills } from '@/components/ui/test-polyfills';
import { registerNamespace } from '@/lib/i18n';
import { fakeApi, sent } from '@/testing/fake-admin-api';
import { renderWithProviders } from '@/testing/render';
import { ADMIN_TOKEN_KEY, adminCatalog } from '@/features/admin-shell';
import { MacrosPage } from './macros-page';

registerNamespace('admin', adminCatalog);
installRadixJsdomPolyfills();

beforeEach(() => {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const macro: StaffMacro = {
  id: '6f1c1a52-4d0e-4a51-9a0e-0c1f7f2b9d11',
  titleRu: 'Запрос скриншотов',
  textEn: 'Hi {{clientName}}, please send the screenshots.',
  textEs: 'Hola {{clientName}}, envíe las capturas.',
  documentRequests: [
    { en: 'Rating screenshot', es: 'Captura de su calificación' },
    { en: 'Deactivation e-mail', es: 'Correo de desactivación' },
  ],
  targetStatus: 'expert_review',
  updatedAt: '2026-03-06T10:00:00.000Z',
  updatedBy: 'irina',
};

describe('MacrosPage', { timeout: 15_000 }, () => {
  it('lists each macro with what it does, edits one with its documents paired line by line, and deletes after asking', async () => {
    const fetchMock = fakeApi([
      { method: 'GET', url: '/api/admin/macros', status: 200, body: [macro] },
      { method: 'PUT', url: `/api/admin/macros/${macro.id}`, status: 200, body: { ...macro, titleRu: 'Скриншоты' } },
      { method: 'DELETE', url: `/api/admin/macros/${macro.id}`, status: 204, body: null },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<MacrosPage />);
    const card = await screen.findByRole('listitem', { name: 'Запрос скриншотов' });
    expect(card).toHaveTextContent('запросит 2 документа; переведёт дело в статус «Экспертная оценка»');
    expect(card).toHaveTextContent('Hola {{clientName}}, envíe las capturas.');

    await user.click(within(card).getByRole('button', { name: 'Изменить' }));
    const form = screen.getByRole('form', { name: 'Изменение шаблона' });
    expect(within(form).getByLabelText('Запросить документы — на испанском')).toHaveValue('Captura de su calificación\nCorreo de desactivación');
    const title = within(form).getByLabelText(/Название/);
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByText('Заполните это поле.')).toBeInTheDocument();
    await user.type(title, 'Скриншоты');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find((call) => call[1]?.method === 'PUT');
    expect(sent(put)).toMatchObject({
      body: {
        titleRu: 'Скриншоты',
        documentRequests: [
          { en: 'Rating screenshot', es: 'Captura de su calificación' },
          { en: 'Deactivation e-mail', es: 'Correo de desactivación' },
        ],
        targetStatus: 'expert_review',
      },
    });

    await user.click(within(card).getByRole('button', { name: 'Удалить' }));
    expect(card).toHaveTextContent('Удалить «Запрос скриншотов»?');
    await user.click(within(card).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(fetchMock.mock.calls.some((call) => call[1]?.method === 'DELETE')).toBe(true));
  });
});
