import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  CASE_ROOM_MAX_DOCUMENTS,
  WORKFLOW_STEPS,
  isRefundStatus,
  type AdminCaseMessage,
  type AdminCaseRoom,
  type CaseMessage,
  type CaseRoomStep,
  type CaseStatus,
  type CaseStatusView,
  type DocumentRequest,
} from '@reactivation/contracts';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { ApiException } from '../../core/http/api.exception';
import { DocumentsService, type UploadedDocument } from '../../documents/documents.service';
import { isoTime } from '../case-columns';
import { CaseRoomRepository, type MessageRow, type RequestRow, type UnseenReplyRow } from './case-room.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Status tokens are 192 random bits in base64url (32 characters); older or rotated ones stay in this shape. */
const STATUS_TOKEN = /^[\w-]{32,64}$/;

function linkInvalid(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, 'case.statusLinkInvalid');
}

function toRequest(row: RequestRow): DocumentRequest {
  return {
    id: row.id,
    label: row.label,
    ...(row.note ? { note: row.note } : {}),
    requestedAt: isoTime(row.created_at),
    fulfilledAt: row.fulfilled_at ? isoTime(row.fulfilled_at) : null,
    documents: row.documents.map((doc) => ({ ...doc, uploadedAt: isoTime(doc.uploadedAt) })),
  };
}

/** A message as the client receives it: staff's are from "our team", with no staff member named. */
function toMessage(row: MessageRow): CaseMessage {
  return { id: row.id, author: row.author, body: row.body, sentAt: isoTime(row.created_at) };
}

/** A message as the panel shows it, with who of staff wrote it. */
function toStaffView(row: MessageRow): AdminCaseMessage {
  return { ...toMessage(row), staffName: row.staff_name };
}

/** Staff replies a client has not seen, grouped by case, for the unseen-reply e-mail. */
export interface UnseenCaseReplies {
  applicationId: string;
  email: string;
  firstName: string;
  locale: UnseenReplyRow['locale'];
  caseNumber: string;
  statusToken: string;
  replies: Array<{ id: string; body: string }>;
}

/**
 * The client's case room, reached by the status token every client e-mail carries: the case's
 * steps, the documents staff asked for (and the files sent against them), and the messages
 * between the client and staff. Also the staff side of the same, for the panel's case file.
 */
@Injectable()
export class CaseRoomService {
  constructor(
    private readonly room: CaseRoomRepository,
    private readonly documents: DocumentsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /**
   * What the client's room shows. Reading it marks nothing seen: a mail scanner opens links too; the
   * page says what it had on screen (`markRepliesSeen`).
   */
  async view(token: string): Promise<CaseStatusView> {
    const row = STATUS_TOKEN.test(token) ? await this.room.caseByToken(token) : null;
    if (!row) throw linkInvalid();
    const [reached, requests, messages] = await Promise.all([
      this.room.reachedStatuses(row.id),
      this.room.requests(row.id),
      this.room.messages(row.id),
    ]);
    const reachedAt = new Map(reached.map((step) => [step.status, isoTime(step.reached_at)]));
    reachedAt.set('review_submitted', isoTime(row.created_at));
    const steps = roomSteps(row.status, reachedAt, isoTime(row.updated_at));
    const paymentOpen =
      row.status === 'payment_sent' &&
      row.payment_token !== null &&
      (row.payment_token_expires_at === null || new Date(row.payment_token_expires_at) > new Date());
    return {
      caseNumber: row.case_number,
      firstName: row.first_name,
      platform: row.platform,
      status: row.status,
      locale: row.locale,
      updatedAt: isoTime(row.updated_at),
      steps,
      paymentUrl: paymentOpen ? new URL(`/payment/${row.payment_token}`, this.env.PUBLIC_URL).toString() : null,
      requests: requests.map(toRequest),
      messages: messages.map(toMessage),
    };
  }

  /**
   * The client's files for one request: checked by content and stored first (as intake does), then
   * taken in one statement that keeps the per-case cap; when it refuses, the stored files go again.
   */
  async upload(token: string, requestId: string, files: UploadedDocument[]): Promise<DocumentRequest> {
    if (!STATUS_TOKEN.test(token)) throw linkInvalid();
    if (files.length === 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'documents.required', { documents: 'documents.required' });
    }
    const existing = UUID.test(requestId) ? await this.room.requestOfCase(token, requestId) : null;
    if (!existing) throw new ApiException(HttpStatus.NOT_FOUND, 'case.requestNotFound');
    if (existing.room_document_count + files.length > CASE_ROOM_MAX_DOCUMENTS) throw caseFull();
    const stored = await this.documents.storeUploads(files);
    let taken: boolean;
    try {
      taken = await this.room.attachDocuments(token, requestId, stored, CASE_ROOM_MAX_DOCUMENTS);
    } catch (error) {
      await this.documents.discard(stored.map((doc) => doc.storageKey));
      throw error;
    }
    if (!taken) {
      await this.documents.discard(stored.map((doc) => doc.storageKey));
      // Between the check above and the statement, another upload filled the case (or the link was replaced).
      throw (await this.room.requestOfCase(token, requestId)) ? caseFull() : linkInvalid();
    }
    return toRequest((await this.room.request(requestId))!);
  }

