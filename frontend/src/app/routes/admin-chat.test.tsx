import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatSessionSummary } from '@reactivation/contracts';
import { renderApp } from '@/app/testing/render-app';
import { ADMIN_TOKEN_KEY } from '@/features/admin-shell';
import { fakeApi } from '@/testing/fake-admin-api';
import { createdSockets, latestSocket, type FakeSocket } from '@/testing/fake-socket';

vi.mock('socket.io-client', async () => {
  const { fakeIo } = await import('@/testing/fake-socket');
  return { io: fakeIo };
});

// The panel's route and the inbox are lazy chunks, compiled on demand the first time.
const LOAD = { timeout: 5000 };
const ANA = '6f1c2b7e-0000-4000-8000-0000000000a1';
const BEN = '6f1c2b7e-0000-4000-8000-0000000000b2';

function message(id: string, text: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return { id, text, isAdmin: false, timestamp: '2026-03-05T14:30:00.000Z', clientId: null, author: null, ...overrides };
}

function summary(overrides: Partial<ChatSessionSummary> & Pick<ChatSessionSummary, 'sessionId' | 'customerName'>): ChatSessionSummary {
  return { email: null, locale: 'en', lastMessage: null, unread: 0, updatedAt: '2026-03-05T14:30:00.000Z', ...overrides };
}

const sessions = [
  summary({
    sessionId: ANA,
    customerName: 'Ana Lopez',
    email: 'ana@example.com',
    locale: 'es',
    lastMessage: message('12', 'Me desactivaron la cuenta'),
    unread: 2,
    updatedAt: '2026-03-05T15:00:00.000Z',
  }),
  summary({ sessionId: BEN, customerName: 'Ben Stone', lastMessage: message('9', 'Thanks!'), updatedAt: '2026-03-05T12:00:00.000Z' }),
];

async function answer(record: { ack?: (response: unknown) => void }, response: unknown) {
  await act(async () => record.ack?.(response));
}

const list = () => screen.getByRole('region', { name: 'Разговоры' });
const entry = (name: RegExp) => within(list()).getByRole('button', { name });
const conversationLog = () => screen.getByRole('log', { name: /Переписка с клиентом/ });
const replyBox = () => screen.getByRole('textbox', { name: 'Ответ клиенту' });

/** Opens /admin, verified, goes to the chat section and lets the server list the conversations. */
async function openInbox(user: UserEvent): Promise<FakeSocket> {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
  fakeApi([
    { url: '/api/admin/verify', body: { ok: true, username: 'olga', totpEnabled: true } },
    { url: '/api/admin/applications/stats', body: { total: 0, new: 0, paid: 0 } },
    { url: '/api/admin/applications?limit=25', body: [], headers: { 'X-Total-Count': '0' } },
  ]);
  renderApp('/admin');
  const nav = await screen.findByRole('navigation', { name: 'Разделы панели' }, LOAD);
  expect(within(nav).getByRole('link', { name: 'Заявки' })).toHaveAttribute('aria-current', 'page');
  expect(createdSockets).toHaveLength(0);
  await user.click(within(nav).getByRole('link', { name: 'Чат' }));
  await screen.findByRole('heading', { level: 1, name: 'Чат с клиентами' }, LOAD);
  const socket = latestSocket();
  act(() => socket.serverConnect());
  await answer(socket.lastEmit('list_sessions'), { ok: true, message: sessions });
  return socket;
}

async function openAna(user: UserEvent, socket: FakeSocket) {
  await user.click(entry(/Ana Lopez/));
  const open = socket.lastEmit('open_session');
  expect(open.payload).toEqual({ sessionId: ANA });
  await answer(open, {
    ok: true,
    message: [message('11', 'Hola'), message('12', 'Me desactivaron la cuenta')],
  });
}

