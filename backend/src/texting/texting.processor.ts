import { Processor } from '@nestjs/bullmq';
import { EventProcessor, type EventHandlers } from '../core/events/event-processor';
import type { DomainEventJob } from '../core/events/domain-events';
import { QUEUES } from '../core/queue/queues';
import { AppealDeadlinesService } from '../cases/deadlines/appeal-deadlines.service';
import { FollowUpsService } from '../cases/follow-ups/follow-ups.service';
import { CaseRoomService } from '../cases/room/case-room.service';
import { TEXTED_EVENTS, type TextedEventServices, type TextedEventType } from './texted-events';
import { TextingService } from './texting.service';

/** Turns events into text messages to clients who consented (ADR 0035). */
@Processor(QUEUES.texting, { concurrency: 5 })
export class TextingProcessor extends EventProcessor<typeof QUEUES.texting> {
  protected readonly handlers: EventHandlers<typeof QUEUES.texting>;

  constructor(texting: TextingService, deadlines: AppealDeadlinesService, room: CaseRoomService, followUps: FollowUpsService) {
    super();
    const services: TextedEventServices = { deadlines, room, followUps };
    const caseEvent = async <K extends TextedEventType>(job: DomainEventJob<K>) => {
      const texted = TEXTED_EVENTS[job.type] as unknown as {
        caseOf: (p: unknown) => string;
        text: (p: unknown) => Parameters<TextingService['onCaseEvent']>[2];
        current?: (p: unknown, services: TextedEventServices) => Promise<boolean>;
      };
      if (texted.current && !(await texted.current(job.payload, services))) return;
      await texting.onCaseEvent(job.eventId, texted.caseOf(job.payload), texted.text(job.payload));
    };
    this.handlers = {
      'case.submitted': (job) => texting.onCaseSubmitted(job),
      'case.status_changed': caseEvent,
      'case.documents_requested': caseEvent,
      'case.deadline_approaching': caseEvent,
      'case.reply_unseen': caseEvent,
      'case.documents_reminder_due': caseEvent,
      'payment.link_reminder_due': caseEvent,
      'text.keyword_received': (job) => texting.onKeyword(job),
    };
  }
}
