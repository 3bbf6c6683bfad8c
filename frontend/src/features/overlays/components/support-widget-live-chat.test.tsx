import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@reactivation/contracts';
import { overlaysConfig } from '@/config/overlays';
import { LIVE_CHAT_OUTBOX_KEY, LIVE_CHAT_SESSION_KEY } from '@/features/live-chat';
import { createdSockets, latestSocket, type FakeSocket } from '@/testing/fake-socket';
import { renderWithProviders } from '@/testing/render';
import { SupportWidget } from './support-widget';
import { openSupportWidget } from './support-widget-events';

vi.mock('socket.io-client', async () => {
  const { fakeIo } = await import('@/testing/fake-socket');
  return { io: fakeIo };
});

const config = overlaysConfig.supportWidget;
// The first dynamic import of the chat is compiled on demand.
const LOAD = { timeout: 5000 };
const SESSION = '6f1c2b7e-0000-4000-8000-0000000000aa';
const GREETING = 'Hi Ana! A person from our team will answer here.';

function message(id: string, text: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return { id, text, isAdmin: false, timestamp: '2026-03-05T14:30:00.000Z', clientId: null, author: null, ...overrides };
}

const staff = (id: string, text: string) => message(id, text, { isAdmin: true, author: 'Olga' });

const log = () => screen.getByRole('log', { name: 'Conversation with our team' });
const items = () => within(log()).getAllByRole('listitem');
const composer = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** Answers an emit as the server would; the client's promise settles inside act. */
async function answer(record: { ack?: (response: unknown) => void }, response: unknown) {
  await act(async () => record.ack?.(response));
}

async function openLiveChat(user: UserEvent) {
  renderWithProviders(<SupportWidget config={config} />);
  await user.click(screen.getByRole('button', { name: 'Open support chat' }));
  await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
  return screen.findByRole('textbox', { name: 'Your name' }, LOAD);
}

