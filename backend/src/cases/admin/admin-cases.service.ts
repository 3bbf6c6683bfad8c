import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  CASE_NUMBER_PATTERN,
  caseRoomPath,
  PAYMENT_LINK_FROM,
  isAllowedStatusChange,
  type AdminApplication,
  type AdminApplicationDetail,
  type AdminNote,
  type AdminPaymentLink,
  type AdminStatusChange,
  type AdminStatusLink,
  CLOSING_STATUS,
  type AdminTimelineEntry,
  type CaseStatus,
  type MacroCaseFacts,
} from '@reactivation/contracts';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { ApiException } from '../../core/http/api.exception';
import { DocumentsService } from '../../documents/documents.service';
import { StaffDirectoryService } from '../../admin-auth/staff-directory.service';
import { CASE_MONEY, type CaseMoney } from './case-money.port';
import { CaseRoomService } from '../room/case-room.service';
import { CaseOutcomesService } from '../outcome/case-outcomes.service';
import { isoTime } from '../case-columns';
import { CASE_EMAIL_LOG, type CaseEmailLog } from './case-email-log.port';
import { AdminCasesRepository } from './admin-cases.repository';
import { CaseRowPresenter } from './case-row-presenter';
import { CaseOpenings } from './case-openings';
import { CaseWorkflowRepository } from './case-workflow.repository';

/** 256 random bits, URL-safe: a payment link's token (never derived from the case). */
export function newPaymentToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 192 random bits, URL-safe, as the database makes the first one: a status link's token. */
export function newStatusToken(): string {
  return randomBytes(24).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function caseNotFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, 'case.notFound');
}

/** The back office's view of one case: its file, its owner, and the SPEC §4 workflow (the list is AdminCaseListService). */
@Injectable()
export class AdminCasesService {
  constructor(
    private readonly reads: AdminCasesRepository,
    private readonly workflow: CaseWorkflowRepository,
    private readonly documents: DocumentsService,
    private readonly presenter: CaseRowPresenter,
    private readonly staff: StaffDirectoryService,
    @Inject(CASE_EMAIL_LOG) private readonly sentEmails: CaseEmailLog,
    private readonly room: CaseRoomService,
    private readonly openings: CaseOpenings,
    @Inject(CASE_MONEY) private readonly money: CaseMoney,
    private readonly outcomes: CaseOutcomesService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /**
   * The case's file for `actor`, whose opening of it the audit log records (CaseOpenings). `key` is
   * the case's id or its case number: the panel's page of a case, and the staff e-mails that link to
   * it, name the case by its number.
   */
  async detail(key: string, actor: string): Promise<AdminApplicationDetail> {
    const row = UUID.test(key)
      ? await this.reads.findById(key)
      : CASE_NUMBER_PATTERN.test(key)
        ? await this.reads.findByCaseNumber(key)
        : null;
    if (!row) throw caseNotFound();
    const id = row.id;
    const [documents, history, emails, notes, links, room, money, outcome] = await Promise.all([
      this.reads.documents(id),
      this.reads.history(id),
      this.sentEmails.forCase(id),
      this.reads.notes(id),
      this.workflow.links(id),
      this.room.forStaff(id),
      this.money.adminMoney(id),
      this.outcomes.forCase(id),
      this.openings.record(id, actor),
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
      ...this.outcomes.timelineOf(outcome).map(({ kind, at, ...rest }) => entry(kind, at, rest)),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      application: await this.presenter.presentOne(row),
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
      paymentLinkExpiresAt: row.payment_token && links?.paymentLinkExpiresAt ? isoTime(links.paymentLinkExpiresAt) : null,
      statusUrl: this.statusUrl(links?.statusToken ?? ''),
      room,
      money,
      outcome,
    };
  }

  /**
   * What a macro's variables are filled from (contracts' macroValues), with the case's status and
   * language; read without recording an opening (applying a macro is audited as itself).
   */
  async macroFacts(id: string): Promise<MacroCaseFacts & { id: string; status: CaseStatus }> {
    const application = await this.presenter.presentOne(await this.existing(id));
    const links = await this.workflow.links(id);
    return {
      id: application.id,
      status: application.status,
      firstName: application.firstName,
      caseNumber: application.caseNumber,
      platform: application.platform,
      appealDueOn: application.appealDueOn,
      locale: application.locale,
      roomLink: new URL(caseRoomPath(links?.statusToken ?? '', application.locale), this.env.PUBLIC_URL).toString(),
    };
  }

  /** SPEC §4 status buttons; 409 for any other move, or when the case changed meanwhile. */
  async changeStatus(id: string, change: AdminStatusChange, actor: string): Promise<AdminApplication> {
    const current = await this.existing(id);
    const to = change.status;
    if (!isAllowedStatusChange(current.status, to) || !(await this.move(id, current.status, change, actor))) {
      throw new ApiException(HttpStatus.CONFLICT, 'case.transitionNotAllowed');
    }
    return this.presenter.presentOne((await this.reads.findById(id))!);
  }

  /** Closing (the schema made sure the outcome, its date and the reason's group came with it) records how the case ended. */
  private move(id: string, from: CaseStatus, change: AdminStatusChange, actor: string): Promise<boolean> {
    if (change.status === CLOSING_STATUS && change.outcome && change.outcomeDate && change.reasonGroup) {
      return this.outcomes.close(id, from, { outcome: change.outcome, outcomeDate: change.outcomeDate, reasonGroup: change.reasonGroup }, actor);
    }
    return this.workflow.changeStatus(id, from, change.status, actor);
  }

  /** Gives the case to a staff account, or to nobody (null); giving it to its owner again changes nothing. */
  async assignOwner(id: string, ownerId: string | null, actor: string): Promise<AdminApplication> {
    if (!UUID.test(id)) throw caseNotFound();
    if (ownerId && !(await this.staff.names()).has(ownerId)) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { ownerId: 'case.ownerUnknown' });
    }
    if ((await this.workflow.assignOwner(id, ownerId, actor)) === null) throw caseNotFound();
    return this.presenter.presentOne((await this.reads.findById(id))!);
  }

