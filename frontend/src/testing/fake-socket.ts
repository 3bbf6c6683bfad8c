import type { ChatSocket, SocketListener } from '@/lib/chat/chat-socket';

/** One emit the client made; `ack` answers it as the server would. */
export type EmitRecord = {
  event: string;
  payload: unknown;
  /** Whether the socket was connected when the client emitted (a real one would buffer it otherwise). */
  connected: boolean;
  ack?: (response: unknown) => void;
};

/**
 * An in-memory stand-in for socket.io-client's Socket: records what the client emits and lets a
 * test play the server (connect, drop, events, acknowledgements). No network. Acknowledgements of
 * `timeout(ms).emit` behave like socket.io's: an error on time-out and when the connection drops.
 */
export class FakeSocket implements ChatSocket {
  connected = false;
  connectCalls = 0;
  disconnectCalls = 0;
  readonly emitted: EmitRecord[] = [];
  private readonly listeners = new Map<string, Set<SocketListener>>();
  private readonly waitingAcks = new Set<(error: Error) => void>();

  constructor(
    readonly uri?: string,
    readonly options?: Record<string, unknown>,
  ) {}

  on(event: string, listener: SocketListener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener?: SocketListener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (args.pop() as (response: unknown) => void) : undefined;
    this.emitted.push({ event, payload: args[0], connected: this.connected, ack });
    return this;
  }

  // Written out because the project emits declarations (composite, for `tsc -b`), and `this` cannot be inferred there.
  timeout(ms: number): {
    emit: (event: string, payload: unknown, callback: (error: Error | null, response?: unknown) => void) => FakeSocket;
  } {
    return {
      emit: (event: string, payload: unknown, callback: (error: Error | null, response?: unknown) => void) => {
        let done = false;
        const finish = (error: Error | null, response?: unknown) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          this.waitingAcks.delete(fail);
          callback(error, response);
        };
        const fail = (error: Error) => finish(error);
        const timer = setTimeout(() => finish(new Error('operation has timed out')), ms);
        this.waitingAcks.add(fail);
        this.emitted.push({ event, payload, connected: this.connected, ack: (response) => finish(null, response) });
        return this;
      },
    };
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    if (this.connected) this.drop('io client disconnect');
    return this;
  }

  /* The server's side. */

  /** The connection opens (first time or again). */
  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** The connection drops; acknowledgements still awaited fail, as socket.io's do. */
  drop(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
    for (const fail of [...this.waitingAcks]) fail(new Error('socket has been disconnected'));
  }

  failToConnect(message = 'xhr poll error'): void {
    this.fire('connect_error', new Error(message));
  }

  serverEmit(event: string, payload?: unknown): void {
    this.fire(event, payload);
  }

  emitsOf(event: string): EmitRecord[] {
    return this.emitted.filter((record) => record.event === event);
  }

  lastEmit(event: string): EmitRecord {
    const records = this.emitsOf(event);
    const last = records[records.length - 1];
    if (!last) throw new Error(`Nothing emitted as ${event}`);
    return last;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

/** Every socket the fake `io()` made, oldest first; a test clears it before it starts. */
export const createdSockets: FakeSocket[] = [];

/** Stands in for socket.io-client's `io(uri?, options?)`. */
export function fakeIo(uriOrOptions?: string | Record<string, unknown>, options?: Record<string, unknown>): FakeSocket {
  const socket =
    typeof uriOrOptions === 'string' ? new FakeSocket(uriOrOptions, options) : new FakeSocket(undefined, uriOrOptions);
  createdSockets.push(socket);
  return socket;
}

/** The newest socket the fake `io()` made. */
export function latestSocket(): FakeSocket {
  const socket = createdSockets[createdSockets.length - 1];
  if (!socket) throw new Error('No socket was created');
  return socket;
}
