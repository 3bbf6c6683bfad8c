import { UnrecoverableError, type Job } from 'bullmq';
import type { DomainEventJob } from './domain-events';
import { EventProcessor, type EventHandlers } from './event-processor';
import type { OutboxProgress } from './outbox-progress.service';

class RecordingProcessor extends EventProcessor<'notifications'> {
  readonly seen: DomainEventJob[] = [];
  readonly finished: unknown[][] = [];
  failWith?: Error;
  constructor(outbox: DomainEventJob[]) {
    super();
    // Nest injects the real one (it reads and writes the outbox); here the outbox is a list and finishes are recorded.
    (this as unknown as { progress: Pick<OutboxProgress, 'finish' | 'recorded'> }).progress = {
      finish: async (...args: unknown[]) => void this.finished.push(args),
      recorded: async (eventId: string) => outbox.find((event) => event.eventId === eventId) ?? null,
    };
  }
  protected readonly handlers: EventHandlers<'notifications'> = {
    'case.submitted': async (job) => {
      if (this.failWith) throw this.failWith;
      this.seen.push(job);
    },
    'contact.received': async (job) => {
      this.seen.push(job);
    },
    'case.status_changed': async (job) => {
      this.seen.push(job);
    },
    'payment_link.send_requested': async (job) => {
      this.seen.push(job);
    },
    'payment.succeeded': async (job) => {
      this.seen.push(job);
    },
    'draft.abandoned': async (job) => {
      this.seen.push(job);
    },
    'case.documents_requested': async (job) => {
      this.seen.push(job);
    },
    'case.documents_uploaded': async (job) => {
      this.seen.push(job);
    },
    'case.message_posted': async (job) => {
      this.seen.push(job);
    },
    'payment.refunded': async (job) => {
      this.seen.push(job);
    },
    'payment.dispute_opened': async (job) => {
      this.seen.push(job);
    },
    'payment.dispute_closed': async (job) => {
      this.seen.push(job);
    },
    'case.deadline_approaching': async (job) => {
      this.seen.push(job);
    },
    'case.documents_reminder_due': async (job) => {
      this.seen.push(job);
    },
    'payment.link_reminder_due': async (job) => {
      this.seen.push(job);
    },
    'text.delivery_failed': async (job) => {
      this.seen.push(job);
    },
  };
}

const jobOf = (name: string, data: unknown, attemptsMade = 0, queueName = 'notifications') =>
  ({ id: '1', name, queueName, data, attemptsMade, opts: { attempts: 3 } }) as unknown as Job<DomainEventJob>;

describe('EventProcessor', () => {
  const event: DomainEventJob<'case.submitted'> = {
    eventId: '0b7a1f9e-7d1c-4a59-9a53-2f8d6c1e0a11',
    type: 'case.submitted',
    payload: { applicationId: 'a', caseNumber: 'DR-2026-000100' },
    occurredAt: '2026-11-22T00:00:00.000Z',
  };
  const audited: DomainEventJob<'staff.signed_in'> = {
    eventId: '5c0f3a52-1b8e-4c1a-8f7e-0d2b9e4a6c33',
    type: 'staff.signed_in',
    payload: { accountId: 'b', actor: 'anna' },
    occurredAt: '2026-11-22T00:00:00.000Z',
  };

  it('hands each event to the handler of its type, then records the queue as finished with it', async () => {
    const processor = new RecordingProcessor([event, audited]);
    await processor.process(jobOf('case.submitted', event));
    expect(processor.seen).toEqual([event]);
    expect(processor.finished).toEqual([[event.eventId, 'case.submitted', 'notifications']]);
  });

  it('records nothing while retries are left, and the failure once they are spent', async () => {
    const processor = new RecordingProcessor([event, audited]);
    processor.failWith = new Error('SMTP said no');
    await expect(processor.process(jobOf('case.submitted', event, 0))).rejects.toThrow('SMTP said no');
    await expect(processor.process(jobOf('case.submitted', event, 1))).rejects.toThrow('SMTP said no');
    expect(processor.finished).toEqual([]);
    await expect(processor.process(jobOf('case.submitted', event, 2))).rejects.toThrow('SMTP said no');
    expect(processor.finished).toEqual([[event.eventId, 'case.submitted', 'notifications', 'SMTP said no']]);
  });

  it('refuses, without retrying, a job whose name or data is not an event', async () => {
    const processor = new RecordingProcessor([event, audited]);
    await expect(processor.process(jobOf('case.deleted', { ...event, type: 'case.deleted' }))).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(processor.process(jobOf('case.submitted', { ...event, eventId: undefined }))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(processor.seen).toEqual([]);
  });

  it('drops, without retrying or recording, a job that names no outbox event', async () => {
    const processor = new RecordingProcessor([event, audited]);
    const forged = { ...event, eventId: '9d1e7c40-2a6b-4f8e-b3c1-7e5a0d9f2b44' };
    await expect(processor.process(jobOf('case.submitted', forged))).resolves.toBeUndefined();
    await expect(processor.process(jobOf('case.submitted', { ...event, eventId: 'not-a-uuid' }))).resolves.toBeUndefined();
    expect(processor.seen).toEqual([]);
    expect(processor.finished).toEqual([]);
  });

  it('acts on the event as the outbox holds it, whatever the job carries', async () => {
    const processor = new RecordingProcessor([event, audited]);
    const tampered = { ...event, payload: { applicationId: 'other', caseNumber: 'DR-2020-000001' }, occurredAt: '2020-01-01T00:00:00.000Z' };
    await processor.process(jobOf('case.submitted', tampered));
    expect(processor.seen).toEqual([event]);
  });

  it('drops a job whose name is not its outbox event type, or whose event is not routed to the queue', async () => {
    const processor = new RecordingProcessor([event, audited]);
    await processor.process(jobOf('contact.received', { ...event, type: 'contact.received' }));
    await processor.process(jobOf('staff.signed_in', audited));
    expect(processor.seen).toEqual([]);
    expect(processor.finished).toEqual([]);
  });
});
