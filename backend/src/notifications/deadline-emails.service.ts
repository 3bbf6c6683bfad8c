import { Inject, Injectable } from '@nestjs/common';
import { adminCasePath, platformName } from '@reactivation/contracts';
import { StaffDirectoryService } from '../admin-auth/staff-directory.service';
import { AppealDeadlinesService } from '../cases/deadlines/appeal-deadlines.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import type { DomainEventJob } from '../core/events/domain-events';
import { EventEmails } from './event-emails';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/**
 * The appeal deadline reminders (ADR 0031): the client in their language, and the case's owner. Staff
 * accounts have no address of their own, so the owner's copy goes to the staff address, addressed to
 * them by name. Each once: the ledger's key is the event (one per case, due date and stage) and role.
 */
@Injectable()
export class DeadlineEmailsService extends EventEmails {
  constructor(
    private readonly deadlines: AppealDeadlinesService,
    private readonly staff: StaffDirectoryService,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  async onDeadlineApproaching(job: DomainEventJob<'case.deadline_approaching'>): Promise<void> {
    const { applicationId, reminderId, dueOn, daysBefore } = job.payload;
    const row = await this.current(job, this.deadlines.byKey(applicationId).catch(() => null), 'the case is gone');
    if (!row) return;
    // The rules or the case changed since (another due date, or the appeal was filed): this reminder is stale.
    if (!(await this.deadlines.reminderCurrent(reminderId))) {
      this.logger.log(`${job.type} ${job.eventId}: the deadline moved or the appeal was filed, nothing sent`);
      return;
    }
    const deadline = this.deadlines.view(row);
    const source = deadline.windows[0]?.source ?? '';
    const daysLeft = deadline.daysLeft ?? 0;
    const longDate = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dueOn}T00:00:00Z`));
    await this.mail.sendTemplate(
      EMAIL_TEMPLATES.deadlineReminder,
      {
        locale: row.locale,
        firstName: row.first_name,
        caseNumber: row.case_number,
        platform: platformName(row.platform),
        dueDate: longDate(row.locale === 'es' ? 'es-US' : 'en-US'),
        daysLeft,
        source,
        caseUrl: this.mail.caseRoomLink(row.status_token, row.locale),
        daysBefore,
        ...this.mail.support,
      },
      this.toClient(job, row.id, row.email),
    );
    const owner = row.owner_id ? ((await this.staff.names()).get(row.owner_id) ?? null) : null;
    await this.mail.sendTemplate(
      EMAIL_TEMPLATES.staffDeadlineReminder,
      {
        caseNumber: row.case_number,
        client: row.first_name,
        platform: row.platform,
        deactivationDate: row.deactivation_date,
        dueDate: longDate('ru-RU'),
        daysLeft,
        source,
        owner,
        caseUrl: this.mail.link(adminCasePath(row.case_number)),
        daysBefore,
      },
      { ...this.toStaff(job, row.id), recipientRole: 'owner', to: this.env.STAFF_EMAIL },
    );
  }
}
