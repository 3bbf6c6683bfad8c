import { EventEmitter } from 'node:events';
import { from, mergeAll, type Observable } from 'rxjs';
import type { Socket } from 'socket.io';
import type { Env } from '../config/env';
import { ChatIoAdapter } from './chat-io.adapter';

/** What Nest's WebSocketsController passes as `transform`: a handler's value, promise or observable as an observable. */
const transform = (result: unknown): Observable<unknown> => from(Promise.resolve(result).then((value) => [value])).pipe(mergeAll());

/** A socket that records what the server emits, and on which client events arrive with `emit`. */
function fakeSocket() {
  const events = new EventEmitter();
  const emitted: unknown[][] = [];
  const socket = {
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    emit: (...args: unknown[]) => emitted.push(args),
  };
  return { socket: socket as unknown as Socket, receive: (event: string, ...args: unknown[]) => events.emit(event, ...args), emitted };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ChatIoAdapter: events to gateway handlers', () => {
  const adapter = new ChatIoAdapter(undefined as never, { PUBLIC_URL: 'http://localhost:3000' } as Env);

  it("answers a client's ack with the handler's return value, and passes the handler only the first argument", async () => {
    const { socket, receive } = fakeSocket();
    const seen: unknown[] = [];
    adapter.bindMessageHandlers(
      socket,
      [{ message: 'init_chat', methodName: 'initChat', isAckHandledManually: false, callback: (data: unknown) => (seen.push(data), Promise.resolve({ ok: true, message: data })) }],
      transform,
    );
    const acks: unknown[] = [];
    receive('init_chat', { customerName: 'Ana' }, 'extra', (answer: unknown) => acks.push(answer));
    await settle();
    expect(seen).toEqual([{ customerName: 'Ana' }]);
    expect(acks).toEqual([{ ok: true, message: { customerName: 'Ana' } }]);
  });

  it('sends no ack for a handler that returns nothing, and no payload for an event sent with only an ack', async () => {
    const { socket, receive, emitted } = fakeSocket();
    const seen: unknown[] = [];
    adapter.bindMessageHandlers(
      socket,
      [{ message: 'seen', methodName: 'seen', isAckHandledManually: false, callback: (data: unknown) => (seen.push(data), Promise.resolve(undefined)) }],
      transform,
    );
    const acks: unknown[] = [];
    receive('seen', (answer: unknown) => acks.push(answer));
    await settle();
    expect(seen).toEqual([undefined]);
    expect(acks).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('emits a returned { event, data } instead of acknowledging, and leaves a manually handled ack alone', async () => {
    const { socket, receive, emitted } = fakeSocket();
    adapter.bindMessageHandlers(
      socket,
      [
        { message: 'ping', methodName: 'ping', isAckHandledManually: false, callback: () => Promise.resolve({ event: 'pong', data: 1 }) },
        { message: 'manual', methodName: 'manual', isAckHandledManually: true, callback: () => Promise.resolve({ ok: true }) },
      ],
      transform,
    );
    const acks: unknown[] = [];
    receive('ping', (answer: unknown) => acks.push(answer));
    receive('manual', {}, (answer: unknown) => acks.push(answer));
    await settle();
    expect(emitted).toEqual([['pong', 1]]);
    expect(acks).toEqual([]);
  });
});
