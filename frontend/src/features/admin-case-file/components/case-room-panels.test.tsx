import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCaseMessage, DocumentRequest } from '@reactivation/contracts';
import { installRadixJsdomPolyfills } from '@/components/ui/test-polyfills';
import { registerNamespace } from '@/lib/i18n';
import { fakeApi, fakeApplication, sent } from '@/testing/fake-admin-api';
import { renderWithProviders } from '@/testing/render';
import { ADMIN_TOKEN_KEY, adminCatalog } from '@/features/admin-shell';
import { CaseMessagesPanel } from './case-messages-panel';
import { DocumentRequestsPanel } from './document-requests-panel';

registerNamespace('admin', adminCatalog);
installRadixJsdomPolyfills();

beforeEach(() => {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const application = fakeApplication();
const statusUrl = 'http://localhost:3000/case/c3RhdHVzLXRva2VuLW9mLWEtY2FzZS0xMjM0';
const base = `/api/admin/applications/${application.id}`;

const requests: DocumentRequest[] = [
  { id: 'r1', label: 'Photo of your license', requestedAt: '2026-03-06T10:00:00.000Z', fulfilledAt: null, documents: [] },
  {
    id: 'r2',
    label: 'Screenshot of the e-mail',
    requestedAt: '2026-03-06T10:00:00.000Z',
    fulfilledAt: '2026-03-07T10:00:00.000Z',
    documents: [{ id: 'd1', originalName: 'mail.png', sizeBytes: 2048, uploadedAt: '2026-03-07T10:00:00.000Z' }],
  },
];

describe('DocumentRequestsPanel', { timeout: 15_000 }, () => {
  it('lists what was asked, with its state and the files received', () => {
    fakeApi([]);
    renderWithProviders(<DocumentRequestsPanel applicationId={application.id} requests={requests} />);
    const [waiting, received] = within(screen.getByRole('list', { name: 'Запрошенные документы' })).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('Photo of your license');
    expect(waiting).toHaveTextContent('Ждём клиента');
    expect(received).toHaveTextContent('Получено');
    expect(received).toHaveTextContent('mail.png 2 КБ');
  });

  it('asks for each non-empty line as one item, with the staff token, then reads the case again', async () => {
    const fetchMock = fakeApi([{ method: 'POST', url: `${base}/document-requests`, status: 201, body: requests }]);
    const user = userEvent.setup();
    renderWithProviders(<DocumentRequestsPanel applicationId={application.id} requests={[]} />);
    expect(screen.getByText('Клиента пока ни о чём не просили.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Что запросить у клиента' });
    await user.type(box, '  Photo of your license  {Enter}{Enter}   {Enter}Screenshot of the e-mail{Enter}');
    expect(screen.getByText('2 пункта')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Запросить' }));

    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent(fetchMock.mock.calls[0])).toEqual({
      url: `${base}/document-requests`,
      method: 'POST',
      authorization: 'Bearer jwt-1',
      body: { items: ['Photo of your license', 'Screenshot of the e-mail'] },
    });
  });

  it('refuses more than ten lines before sending, and shows the server refusal in its words', async () => {
    const fetchMock = fakeApi([
      {
        method: 'POST',
        url: `${base}/document-requests`,
        status: 409,
        body: { success: false, message: 'Дело закрыто: запросить документы нельзя' },
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<DocumentRequestsPanel applicationId={application.id} requests={[]} />);
    const box = screen.getByRole('textbox', { name: 'Что запросить у клиента' });
    await user.type(box, Array.from({ length: 11 }, (_, index) => `Item ${index + 1}`).join('{Enter}'));
    await user.click(screen.getByRole('button', { name: 'Запросить' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Не больше 10 пунктов за раз, сейчас 11.'));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'Photo');
    await user.click(screen.getByRole('button', { name: 'Запросить' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(expect.stringContaining('Дело закрыто: запросить документы нельзя')),
    );
    expect(box).toHaveValue('Photo');
  });
});

describe('CaseMessagesPanel', { timeout: 15_000 }, () => {
  const messages: AdminCaseMessage[] = [
    { id: 'm1', author: 'client', staffName: null, body: 'When will you know?', sentAt: '2026-03-06T10:00:00.000Z' },
    { id: 'm2', author: 'staff', staffName: 'Ирина Петрова', body: 'Within a week.', sentAt: '2026-03-06T11:00:00.000Z' },
  ];

  it('shows who wrote what, says when the client is e-mailed, and posts a reply', async () => {
    const fetchMock = fakeApi([
      {
        method: 'POST',
        url: `${base}/messages`,
        status: 201,
        body: { id: 'm3', author: 'staff', staffName: 'Ирина Петрова', body: 'Sent.', sentAt: '2026-03-06T12:00:00.000Z' },
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<CaseMessagesPanel application={application} statusUrl={statusUrl} messages={messages} />);
    const [fromClient, fromStaff] = within(screen.getByRole('list', { name: 'Сообщения по делу' })).getAllByRole('listitem');
    expect(fromClient).toHaveTextContent('Клиент');
    expect(fromStaff).toHaveTextContent('Ирина Петрова');
    const box = screen.getByRole('textbox', { name: 'Сообщение клиенту по делу' });
    expect(box).toHaveAccessibleDescription(expect.stringContaining('не прочтёт ответ за 10 минут'));

    await user.type(box, '  Sent.  ');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent(fetchMock.mock.calls[0])).toMatchObject({
      method: 'POST',
      authorization: 'Bearer jwt-1',
      body: { body: 'Sent.' },
    });
  });
});

describe('MacroPicker in the message box', { timeout: 15_000 }, () => {
  const macro = {
    id: '6f1c1a52-4d0e-4a51-9a0e-0c1f7f2b9d11',
    titleRu: 'Запрос скриншотов',
    textEn: 'Hi {{clientName}}, case {{caseNumber}}.',
    textEs: 'Hola {{clientName}}: su caso {{caseNumber}} en {{platform}} vence el {{deadline}}. {{roomLink}}',
    documentRequests: [{ en: 'Rating screenshot', es: 'Captura de su calificación' }],
    targetStatus: 'expert_review' as const,
    updatedAt: '2026-03-06T10:00:00.000Z',
    updatedBy: 'irina',
  };
  const spanish = fakeApplication({ locale: 'es', firstName: 'María', platform: 'doordash', appealDueOn: '2027-03-05' });

  it('fills the Spanish text with the case\'s facts and inserts it into the box for editing', async () => {
    fakeApi([{ method: 'GET', url: '/api/admin/macros', status: 200, body: [macro] }]);
    const user = userEvent.setup();
    renderWithProviders(<CaseMessagesPanel application={spanish} statusUrl={statusUrl} messages={[]} />);
    await user.click(screen.getByRole('button', { name: 'Вставить шаблон' }));
    await user.click(await screen.findByRole('combobox', { name: 'Шаблон' }));
    await user.click(await screen.findByRole('option', { name: 'Запрос скриншотов' }));
    const filled = `Hola María: su caso ${spanish.caseNumber} en DoorDash vence el 5 de marzo de 2027. ${statusUrl}`;
    expect(screen.getByTestId('macro-preview')).toHaveTextContent(filled);
    expect(screen.getByText(/запросить документы: «Captura de su calificación»/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вставить в сообщение' }));
    expect(screen.getByRole('textbox', { name: 'Сообщение клиенту по делу' })).toHaveValue(filled);
  });

  it('applies a macro with actions in one call, and offers no apply where the workflow forbids its move', async () => {
    const fetchMock = fakeApi([
      { method: 'GET', url: '/api/admin/macros', status: 200, body: [macro] },
      { method: 'POST', url: `/api/admin/applications/${spanish.id}/macros/${macro.id}/apply`, status: 200, body: { messageId: 'm9', requestIds: ['r9'], status: 'expert_review' } },
    ]);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<CaseMessagesPanel application={spanish} statusUrl={statusUrl} messages={[]} />);
    await user.click(screen.getByRole('button', { name: 'Вставить шаблон' }));
    await user.click(await screen.findByRole('combobox', { name: 'Шаблон' }));
    await user.click(await screen.findByRole('option', { name: 'Запрос скриншотов' }));
    await user.click(screen.getByRole('checkbox', { name: 'Отправить клиенту этот текст' }));
    await user.click(screen.getByRole('button', { name: 'Применить шаблон' }));
    await waitFor(() => expect(fetchMock.mock.calls.some((call) => String(call[0]).endsWith('/apply'))).toBe(true));
    const applied = fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/apply'));
    expect(sent(applied)).toMatchObject({ method: 'POST', body: { sendMessage: false } });
    unmount();

    renderWithProviders(<CaseMessagesPanel application={{ ...spanish, status: 'paid' }} statusUrl={statusUrl} messages={[]} />);
    await user.click(screen.getByRole('button', { name: 'Вставить шаблон' }));
    await user.click(await screen.findByRole('combobox', { name: 'Шаблон' }));
    await user.click(await screen.findByRole('option', { name: 'Запрос скриншотов' }));
    expect(screen.getByText(/нельзя поставить из текущего статуса/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Применить шаблон' })).not.toBeInTheDocument();
  });
});
