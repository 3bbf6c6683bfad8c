import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { LOCALES, type Locale } from '@reactivation/contracts';

/** A message a visitor sent through the contact form (SPEC §3 "Contact form"). */
@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text', nullable: true })
  phone?: string;

  @Property({ type: 'text', nullable: true })
  platform?: string;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text' })
  message: string;

  @Enum({ items: () => LOCALES })
  locale: Locale;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
