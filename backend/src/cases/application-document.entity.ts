import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { DocumentType } from '@reactivation/contracts';
import { Application } from './application.entity';

/** A file a client sent with the case; the bytes live in document storage under `storageKey`. */
@Entity({ tableName: 'application_document' })
export class ApplicationDocument {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application: Application;

  @Property({ type: 'text', unique: true })
  storageKey: string;

  /** The client's file name, shown to staff only; storage never uses it. */
  @Property({ type: 'text' })
  originalName: string;

  @Property({ type: 'text' })
  contentType: DocumentType;

  @Property({ type: 'integer' })
  sizeBytes: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