/** Opens the live chat, gives a name and lets the server start the session. */
async function startChat(user: UserEvent, history: ChatMessage[] = []): Promise<FakeSocket> {
  await user.type(await openLiveChat(user), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Start chat' }));
  const socket = latestSocket();
  act(() => socket.serverConnect());
  await answer(socket.lastEmit('init_chat'), { ok: true, message: { sessionId: SESSION, message: GREETING, history } });
  return socket;
}

async function typeAndEnter(user: UserEvent, text: string) {
  await user.type(composer(), text);
  await user.keyboard('{Enter}');
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
}

describe('live chat (visitor)', { timeout: 15_000 }, () => {
  beforeEach(() => {
    createdSockets.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('asks for a name first and opens no connection until one is given', async () => {
    const user = userEvent.setup();
    const name = await openLiveChat(user);
    expect(screen.getByRole('region', { name: 'Chat with our team' })).toBeInTheDocument();
    // The panel moves focus to the name in an effect after it renders, a moment after the field appears.
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveAccessibleDescription(/reply by email if you leave/);

    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Name is required')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(createdSockets).toHaveLength(0);
  });

  it('is reachable from the page\'s chat buttons (openSupportWidget) through "Talk to a person"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportWidget config={config} />);
    act(() => openSupportWidget());
    expect(screen.getByRole('log', { name: 'Support chat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    const name = await screen.findByRole('textbox', { name: 'Your name' }, LOAD);
    await waitFor(() => expect(name).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back to automatic answers' }));
    expect(screen.getByRole('log', { name: 'Support chat' })).toBeInTheDocument();
  });

  it('starts the session on /ws, shows Connecting… then Online and stores the session', async () => {
    const user = userEvent.setup();
    const name = await openLiveChat(user);
    await user.type(name, '  Ana  ');
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));

    const socket = latestSocket();
    expect(socket.options).toMatchObject({ path: '/ws', autoConnect: false });
    expect(socket.connectCalls).toBe(1);
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    expect(composer()).toHaveFocus();

    act(() => socket.serverConnect());
    expect(screen.getByText('Online')).toBeInTheDocument();
    const init = socket.lastEmit('init_chat');
    expect(init.payload).toEqual({ customerName: 'Ana', email: 'ana@example.com', locale: 'en' });
    await answer(init, { ok: true, message: { sessionId: SESSION, message: GREETING, history: [] } });
    // The server also announces the session; it changes nothing twice.
    act(() => socket.serverEmit('session_initialized', { sessionId: SESSION, message: GREETING, history: [] }));

    expect(items()).toHaveLength(1);
    expect(log()).toHaveTextContent(GREETING);
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(JSON.parse(window.localStorage.getItem(LIVE_CHAT_SESSION_KEY) ?? '{}')).toMatchObject({
      sessionId: SESSION,
      customerName: 'Ana',
      email: 'ana@example.com',
    });
  });

  it('shows a message at once as sending, then as sent once acknowledged; Shift+Enter is a new line', async () => {
    const user = userEvent.setup();
    const socket = await startChat(user);

    await user.type(composer(), 'first line');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(socket.emitsOf('customer_message')).toHaveLength(0);
    await user.type(composer(), 'second line');
    await user.keyboard('{Enter}');

    const sent = socket.lastEmit('customer_message');
    const payload = sent.payload as { sessionId: string; text: string; customerName: string; clientId: string };
    expect(payload).toMatchObject({ sessionId: SESSION, text: 'first line\nsecond line', customerName: 'Ana' });
    expect(payload.clientId).toMatch(/^[\w-]{8,64}$/);
    expect(composer()).toHaveValue('');
    expect(items()[1]).toHaveTextContent('Sending…');
    expect(JSON.parse(window.localStorage.getItem(LIVE_CHAT_OUTBOX_KEY) ?? '[]')).toHaveLength(1);

    const stored = message('41', 'first line\nsecond line', { clientId: payload.clientId });
    await answer(sent, { ok: true, message: stored });
    // The relay to this tab (and the visitor's other tabs) is the same message: still one.
    act(() => socket.serverEmit('message_sent', { sessionId: SESSION, message: stored }));
    expect(items()).toHaveLength(2);
    expect(items()[1]).not.toHaveTextContent('Sending…');
    expect(window.localStorage.getItem(LIVE_CHAT_OUTBOX_KEY)).toBeNull();
  });

  it('disables sending while not connected and offers to reconnect', async () => {
    const user = userEvent.setup();
    const socket = await startChat(user);

    act(() => socket.drop());
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    await user.type(composer(), 'hello?');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(socket.emitsOf('customer_message')).toHaveLength(0);
    expect(composer()).toHaveValue('hello?');
    expect(composer()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(socket.connectCalls).toBe(2);
    expect(screen.getByText('Connecting…')).toBeInTheDocument();

    act(() => socket.failToConnect());
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(socket.emitted.every((record) => record.connected)).toBe(true);
  });

  it('sends an unacknowledged message again after a reconnection, with the same client id', async () => {
    const user = userEvent.setup();
    const socket = await startChat(user, [staff('40', 'Hello Ana, how can we help?')]);
    await typeAndEnter(user, 'My account was deactivated');
    const { clientId } = socket.lastEmit('customer_message').payload as { clientId: string };

    act(() => socket.drop());
    expect(items()[2]).toHaveTextContent('Sending…');

    act(() => socket.serverConnect());
    // The conversation resumes after the newest message held; the outbox waits for that.
    const resume = socket.lastEmit('init_chat');
    expect(resume.payload).toMatchObject({ customerName: 'Ana', sessionId: SESSION, lastSeenId: '40' });
    expect(socket.emitsOf('customer_message')).toHaveLength(1);
    await answer(resume, { ok: true, message: { sessionId: SESSION, message: GREETING, history: [] } });

    const retried = socket.emitsOf('customer_message');
    expect(retried).toHaveLength(2);
    expect(retried[1]?.payload).toMatchObject({ clientId, text: 'My account was deactivated', sessionId: SESSION });

    await answer(retried[1]!, { ok: true, message: message('41', 'My account was deactivated', { clientId }) });
    // The first emit's late answer (the server stored it once) changes nothing.
    await answer(socket.emitsOf('customer_message')[0]!, { ok: true, message: message('41', 'My account was deactivated', { clientId }) });
    expect(items()).toHaveLength(3);
    expect(within(log()).getAllByText('My account was deactivated')).toHaveLength(1);
    expect(within(log()).queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('merges a replayed history by id, never showing a message twice', async () => {
    const user = userEvent.setup();
    const socket = await startChat(user, [message('38', 'Hi'), staff('39', 'Hello Ana')]);
    expect(items()).toHaveLength(3);

    act(() => socket.drop());
    act(() => socket.serverConnect());
    const replay = { sessionId: SESSION, message: GREETING, history: [staff('39', 'Hello Ana'), staff('40', 'Are you still there?')] };
    await answer(socket.lastEmit('init_chat'), { ok: true, message: replay });
    act(() => socket.serverEmit('session_initialized', replay));
    act(() => socket.serverEmit('admin_message', { sessionId: SESSION, message: staff('40', 'Are you still there?') }));

    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining(GREETING),
      expect.stringContaining('Hi'),
      expect.stringContaining('Hello Ana'),
      expect.stringContaining('Are you still there?'),
    ]);
  });

  it('shows staff typing for 10 s, or until the reply arrives, and ignores other sessions', async () => {
    const user = userEvent.setup();
    const socket = await startChat(user);
    vi.useFakeTimers();

    act(() => socket.serverEmit('staff_typing', { sessionId: SESSION }));
    expect(screen.getByText('Support is typing…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByText('Support is typing…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Support is typing…')).not.toBeInTheDocument();

    act(() => socket.serverEmit('staff_typing', { sessionId: SESSION }));
    act(() => socket.serverEmit('admin_message', { sessionId: SESSION, message: staff('50', 'Here is what we need') }));
    expect(screen.queryByText('Support is typing…')).not.toBeInTheDocument();
    // Even a reply that named its author (the server sends none to visitors) is from "our team".
    expect(log()).toHaveTextContent('Our team: Here is what we need');
    expect(log()).not.toHaveTextContent('Olga');

    act(() => socket.serverEmit('staff_typing', { sessionId: 'another-session' }));
    act(() => socket.serverEmit('admin_message', { sessionId: 'another-session', message: staff('51', 'Not for Ana') }));
    expect(screen.queryByText('Support is typing…')).not.toBeInTheDocument();
    expect(log()).not.toHaveTextContent('Not for Ana');
  });

  it('counts staff replies on the launcher while closed, and reports them seen once shown', async () => {
    const user = userEvent.setup();
    const socket = await startChat(user, [staff('40', 'Hello')]);
    expect(socket.lastEmit('seen').payload).toEqual({ sessionId: SESSION, lastSeenId: '40' });
    await user.click(screen.getByRole('button', { name: 'Close support chat' }));

    act(() => socket.serverEmit('admin_message', { sessionId: SESSION, message: staff('41', 'We reviewed your case') }));
    act(() => socket.serverEmit('admin_message', { sessionId: SESSION, message: staff('42', 'Can you send a screenshot?') }));
    const launcher = screen.getByRole('button', { name: 'Open support chat, 2 new replies' });
    expect(screen.getByTestId('live-chat-unread')).toHaveTextContent('2');
    expect(socket.emitsOf('seen')).toHaveLength(1);

    // The widget opens on the conversation under way.
    await user.click(launcher);
    expect(log()).toHaveTextContent('Can you send a screenshot?');
    expect(screen.queryByTestId('live-chat-unread')).not.toBeInTheDocument();
    expect(socket.lastEmit('seen').payload).toEqual({ sessionId: SESSION, lastSeenId: '42' });
    await user.click(screen.getByRole('button', { name: 'Close support chat' }));
    expect(screen.getByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
  });

  it('shows a refused message with the reason and lets the visitor send it again', async () => {
    const user = userEvent.setup();
    const socket = await startChat(user);
    await typeAndEnter(user, 'hello');
    const first = socket.lastEmit('customer_message');
    await answer(first, { ok: false, error: 'request.tooMany' });
    expect(log()).toHaveTextContent('Not sent: Too many requests. Please wait a moment and try again.');

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    const again = socket.lastEmit('customer_message');
    expect(again).not.toBe(first);
    expect((again.payload as { clientId: string }).clientId).toBe((first.payload as { clientId: string }).clientId);
    await answer(again, { ok: true, message: message('60', 'hello', { clientId: (first.payload as { clientId: string }).clientId }) });
    expect(log()).not.toHaveTextContent('Not sent');
  });

  it('reconnects and resumes when the page becomes visible again, keeping focus in the conversation', async () => {
    const user = userEvent.setup();
    const socket = await startChat(user, [staff('40', 'Hello')]);
    expect(composer()).toHaveFocus();

    setVisibility('hidden');
    act(() => socket.drop());
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    setVisibility('visible');
    expect(socket.connectCalls).toBe(2);
    expect(composer()).toHaveFocus();

    act(() => socket.serverConnect());
    expect(socket.lastEmit('init_chat').payload).toMatchObject({ sessionId: SESSION, lastSeenId: '40' });
    await answer(socket.lastEmit('init_chat'), {
      ok: true,
      message: { sessionId: SESSION, message: GREETING, history: [staff('41', 'Sent while you were away')] },
    });
    expect(log()).toHaveTextContent('Sent while you were away');
    expect(socket.lastEmit('seen').payload).toEqual({ sessionId: SESSION, lastSeenId: '41' });
  });

  it('resumes a stored conversation in the background and sends its stored outbox with the same client id', async () => {
    const now = new Date().toISOString();
    window.localStorage.setItem(
      LIVE_CHAT_SESSION_KEY,
      JSON.stringify({ sessionId: SESSION, customerName: 'Ana', email: null, lastSeenId: '40', updatedAt: now }),
    );
    window.localStorage.setItem(
      LIVE_CHAT_OUTBOX_KEY,
      JSON.stringify([{ clientId: 'client-0001', sessionId: SESSION, text: 'Written before the reload', createdAt: now }]),
    );
    renderWithProviders(<SupportWidget config={config} />);

    // Connected without being opened: a reply reaches the badge.
    await vi.waitFor(() => expect(createdSockets).toHaveLength(1), LOAD);
    const socket = latestSocket();
    act(() => socket.serverConnect());
    // A fresh page holds no messages: the whole conversation comes back.
    const init = socket.lastEmit('init_chat');
    expect(init.payload).toEqual({ customerName: 'Ana', sessionId: SESSION, locale: 'en' });
    await answer(init, {
      ok: true,
      message: { sessionId: SESSION, message: GREETING, history: [staff('40', 'Hello'), staff('41', 'Any news?')] },
    });
    expect(socket.lastEmit('customer_message').payload).toMatchObject({ clientId: 'client-0001', text: 'Written before the reload' });
    expect(screen.getByRole('button', { name: 'Open support chat, 1 new reply' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open support chat, 1 new reply' }));
    expect(items()).toHaveLength(4);
    expect(within(items()[3]!).getByText('Sending…')).toBeInTheDocument();
  });
});
