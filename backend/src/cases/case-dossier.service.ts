import { Inject, Injectable } from '@nestjs/common';
import type { CaseMessage, CaseStatus, DocumentRequest, Locale } from '@reactivation/contracts';
import { SqlClient } from '../core/database/sql-client';
import { CASE_EMAIL_LOG, type CaseEmailLog } from './admin/case-email-log.port';
import { CaseRoomService } from './room/case-room.service';

/** One entry of a case's history, oldest first: what happened, and from which status to which. */
export interface DossierEvent {
  at: Date;
  kind: string;
  fromStatus: CaseStatus | null;
  toStatus: CaseStatus | null;
  /** Who of staff did it, or null (the client, the system); present for staff's eyes only. */
  actor: string | null;
}

/** Everything filed under a case, as plain data: what a dispute's evidence packet is made of. */
export interface CaseDossier {
  id: string;
  caseNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  platform: string;
  locale: Locale;
  status: CaseStatus;
  createdAt: Date;
  history: DossierEvent[];
  /** The e-mails sent to the client about the case (template and time), oldest first. */
  emails: Array<{ template: string; sentAt: Date }>;
  documents: Array<{ originalName: string; contentType: string; sizeBytes: number; receivedAt: Date; requestLabel: string | null }>;
  requests: DocumentRequest[];
  /** The case room's messages; staff's as "our team" (no staff member is named outside the panel). */
  messages: CaseMessage[];
}

/**
 * A case's whole file for other modules (the payments module's dispute evidence): its details, its
 * history, the e-mails sent about it, its documents, and the case room's requests and messages.
 */
@Injectable()
export class CaseDossierService {
  constructor(
    private readonly sql: SqlClient,
    private readonly room: CaseRoomService,
    @Inject(CASE_EMAIL_LOG) private readonly sentEmails: CaseEmailLog,
  ) {}

  async dossier(applicationId: string): Promise<CaseDossier | null> {
    const [row] = await this.sql.query<{
      id: string;
      case_number: string;
      first_name: string;
      last_name: string;
      email: string;
      phone: string;
      platform: string;
      locale: Locale;
      status: CaseStatus;
      created_at: Date;
    }>(
      'dossier-case',
      `select id, case_number, first_name, last_name, email, phone, platform, locale, status, created_at from application where id = $1`,
      [applicationId],
    );
    if (!row) return null;
    const [history, documents, room, emails] = await Promise.all([
      this.sql.query<{ at: Date; kind: string; from_status: CaseStatus | null; to_status: CaseStatus | null; actor: string | null }>(
        'dossier-history',
        `select at, kind, from_status, to_status, actor from case_history where application_id = $1 order by at, id`,
        [applicationId],
      ),
      this.sql.query<{ original_name: string; content_type: string; size_bytes: number; created_at: Date; label: string | null }>(
        'dossier-documents',
        `select d.original_name, d.content_type, d.size_bytes, d.created_at, r.label
         from application_document d left join document_request r on r.id = d.request_id
         where d.application_id = $1 order by d.created_at, d.id`,
        [applicationId],
      ),
      this.room.forStaff(applicationId),
      this.sentEmails.forCase(applicationId),
    ]);
    return {
      id: row.id,
      caseNumber: row.case_number,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      platform: row.platform,
      locale: row.locale,
      status: row.status,
      createdAt: new Date(row.created_at),
      history: history.map((item) => ({
        at: new Date(item.at),
        kind: item.kind,
        fromStatus: item.from_status,
        toStatus: item.to_status,
        actor: item.actor,
      })),
      emails: emails
        .filter((email) => email.to_address.toLowerCase() === row.email.toLowerCase())
        .map((email) => ({ template: email.template, sentAt: new Date(email.sent_at) })),
      documents: documents.map((doc) => ({
        originalName: doc.original_name,
        contentType: doc.content_type,
        sizeBytes: doc.size_bytes,
        receivedAt: new Date(doc.created_at),
        requestLabel: doc.label,
      })),
      requests: room.requests,
      messages: room.messages.map(({ staffName: _staffName, ...message }) => message),
    };
  }
}
