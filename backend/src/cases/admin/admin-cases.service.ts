import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  PAYMENT_LINK_FROM,
  isAllowedStatusChange,
  type AdminApplication,
  type AdminApplicationDetail,
  type AdminListQuery,
  type AdminNote,
  type AdminPaymentLink,
  type AdminStats,
  type AdminTimelineEntry,
  type CaseStatus,
  type CaseStatusView,
} from '@reactivation/contracts';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { ApiException } from '../../core/http/api.exception';
import { DocumentsService } from '../../documents/documents.service';
import { isoTime, toAdminApplication } from './admin-case-row';
import { AdminCasesRepository, COUNT_CAP, type ListPosition } from './admin-cases.repository';
import { CaseWorkflowRepository } from './case-workflow.repository';

/** A page of the admin list, with what the controller turns into headers. */
export interface AdminCasePage {
  items: AdminApplication[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/** 256 random bits, URL-safe: a payment link's token (never derived from the case). */
export function newPaymentToken(): string {
  return randomBytes(32).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(position: ListPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');
}

function decodeCursor(cursor: string): ListPosition {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    !createdAt ||
    !id ||
    !UUID.test(id) ||
    !/^[\d\-: .+]{10,40}$/.test(createdAt) ||
    Number.isNaN(new Date(createdAt).getTime())
  ) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { cursor: 'field.invalid' });
  }
  return { createdAt, id };
}

function caseNotFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, 'case.notFound');
}

/** The back office's view of cases: the list, a case's file, and the SPEC §4 workflow. */
@Injectable()
export class AdminCasesService {
  constructor(
    private readonly reads: AdminCasesRepository,
    private readonly workflow: CaseWorkflowRepository,
    private readonly documents: DocumentsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async list(query: AdminListQuery): Promise<AdminCasePage> {
    const filter = { term: query.q ? query.q.toLowerCase() : undefined, status: query.status };
    const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    // One row more than asked says whether a next page exists.
    const [rows, counted] = await Promise.all([this.reads.page(filter, after, limit + 1), this.reads.count(filter)]);
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    return {
      items: pageRows.map(toAdminApplication),
      total: Math.min(counted, COUNT_CAP),
      totalCapped: counted > COUNT_CAP,
      nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
    };
  }

  stats(): Promise<AdminStats> {
    return this.reads.stats();
  }

  async detail(id: string): Promise<AdminApplicationDetail> {
    const row = UUID.test(id) ? await this.reads.findById(id) : null;
    if (!row) throw caseNotFound();
    const [documents, history, emails, notes] = await Promise.all([
      this.reads.documents(id),
      this.reads.history(id),
      this.reads.sentEmails(id),
      this.reads.notes(id),
    ]);
    const entry = (kind: AdminTimelineEntry['kind'], at: string, rest: Partial<AdminTimelineEntry> = {}): AdminTimelineEntry => ({
      kind,
      at: isoTime(at),
      actor: null,
      fromStatus: null,
      toStatus: null,
      detail: null,
      ...rest,
    });
    const timeline = [
      entry('submitted', row.created_at),
      ...history.map((item) =>
        entry(item.kind as AdminTimelineEntry['kind'], item.at, {
          actor: item.actor,
          fromStatus: item.from_status,
          toStatus: item.to_status,
        }),
      ),
      ...emails.map((email) => entry('email_sent', email.sent_at, { detail: `${email.template} → ${email.to_address}` })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      application: toAdminApplication(row),
      documents: documents.map((doc) => ({
        id: doc.id,
        originalName: doc.original_name,
        contentType: doc.content_type,
        sizeBytes: doc.size_bytes,
        createdAt: isoTime(doc.created_at),
      })),
      timeline,
      notes: notes.map(toNote),
      paymentUrl: row.payment_token ? this.paymentUrl(row.payment_token) : null,
    };
  }

  /** SPEC §4 status buttons; 409 for any other move, or when the case changed meanwhile. */
  async changeStatus(id: string, to: CaseStatus, actor: string): Promise<AdminApplication> {
    const current = await this.existing(id);
    if (!isAllowedStatusChange(current.status, to) || !(await this.workflow.changeStatus(id, current.status, to, actor))) {
      throw new ApiException(HttpStatus.CONFLICT, 'case.transitionNotAllowed');
    }
    return toAdminApplication((await this.reads.findById(id))!);
  }

  async createPaymentLink(id: string, actor: string): Promise<AdminPaymentLink> {
    const current = await this.existing(id);
    if (current.payment_token) throw new ApiException(HttpStatus.CONFLICT, 'case.paymentLinkExists');
    if (!PAYMENT_LINK_FROM.includes(current.status)) throw new ApiException(HttpStatus.CONFLICT, 'case.paymentLinkNotAllowed');
    const token = newPaymentToken();
    if (!(await this.workflow.createPaymentLink(id, current.status, token, actor))) {
      throw new ApiException(HttpStatus.CONFLICT, 'case.paymentLinkExists');
    }
    return { token, url: this.paymentUrl(token) };
  }

  async sendPaymentLink(id: string, actor: string): Promise<void> {
    await this.existing(id);
    if (!(await this.workflow.requestPaymentLinkEmail(id, actor)))
      throw new ApiException(HttpStatus.CONFLICT, 'case.noPaymentLink');
  }

  async addNote(id: string, author: string, body: string): Promise<AdminNote> {
    const note = UUID.test(id) ? await this.workflow.addNote(id, author, body) : null;
    if (!note) throw caseNotFound();
    return toNote(note);
  }

  /** A document of this case, for download. */
  async openDocument(
    id: string,
    documentId: string,
  ): Promise<{ stream: Readable; name: string; contentType: string; sizeBytes: number }> {
    const documents = UUID.test(id) ? await this.reads.documents(id) : [];
    const document = documents.find((doc) => doc.id === documentId);
    if (!document) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    return {
      stream: await this.documents.open(document.storage_key),
      name: document.original_name,
      contentType: document.content_type,
      sizeBytes: document.size_bytes,
    };
  }

  /** The client's no-login status page (/case/:token). */
  async statusView(token: string): Promise<CaseStatusView> {
    const row = /^[\w-]{32,64}$/.test(token) ? await this.workflow.findByStatusToken(token) : null;
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, 'case.statusLinkInvalid');
    return {
      caseNumber: row.case_number,
      firstName: row.first_name,
      platform: row.platform,
      status: row.status,
      updatedAt: isoTime(row.updated_at),
    };
  }

  private paymentUrl(token: string): string {
    return new URL(`/payment/${token}`, this.env.PUBLIC_URL).toString();
  }

  private async existing(id: string) {
    const row = UUID.test(id) ? await this.reads.findById(id) : null;
    if (!row) throw caseNotFound();
    return row;
  }
}

function toNote(note: { id: string; author: string; body: string; created_at: string }): AdminNote {
  return { id: note.id, author: note.author, body: note.body, createdAt: isoTime(note.created_at) };
}
