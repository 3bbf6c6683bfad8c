import { Migration } from '@mikro-orm/migrations';

/**
 * The reply-time figure (ADR 0037) reads the conversations started in the last 7 days: the live chat's
 * by their start, the case rooms' by their clients' messages.
 */
export class Migration20261130310000ReplyTimes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index chat_session_created_at_idx on chat_session (created_at)`);
    this.addSql(`create index case_message_client_idx on case_message (created_at) where author = 'client'`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index case_message_client_idx`);
    this.addSql(`drop index chat_session_created_at_idx`);
  }
}
