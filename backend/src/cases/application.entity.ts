import { Collection, Entity, Enum, OneToMany, PrimaryKey, Property } from '@mikro-orm/core';
import { CASE_SOURCES, CASE_STATUSES, LOCALES, type CaseSource, type CaseStatus, type Locale } from '@reactivation/contracts';
import { ApplicationDocument } from './application-document.entity';

/** A client's case (SPEC §3 "Application (admin view)"), with the language and journey it came from. */
@Entity({ tableName: 'application' })
export class Application {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  /** DR-<year>-<number>, made by the database from a sequence. */
  @Property({ type: 'text', unique: true })
  caseNumber: string;

  @Property({ type: 'text' })
  firstName: string;

  @Property({ type: 'text' })
  lastName: string;

  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text' })
  phone: string;

  @Property({ type: 'text' })
  platform: string;

  @Property({ type: 'date' })
  deactivationDate: string;

  @Property({ type: 'text' })
  deactivationReason: string;

  @Property({ type: 'boolean' })
  attemptedReactivation: boolean;

  @Property({ type: 'text' })
  supportResponse = '';

  @Property({ type: 'text' })
  description = '';

  @Property({ type: 'jsonb' })
  documentUrls: string[] = [];

  @Enum({ items: () => CASE_STATUSES })
  status: CaseStatus = 'review_submitted';

  @Property({ type: 'text', nullable: true, unique: true })
  paymentToken?: string;

  /** The client's no-login status link (/case/:token); made by the database. */
  @Property({ type: 'text', unique: true })
  statusToken?: string;

  @Property({ type: 'boolean' })
  expertReviewSent = false;

  @Property({ type: 'boolean' })
  paymentLinkSent = false;

  @Enum({ items: () => LOCALES })
  locale: Locale;

  @Enum({ items: () => CASE_SOURCES })
  source: CaseSource;

  @OneToMany(() => ApplicationDocument, (document) => document.application)
  documents = new Collection<ApplicationDocument>(this);

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
