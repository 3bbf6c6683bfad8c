import { io } from 'socket.io-client';
import { CHAT_ADMIN_NAMESPACE, CHAT_PATH, type ChatAck } from '@reactivation/contracts';

/*
 * The part of socket.io-client's Socket the chat uses. Code talks to this shape only, so tests can
 * hand it a small in-memory emitter (src/testing/fake-socket.ts) instead of a network connection.
 */
// socket.io's own listener type: the arguments are whatever the other side sent.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SocketListener = (...args: any[]) => void;

export interface ChatSocket {
  readonly connected: boolean;
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener?: SocketListener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  /** An emit whose acknowledgement callback gets an error first: on time-out and on disconnection. */
  timeout(ms: number): { emit(event: string, ...args: unknown[]): unknown };
  connect(): unknown;
  disconnect(): unknown;
}

/** How long an emit waits for the server's acknowledgement before it counts as lost (and is retried). */
export const ACK_TIMEOUT_MS = 15_000;

/**
 * The visitor's socket on the default namespace, same origin (a secure scheme when the page is
 * secure, SPEC §7). Not connected yet: the caller attaches its listeners first.
 */
export function createVisitorSocket(): ChatSocket {
  return io({ path: CHAT_PATH, autoConnect: false }) as unknown as ChatSocket;
}

/**
 * The staff socket on `/admin`. The token is read at every (re)connection, so a new login in
 * another tab is picked up; a refused token ends in a `connect_error` "unauthorized".
 */
export function createStaffSocket(getToken: () => string | null): ChatSocket {
  return io(CHAT_ADMIN_NAMESPACE, {
    path: CHAT_PATH,
    autoConnect: false,
    auth: (send) => send({ token: getToken() ?? '' }),
  }) as unknown as ChatSocket;
}

/**
 * Emits with an acknowledgement. Rejects when the acknowledgement does not come in time or the
 * connection drops first; a malformed answer counts as a refusal.
 */
export function emitWithAck<T>(socket: ChatSocket, event: string, payload: unknown, timeoutMs = ACK_TIMEOUT_MS): Promise<ChatAck<T>> {
  return new Promise((resolve, reject) => {
    socket.timeout(timeoutMs).emit(event, payload, (error: unknown, ack: unknown) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(readAck<T>(ack));
    });
  });
}

function readAck<T>(ack: unknown): ChatAck<T> {
  if (typeof ack === 'object' && ack !== null && 'ok' in ack) {
    const answer = ack as { ok: unknown; message?: unknown; error?: unknown; field?: unknown };
    if (answer.ok === true) return { ok: true, message: answer.message as T };
    return {
      ok: false,
      error: typeof answer.error === 'string' ? answer.error : 'request.failed',
      ...(typeof answer.field === 'string' ? { field: answer.field } : {}),
    };
  }
  return { ok: false, error: 'request.failed' };
}

/** A message id made here (contracts: 8-64 word characters or hyphens); retries reuse it. */
export function newClientId(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID exists only in secure contexts; plain http on a LAN address still gets a random id.
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
