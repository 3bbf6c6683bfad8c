import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatAck } from '@reactivation/contracts';
import { FakeSocket } from '@/testing/fake-socket';
import { ChatConnection, type ConnectionStatus } from './chat-connection';
import { ChatOutbox, type OutboxItem } from './chat-outbox';

function connect(events: Record<string, (payload: unknown) => void> = {}) {
  const socket = new FakeSocket();
  const statuses: ConnectionStatus[] = [];
  const connection = new ChatConnection({ createSocket: () => socket, events, onStatus: (status) => statuses.push(status) });
  return { socket, statuses, connection };
}

const item = (clientId: string): OutboxItem => ({ clientId, text: `text of ${clientId}`, createdAt: '2026-03-05T14:30:00.000Z' });

function outboxOn(connection: ChatConnection) {
  const answers: Array<[string, ChatAck<unknown>]> = [];
  const settled: string[] = [];
  const outbox = new ChatOutbox<OutboxItem>({
    connection,
    event: 'say',
    payload: (entry) => ({ clientId: entry.clientId, text: entry.text }),
    onAnswer: (entry, ack) => {
      answers.push([entry.clientId, ack]);
      outbox.settle(entry.clientId);
    },
    onSettle: (clientId) => settled.push(clientId),
    ackTimeoutMs: 1_000,
    retryMs: 5_000,
  });
  return { outbox, answers, settled };
}

describe('chat connection', () => {
  it('attaches its listeners before connecting and reports connecting, online and offline', () => {
    const heard: unknown[] = [];
    const { socket, statuses, connection } = connect({ news: (payload) => heard.push(payload) });
    expect(connection.socket).toBeNull();
    connection.open();
    connection.open();
    expect(socket.connectCalls).toBe(1);
    expect(socket.listenerCount('news')).toBe(1);
    expect(connection.live).toBeNull();

    socket.serverConnect();
    expect(connection.live).toBe(socket);
    socket.serverEmit('news', 'hello');
    socket.drop();
    socket.failToConnect();
    expect(statuses).toEqual(['connecting', 'online', 'offline', 'offline']);
    expect(heard).toEqual(['hello']);

    connection.reconnect();
    expect(socket.connectCalls).toBe(2);
    expect(statuses.at(-1)).toBe('connecting');
  });

  it('on dispose detaches and closes the socket, and opens no other', () => {
    const { socket, statuses, connection } = connect({ news: () => undefined });
    connection.open();
    socket.serverConnect();
    connection.dispose();
    expect(socket.disconnectCalls).toBe(1);
    expect(socket.listenerCount('news')).toBe(0);
    expect(socket.listenerCount('disconnect')).toBe(0);
    expect(statuses).toEqual(['connecting', 'online']);
    connection.open();
    connection.reconnect();
    expect(connection.socket).toBeNull();
    expect(socket.connectCalls).toBe(1);
  });
});

describe('chat outbox', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends each message once while its acknowledgement is awaited, and settles it on the answer', async () => {
    const { socket, connection } = connect();
    const { outbox, answers, settled } = outboxOn(connection);
    outbox.add(item('client-a'));
    outbox.flush();
    expect(socket.emitted).toHaveLength(0);

    connection.open();
    socket.serverConnect();
    outbox.flush();
    outbox.add(item('client-b'));
    outbox.flush();
    expect(socket.emitsOf('say').map((record) => record.payload)).toEqual([
      { clientId: 'client-a', text: 'text of client-a' },
      { clientId: 'client-b', text: 'text of client-b' },
    ]);

    socket.lastEmit('say').ack?.({ ok: false, error: 'request.tooMany' });
    socket.emitsOf('say')[0]?.ack?.({ ok: true, message: { id: '1' } });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers).toEqual([
      ['client-b', { ok: false, error: 'request.tooMany' }],
      ['client-a', { ok: true, message: { id: '1' } }],
    ]);
    expect(settled).toEqual(['client-b', 'client-a']);
    expect(outbox.values()).toEqual([]);
  });

  it('sends a message again, with the same client id, after a lost acknowledgement or a dropped connection', async () => {
    vi.useFakeTimers();
    const { socket, connection } = connect();
    const { outbox } = outboxOn(connection);
    connection.open();
    socket.serverConnect();
    outbox.add(item('client-a'));
    outbox.flush();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.emitsOf('say')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.emitsOf('say')).toHaveLength(2);

    socket.drop();
    outbox.connectionLost();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.emitsOf('say')).toHaveLength(2);
    socket.serverConnect();
    outbox.flush();
    expect(socket.emitsOf('say').map((record) => (record.payload as { clientId: string }).clientId)).toEqual([
      'client-a',
      'client-a',
      'client-a',
    ]);
  });
});