describe('staff chat inbox', { timeout: 20_000 }, () => {
  beforeEach(() => {
    createdSockets.length = 0;
  });

  it('connects to /admin with the stored token and lists the conversations with their unread counts', async () => {
    const user = userEvent.setup();
    const socket = await openInbox(user);

    expect(socket.uri).toBe('/admin');
    expect(socket.options).toMatchObject({ path: '/ws', autoConnect: false });
    const auth = socket.options?.auth as (send: (data: object) => void) => void;
    const sent = vi.fn();
    auth(sent);
    expect(sent).toHaveBeenCalledWith({ token: 'jwt-1' });

    expect(screen.getByText('В сети')).toBeInTheDocument();
    const names = within(list()).getAllByRole('button').map((button) => button.textContent);
    expect(names[0]).toContain('Ana Lopez');
    expect(names[1]).toContain('Ben Stone');
    expect(entry(/Ana Lopez/)).toHaveTextContent('непрочитанных: 2');
    expect(entry(/Ana Lopez/)).toHaveTextContent('Me desactivaron la cuenta');
    expect(entry(/Ben Stone/)).not.toHaveTextContent('непрочитанных');
  });

  it('opens a conversation with its history and clears its unread count', async () => {
    const user = userEvent.setup();
    const socket = await openInbox(user);
    await openAna(user, socket);

    expect(screen.getByRole('heading', { level: 2, name: 'Ana Lopez' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(screen.getByText(/Испанский/)).toBeInTheDocument();
    const items = within(conversationLog()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Hola'), expect.stringContaining('Me desactivaron')]);
    expect(conversationLog()).toHaveAttribute('aria-live', 'polite');
    expect(entry(/Ana Lopez/)).not.toHaveTextContent('непрочитанных');
    expect(entry(/Ana Lopez/)).toHaveAttribute('aria-current', 'true');
  });

  it('sends a reply with Enter, tells the visitor staff are typing (throttled), and shows it once', async () => {
    const user = userEvent.setup();
    const socket = await openInbox(user);
    await openAna(user, socket);

    await user.type(replyBox(), 'Hola Ana, ');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(replyBox(), 'te ayudamos');
    expect(socket.emitsOf('staff_typing').map((record) => record.payload)).toEqual([{ sessionId: ANA }]);
    expect(socket.emitsOf('staff_message')).toHaveLength(0);
    await user.keyboard('{Enter}');

    const sent = socket.lastEmit('staff_message');
    const payload = sent.payload as { sessionId: string; text: string; clientId: string };
    expect(payload).toMatchObject({ sessionId: ANA, text: 'Hola Ana, \nte ayudamos' });
    expect(payload.clientId).toMatch(/^[\w-]{8,64}$/);
    expect(replyBox()).toHaveValue('');
    expect(within(conversationLog()).getByText('Отправка…')).toBeInTheDocument();

    const stored = message('13', 'Hola Ana, \nte ayudamos', { isAdmin: true, author: 'olga', clientId: payload.clientId });
    await answer(sent, { ok: true, message: stored });
    act(() => socket.serverEmit('admin_message', { sessionId: ANA, message: stored }));
    const items = within(conversationLog()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent('olga');
    expect(within(conversationLog()).queryByText('Отправка…')).not.toBeInTheDocument();
  });

  it('updates the list when a visitor writes: unread and order for another conversation, the log for the open one', async () => {
    const user = userEvent.setup();
    const socket = await openInbox(user);
    await openAna(user, socket);

    act(() =>
      socket.serverEmit('visitor_message', {
        sessionId: BEN,
        message: message('20', 'Any news on my case?', { timestamp: '2026-03-05T16:00:00.000Z' }),
      }),
    );
    const buttons = () => within(list()).getAllByRole('button');
    expect(buttons()[0]).toHaveTextContent('Ben Stone');
    expect(entry(/Ben Stone/)).toHaveTextContent('Any news on my case?');
    expect(entry(/Ben Stone/)).toHaveTextContent('непрочитанных: 1');

    act(() =>
      socket.serverEmit('visitor_message', {
        sessionId: ANA,
        message: message('21', '¿Siguen ahí?', { timestamp: '2026-03-05T16:05:00.000Z' }),
      }),
    );
    expect(conversationLog()).toHaveTextContent('¿Siguen ahí?');
    expect(entry(/Ana Lopez/)).not.toHaveTextContent('непрочитанных');
    expect(buttons()[0]).toHaveTextContent('Ana Lopez');

    // A conversation the list does not have yet: the list is asked for again.
    const before = socket.emitsOf('list_sessions').length;
    act(() => socket.serverEmit('visitor_message', { sessionId: '6f1c2b7e-0000-4000-8000-0000000000c3', message: message('22', 'Hi') }));
    expect(socket.emitsOf('list_sessions')).toHaveLength(before + 1);
  });

  it('forgets a token the socket refuses, which sends staff to the login page', async () => {
    const user = userEvent.setup();
    const socket = await openInbox(user);
    act(() => socket.failToConnect('unauthorized'));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход для сотрудников' }, LOAD)).toBeInTheDocument();
    expect(socket.disconnectCalls).toBe(1);
  });
});
