import { Migration } from '@mikro-orm/migrations';

/**
 * Which Redis an event's jobs went to: the relay stamps each publish with the marker it last read
 * from Redis (the "epoch"). When Redis comes back without the marker, it lost its data, and the
 * unfinished events stamped with the old one are published again at once rather than after
 * OUTBOX_REDRIVE_AFTER_SECONDS. Events published before this release have none and wait as before.
 */
export class Migration20261126090000OutboxRedisEpoch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table outbox_event add column published_epoch text`);
  }
}
