import { Injectable } from '@nestjs/common';
import { CasesService } from '../cases/cases.service';
import { CaseRoomService } from '../cases/room/case-room.service';
import type { DomainEventJob } from '../core/events/domain-events';
import { EventEmails } from './event-emails';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/** A message as one line of a staff alert: long ones are cut, the panel has the rest. */
const ALERT_TEXT_MAX = 1000;

/**
 * The case room's e-mails: the list of documents staff asked for, to the client; and an alert to
 * staff when the client sends files (once per upload batch) or writes. The unseen-reply e-mail is
 * the chat's sweep (ChatReplyEmailsService).
 */
@Injectable()
export class CaseRoomEmailsService extends EventEmails {
  constructor(
    private readonly cases: CasesService,
    private readonly room: CaseRoomService,
  ) {
    super();
  }

  async onDocumentsRequested(job: DomainEventJob<'case.documents_requested'>): Promise<void> {
    const application = await this.current(job, this.cases.findById(job.payload.applicationId), 'the case is gone');
    if (!application) return;
    const requests = await Promise.all(job.payload.requestIds.map((id) => this.room.requestById(id)));
    const items = requests.flatMap((request) => (request ? [request.label] : []));
    if (items.length === 0) return;
    const props = {
      locale: application.locale,
      firstName: application.firstName,
      caseNumber: application.caseNumber,
      items,
      caseUrl: this.mail.caseRoomLink(application.statusToken, application.locale),
      ...this.mail.support,
    };
    await this.mail.sendTemplate(
      EMAIL_TEMPLATES.documentsRequested,
      props,
      this.toClient(job, application.id, application.email),
    );
  }

  async onDocumentsUploaded(job: DomainEventJob<'case.documents_uploaded'>): Promise<void> {
    const request = await this.current(job, this.room.requestById(job.payload.requestId), 'the request is gone');
    if (!request) return;
    const files = new Set(job.payload.documentIds);
    const names = request.documents.filter((doc) => files.has(doc.id)).map((doc) => doc.originalName);
    await this.alertStaff(job, 'documents', request.label, names);
  }

  async onMessagePosted(job: DomainEventJob<'case.message_posted'>): Promise<void> {
    const message = await this.current(job, this.room.messageById(job.payload.messageId), 'the message is gone');
    if (!message) return;
    await this.alertStaff(job, 'message', '', [message.body.slice(0, ALERT_TEXT_MAX)]);
  }

  private async alertStaff(
    job: DomainEventJob<'case.documents_uploaded' | 'case.message_posted'>,
    kind: 'documents' | 'message',
    label: string,
    lines: string[],
  ): Promise<void> {
    const application = await this.current(job, this.cases.findById(job.payload.applicationId), 'the case is gone');
    if (!application) return;
    const props = {
      kind,
      caseNumber: application.caseNumber,
      name: `${application.firstName} ${application.lastName}`.trim(),
      label,
      lines,
      adminUrl: this.mail.link('/admin'),
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.staffCaseActivity, props, this.toStaff(job, application.id));
  }
}
