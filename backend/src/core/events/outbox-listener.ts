import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { OutboxRelay } from './outbox.relay';

/** The channel a trigger on outbox_event notifies when a transaction that wrote events commits. */
export const OUTBOX_CHANNEL = 'outbox_event';
const RECONNECT_MS = 1000;

/**
 * Wakes the relay the moment events are committed, by any process: PostgreSQL delivers the
 * NOTIFY at commit, so the api publishes nothing itself and never waits on Redis. The trigger
 * notifies only when no event of the last second is still waiting (ADR 0034: a NOTIFY serializes
 * commits); the relay drains until a batch comes back short, and its poll finds the rest. If this
 * connection drops, the relay's poll still finds every row while it reconnects.
 */
@Injectable()
export class OutboxListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxListener.name);
  private client?: Client;
  private reconnect?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly relay: OutboxRelay,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.env.DATABASE_URL, connectionTimeoutMillis: 3000 });
    client.on('notification', () => this.relay.kick());
    client.on('error', (error) => this.retry(client, error));
    client.on('end', () => this.retry(client));
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      this.client = client;
      this.relay.kick(); // anything committed while we were not listening
    } catch (error) {
      this.retry(client, error as Error);
    }
  }

  private retry(client: Client, error?: Error): void {
    if (this.stopped || this.reconnect || (this.client && this.client !== client)) return;
    if (error) this.logger.warn(`Outbox listener lost its connection (${error.message}); the poll covers meanwhile`);
    this.client = undefined;
    client.end().catch(() => undefined);
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      void this.connect();
    }, RECONNECT_MS);
  }
}
