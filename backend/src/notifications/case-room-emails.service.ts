import { Injectable } from '@nestjs/common';
import { CasesService } from '../cases/cases.service';
import { CaseRoomService } from '../cases/room/case-room.service';
import type { DomainEventJob } from '../core/events/domain-events';
import { EventEmails } from './event-emails';
import { StaffCaseAlertsService } from './staff-case-alerts.service';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/**
 * The case room's e-mails: the list of documents staff asked for, to the client; and the client's
 * uploads and messages, recorded for staff's batched alert (StaffCaseAlertsService). The
 * unseen-reply e-mail is the chat's sweep (ChatReplyEmailsService).
 */
@Injectable()
export class CaseRoomEmailsService extends EventEmails {
  constructor(
    private readonly cases: CasesService,
    private readonly room: CaseRoomService,
    private readonly alerts: StaffCaseAlertsService,
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

  /** Staff hear of it through the case's batched alert (StaffCaseAlertsService). */
  onDocumentsUploaded(job: DomainEventJob<'case.documents_uploaded'>): Promise<void> {
    const { applicationId, requestId, documentIds } = job.payload;
    return this.alerts.record({ eventId: job.eventId, applicationId, kind: 'documents', requestId, documentIds });
  }

  onMessagePosted(job: DomainEventJob<'case.message_posted'>): Promise<void> {
    const { applicationId, messageId } = job.payload;
    return this.alerts.record({ eventId: job.eventId, applicationId, kind: 'message', messageId });
  }
}
