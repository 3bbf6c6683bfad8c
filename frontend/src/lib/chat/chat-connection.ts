import type { ChatSocket, SocketListener } from './chat-socket';

/** Where a chat connection stands, as both chat screens show it (SPEC §4 "Live chat"). */
export type ConnectionStatus = 'connecting' | 'online' | 'offline';

export type ChatConnectionOptions = {
  /** Makes the socket, not connected yet (socket.io's autoConnect off). */
  createSocket: () => ChatSocket;
  /** The server's events this side listens to, attached to the socket before it connects. */
  events: Record<string, SocketListener>;
  /** connecting when a connection is asked for, online once it opens, offline when it drops or is refused. */
  onStatus: (status: ConnectionStatus) => void;
  /** The connection opened (first time or again), after the status went online. */
  onConnect?: () => void;
  /** The connection dropped, before the status goes offline. */
  onDisconnect?: () => void;
  /** A connection attempt failed (the server refused it, or the network), after the status went offline. */
  onConnectError?: (error: unknown) => void;
};

/**
 * The life of one chat socket, the same for the visitor's widget and the staff inbox: made once
 * when first wanted, its listeners attached before it connects, connected again on demand (socket.io
 * also reconnects on its own), and on dispose detached and closed so a late event reaches nobody.
 */
export class ChatConnection {
  private current: ChatSocket | null = null;
  private closed = false;
  private readonly listeners: Array<[string, SocketListener]>;

  constructor(private readonly options: ChatConnectionOptions) {
    this.listeners = [
      ['connect', this.onConnect],
      ['disconnect', this.onDisconnect],
      ['connect_error', this.onConnectError],
      ...Object.entries(options.events),
    ];
  }

  /** The socket once made (connected or not); null before open() and after dispose(). */
  get socket(): ChatSocket | null {
    return this.current;
  }

  /** The socket while it is connected, else null: what an emit needs. */
  get live(): ChatSocket | null {
    return this.current?.connected ? this.current : null;
  }

  get disposed(): boolean {
    return this.closed;
  }

  /** Makes the socket and connects it; nothing when one exists already or the connection was disposed. */
  open(): void {
    if (this.current || this.closed) return;
    const socket = this.options.createSocket();
    this.current = socket;
    for (const [event, listener] of this.listeners) socket.on(event, listener);
    this.options.onStatus('connecting');
    socket.connect();
  }

  /** Connects the existing socket again now (the reconnect button, the page or network coming back). */
  reconnect(): void {
    const socket = this.current;
    if (!socket || socket.connected || this.closed) return;
    this.options.onStatus('connecting');
    socket.connect();
  }

  dispose(): void {
    this.closed = true;
    const socket = this.current;
    this.current = null;
    if (!socket) return;
    for (const [event, listener] of this.listeners) socket.off(event, listener);
    socket.disconnect();
  }

  private readonly onConnect = (): void => {
    this.options.onStatus('online');
    this.options.onConnect?.();
  };

  private readonly onDisconnect = (): void => {
    this.options.onDisconnect?.();
    if (!this.closed) this.options.onStatus('offline');
  };

  private readonly onConnectError = (error: unknown): void => {
    this.options.onStatus('offline');
    this.options.onConnectError?.(error);
  };
}