  /** Over CASE_ROOM_MESSAGES_PER_HOUR for the case, whatever the address: 429 and nothing stored. */
  async postClientMessage(token: string, body: string, clientKey: string): Promise<CaseMessage> {
    if (!STATUS_TOKEN.test(token)) throw linkInvalid();
    const outcome = await this.room.roomClientMessage(token, body, clientKey, this.env.CASE_ROOM_MESSAGES_PER_HOUR);
    if (outcome.kind === 'unknownCase') throw linkInvalid();
    if (outcome.kind === 'full') {
      throw new ApiException(
        HttpStatus.TOO_MANY_REQUESTS,
        'case.tooManyMessages',
        { body: 'case.tooManyMessages' },
        { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      );
    }
    return toMessage(outcome.row);
  }

  /** The page had this staff reply on screen: it and the replies before it are seen, and not e-mailed as unseen. */
  async markRepliesSeen(token: string, messageId: string): Promise<void> {
    if (!STATUS_TOKEN.test(token)) throw linkInvalid();
    if (!(await this.room.markStaffRepliesSeen(token, messageId))) {
      throw new ApiException(HttpStatus.NOT_FOUND, 'case.messageNotFound', { messageId: 'case.messageNotFound' });
    }
  }

  /** The staff side of the room, for the case file. */
  async forStaff(applicationId: string): Promise<AdminCaseRoom> {
    const [requests, messages] = await Promise.all([this.room.requests(applicationId), this.room.messages(applicationId)]);
    return { requests: requests.map(toRequest), messages: messages.map(toStaffView) };
  }

  /**
   * Asks the client for these items in one action (one event, one e-mail listing them all). An item may
   * carry a note saying why it helps (the evidence checklist's), shown to the client under its label.
   */
  async requestDocuments(
    applicationId: string,
    items: ReadonlyArray<string | { label: string; note: string }>,
    actor: string,
  ): Promise<DocumentRequest[]> {
    const labels = items.map((item) => (typeof item === 'string' ? item : item.label));
    const notes = items.map((item) => (typeof item === 'string' ? null : item.note));
    const rows = UUID.test(applicationId) ? await this.room.insertRequests(applicationId, labels, actor, notes) : null;
    if (!rows) throw new ApiException(HttpStatus.NOT_FOUND, 'case.notFound');
    return rows.map(toRequest);
  }

  async postStaffMessage(applicationId: string, body: string, staffName: string): Promise<AdminCaseMessage> {
    const row = UUID.test(applicationId) ? await this.room.insertStaffMessage(applicationId, body, staffName) : null;
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, 'case.notFound');
    return toStaffView(row);
  }

  /** For the notifications worker: one request as the client's e-mail lists it. */
  async requestById(requestId: string): Promise<DocumentRequest | null> {
    const row = await this.room.request(requestId);
    return row ? toRequest(row) : null;
  }

  /** For the notifications worker: a message as stored, or null once its case is gone. */
  async messageById(messageId: string): Promise<CaseMessage | null> {
    const row = await this.room.message(messageId);
    return row ? toMessage(row) : null;
  }

  /** Staff replies unseen in the room for `afterSeconds`, one group per case, oldest first. */
  async unseenReplies(afterSeconds: number): Promise<UnseenCaseReplies[]> {
    const byCase = new Map<string, UnseenCaseReplies>();
    for (const row of await this.room.unseenReplies(afterSeconds)) {
      let group = byCase.get(row.application_id);
      if (!group) {
        group = {
          applicationId: row.application_id,
          email: row.email,
          firstName: row.first_name,
          locale: row.locale,
          caseNumber: row.case_number,
          statusToken: row.status_token,
          replies: [],
        };
        byCase.set(row.application_id, group);
      }
      group.replies.push({ id: row.id, body: row.body });
    }
    return [...byCase.values()];
  }

  /** Each case whose client first wrote since `since`: when, and when staff first answered after that. */
  async firstReplies(since: Date): Promise<Array<{ askedAt: Date; answeredAt: Date | null }>> {
    const rows = await this.room.firstReplies(since);
    return rows.map((row) => ({ askedAt: new Date(row.asked_at), answeredAt: row.answered_at ? new Date(row.answered_at) : null }));
  }

  markEmailed(messageIds: string[]): Promise<void> {
    return this.room.markEmailed(messageIds);
  }

  /** The id of the case a status token opens, or null: for what the client does in the room through another module (texting's consent box). */
  async caseIdOf(token: string): Promise<string | null> {
    const row = await this.room.caseByToken(token);
    return row?.id ?? null;
  }
}

/**
 * The steps the room shows: the workflow in order, each with the date it was reached. A step behind
 * the current one may have been skipped (a case paid by hand): it counts as reached then. A refunded
 * case shows the workflow as far as it went, then its refund as the last step (no steps ahead).
 */
function roomSteps(status: CaseStatus, reachedAt: Map<string, string>, updatedAt: string): CaseRoomStep[] {
  if (!isRefundStatus(status)) {
    const current = WORKFLOW_STEPS.indexOf(status);
    return WORKFLOW_STEPS.map((step, index) => ({ status: step, reachedAt: index <= current ? (reachedAt.get(step) ?? null) : null }));
  }
  const furthest = Math.max(...WORKFLOW_STEPS.map((step, index) => (reachedAt.has(step) ? index : 0)));
  return [
    ...WORKFLOW_STEPS.slice(0, furthest + 1).map((step) => ({ status: step, reachedAt: reachedAt.get(step) ?? null })),
    { status, reachedAt: reachedAt.get(status) ?? updatedAt },
  ];
}

function caseFull(): ApiException {
  return new ApiException(HttpStatus.CONFLICT, 'documents.caseFull', { documents: 'documents.caseFull' });
}
