import { Inject, Injectable } from '@nestjs/common';
import { DRAFT_TTL_DAYS } from '@reactivation/contracts';
import { CasesService } from '../cases/cases.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import type { DomainEventJob } from '../core/events/domain-events';
import { DraftsService } from '../drafts/drafts.service';
import { EventEmails } from './event-emails';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/** The resume e-mail of a left home-form draft: once per draft, in the visitor's language. */
@Injectable()
export class DraftEmailsService extends EventEmails {
  constructor(
    private readonly drafts: DraftsService,
    private readonly cases: CasesService,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  async onDraftAbandoned(job: DomainEventJob<'draft.abandoned'>): Promise<void> {
    const draft = await this.drafts.forReminder(job.payload.draftId);
    if (!draft) {
      this.logger.log(`draft.abandoned ${job.eventId}: the draft was sent, deleted or expired meanwhile, nothing sent`);
      return;
    }
    // The visitor sent a case after all (from another tab, or the case-review wizard): nothing to finish.
    if (await this.cases.hasCaseFrom(draft.email, draft.createdAt)) {
      this.logger.log(`draft.abandoned ${job.eventId}: a case came in from the draft's address since, nothing sent`);
      return;
    }
    const props = {
      locale: draft.locale,
      firstName: draft.firstName,
      resumeUrl: draft.resumeUrl,
      expiresOn: new Intl.DateTimeFormat(draft.locale === 'es' ? 'es-US' : 'en-US', {
        dateStyle: 'long',
        timeZone: this.env.BUSINESS_HOURS.timeZone,
      }).format(draft.expiresAt),
      days: DRAFT_TTL_DAYS,
      ...this.mail.support,
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.draftResume, props, {
      eventId: job.eventId,
      recipientRole: 'visitor',
      to: draft.email,
      dailyLimitPerAddress: this.env.DRAFT_EMAILS_PER_ADDRESS_PER_DAY,
    });
  }
}