  async createPaymentLink(id: string, actor: string): Promise<AdminPaymentLink> {
    const current = await this.existing(id);
    if (current.payment_token) throw new ApiException(HttpStatus.CONFLICT, 'case.paymentLinkExists');
    if (!PAYMENT_LINK_FROM.includes(current.status)) throw new ApiException(HttpStatus.CONFLICT, 'case.paymentLinkNotAllowed');
    const token = newPaymentToken();
    if (!(await this.workflow.createPaymentLink(id, current.status, token, actor, this.env.PAYMENT_LINK_TTL_DAYS))) {
      throw new ApiException(HttpStatus.CONFLICT, 'case.paymentLinkExists');
    }
    return this.paymentLink(id, token);
  }

  /** Ends the case's payment link at once (a leaked or mistaken one); the case still waits for payment. */
  async revokePaymentLink(id: string, actor: string): Promise<void> {
    await this.existing(id);
    if (!(await this.workflow.revokePaymentLink(id, actor))) throw new ApiException(HttpStatus.CONFLICT, 'case.noPaymentLink');
  }

  /** A new payment link with a new lifetime for a case waiting for payment; the previous one stops working. */
  async reissuePaymentLink(id: string, actor: string): Promise<AdminPaymentLink> {
    await this.existing(id);
    const token = newPaymentToken();
    if (!(await this.workflow.reissuePaymentLink(id, token, actor, this.env.PAYMENT_LINK_TTL_DAYS))) {
      throw new ApiException(HttpStatus.CONFLICT, 'case.paymentLinkNotReissuable');
    }
    return this.paymentLink(id, token);
  }

  /** A new status link for the client; the one e-mailed before no longer opens the case. */
  async rotateStatusLink(id: string, actor: string): Promise<AdminStatusLink> {
    await this.existing(id);
    const token = newStatusToken();
    if (!(await this.workflow.rotateStatusLink(id, token, actor))) throw caseNotFound();
    return { url: this.statusUrl(token) };
  }

  private async paymentLink(id: string, token: string): Promise<AdminPaymentLink> {
    const links = await this.workflow.links(id);
    return { token, url: this.paymentUrl(token), expiresAt: isoTime(links?.paymentLinkExpiresAt ?? new Date(0)) };
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

  /**
   * A document of this case, for download, under a name the server makes: `<case number>-<n>.<extension
   * of the type found in its bytes>`, never the visitor's own file name (which could say .html).
   * The download is in the audit log.
   */
  async openDocument(
    id: string,
    documentId: string,
    actor: string,
  ): Promise<{ stream: Readable; name: string; contentType: string; sizeBytes: number }> {
    const documents = UUID.test(id) ? await this.reads.documents(id) : [];
    const position = documents.findIndex((doc) => doc.id === documentId);
    const document = documents[position];
    const owner = document ? await this.reads.findById(id) : null;
    if (!document || !owner) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    const stream = await this.documents.open(document.storage_key);
    // Audited once the file is found and open: a download that could not start is no download.
    await this.workflow.recordDocumentDownload(id, document.id, actor).catch((error: unknown) => {
      stream.destroy();
      throw error;
    });
    return {
      stream,
      name: `${owner.case_number}-${position + 1}.${this.documents.extensionOf(document.content_type)}`,
      contentType: document.content_type,
      sizeBytes: document.size_bytes,
    };
  }

  /** The client's no-login status page (/case/:token). */
  private paymentUrl(token: string): string {
    return new URL(`/payment/${token}`, this.env.PUBLIC_URL).toString();
  }

  private statusUrl(token: string): string {
    return new URL(`/case/${token}`, this.env.PUBLIC_URL).toString();
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
