import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * The ledger of e-mails, one row per event and recipient: it makes sending idempotent and is the
 * "e-mails sent" part of a case's history.
 */
@Entity({ tableName: 'email_delivery' })
@Unique({ properties: ['eventId', 'recipientRole'] })
export class EmailDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'uuid' })
  eventId: string;

  @Property({ type: 'text' })
  recipientRole: string;

  @Property({ type: 'uuid', nullable: true })
  applicationId?: string;

  @Property({ type: 'text' })
  toAddress: string;

  /** The mailbox `toAddress` reaches (core/limits/mailbox.ts), what the daily caps count. */
  @Property({ type: 'text' })
  mailbox: string;

  @Property({ type: 'text' })
  template: string;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text' })
  messageId: string;

  @Property({ type: 'text' })
  status: 'sending' | 'sent' = 'sending';

  @Property({ type: 'integer' })
  attempts = 1;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date;

  /** When a sender claimed it; another may take over only once the claim has run out (EmailLedgerService). */
  @Property({ type: 'timestamptz', nullable: true })
  claimedAt?: Date;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
