import { Logger, type INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import type { Observable } from 'rxjs';
import { Namespace, Server, type ServerOptions, type Socket } from 'socket.io';
import type { Env } from '../config/env';
import { outageLogger } from '../core/redis/outage-logger';
import { redisOptions } from '../core/redis/redis-options';

/** Largest packet a client may send: a chat message is at most CHAT_TEXT_MAX characters. */
const MAX_PACKET_BYTES = 32 * 1024;

/**
 * The socket.io server of the chat gateways (DESIGN §5), on the API's own HTTP server: one server
 * for every gateway, which Nest asks for once (gateways that share a path share the server, each
 * namespace on it). It carries what no gateway should repeat: the browser origin check, CORS, the
 * packet size limit, and the Redis Streams adapter that carries events between api instances.
 * Installed by configureHttpApp (main.ts and the tests alike), before the app starts listening.
 */
export class ChatIoAdapter extends IoAdapter {
  private readonly logger = new Logger(ChatIoAdapter.name);
  private redis: Redis | null = null;
  /** The adapter's own connections, which it duplicates from `redis` and never closes itself. */
  private readonly adapterClients: Redis[] = [];

  constructor(
    app: INestApplication,
    private readonly env: Env,
  ) {
    super(app);
  }

  override createIOServer(port: number, options: Partial<ServerOptions> = {}): Server {
    // One server per app: a gateway on another port or path would get a second one, whose sockets share
    // no rooms with the chat's and whose Redis connections this adapter would not track or close.
    if (port !== 0 || this.redis) throw new Error('Chat gateways share one socket.io server: same path, no port of their own');
    const publicOrigin = new URL(this.env.PUBLIC_URL).origin;
    // The adapter reads the stream with blocking XREAD on connections it duplicates from this one.
    // They are recorded so that shutdown can close them: otherwise a read waiting on a Redis that
    // went away would keep reconnecting, and the process would never exit.
    const redis = new Redis(redisOptions(this.env.REDIS_URL, 'worker')).on('error', outageLogger('Chat socket Redis'));
    const duplicate = redis.duplicate.bind(redis);
    redis.duplicate = (override) => {
      const client = duplicate(override).on('error', outageLogger('Chat socket Redis'));
      this.adapterClients.push(client);
      return client;
    };
    this.redis = redis;
    return new Server(this.httpServer, {
      ...options,
      serveClient: false,
      maxHttpBufferSize: MAX_PACKET_BYTES,
      cors: { origin: publicOrigin, credentials: true },
      // A browser always names its page's origin; pages of other sites may not open the chat.
      allowRequest: (req: IncomingMessage, done) => done(null, !req.headers.origin || req.headers.origin === publicOrigin),
      adapter: createAdapter(redis, { streamName: `${this.env.REDIS_PREFIX}:socket.io` }),
    });
  }

  /**
   * Runs a gateway's handler for each event and sends back what it returns as the ack, as Nest's
   * IoAdapter does, with one plain listener per event. The stock version builds an RxJS pipeline
   * per socket and event (fromEvent, mergeMap, takeUntil the disconnect), which a chat holding
   * thousands of idle visitor sockets pays for in memory on every one of them. An answer that
   * arrives after the socket closed goes nowhere either way: socket.io drops packets for a closed
   * connection.
   */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(String(message), (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args);
        transform(callback(data, ack)).subscribe({
          next: (response) => {
            if (response === null || response === undefined) return;
            const reply = response as { event?: string; data?: unknown };
            if (reply.event) socket.emit(reply.event, reply.data);
            else if (!isAckHandledManually && ack) ack(response);
          },
          // Handlers catch their own failures and Nest's exception filter answers the rest; this only keeps
          // an error that escapes both from becoming an uncaught exception that ends the process.
          error: (error: unknown) => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)),
        });
      });
    }
  }

  /**
   * Every event carries one payload and, when the client wants an answer, an ack last. Extra
   * arguments are ignored rather than turned into an array payload (Nest's default), so a handler
   * always validates exactly what the contract describes.
   */
  override mapPayload(args: unknown): { data: unknown; ack?: (answer: unknown) => void } {
    const list = Array.isArray(args) ? args : [args];
    const last: unknown = list[list.length - 1];
    const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : undefined;
    return { data: typeof list[0] === 'function' ? undefined : list[0], ack };
  }

  /**
   * Nest calls this for the server and for each namespace before it closes the HTTP server. The
   * sockets are dropped here (clients reconnect to another instance), because the HTTP server's
   * close waits for every upgraded connection: sockets still open then would hold the shutdown
   * until the process is killed. The HTTP server itself is left to Nest, which closes it next.
   */
  override close(server: Server | Namespace): Promise<void> {
    if (server instanceof Namespace) return Promise.resolve(); // dropped and closed with its server
    server.local.disconnectSockets(true);
    // Once every namespace's adapter is closed, the Redis Streams adapter stops reading the stream.
    for (const namespace of server._nsps.values()) void namespace.adapter.close();
    server.engine.close();
    return Promise.resolve();
  }

  /** After every server is closed: the adapter's Redis connections, which would otherwise keep the process alive. */
  override dispose(): Promise<void> {
    for (const client of this.adapterClients.splice(0)) client.disconnect();
    this.redis?.disconnect();
    this.redis = null;
    return Promise.resolve();
  }
}
