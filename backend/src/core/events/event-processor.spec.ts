import { UnrecoverableError, type Job } from 'bullmq';
import type { DomainEventJob } from './domain-events';
import { EventProcessor, type EventHandlers } from './event-processor';

class RecordingProcessor extends EventProcessor<'notifications'> {
  readonly seen: DomainEventJob[] = [];
  protected readonly handlers: EventHandlers<'notifications'> = {
    'case.submitted': async (job) => {
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
  };
}

const jobOf = (name: string, data: unknown) => ({ id: '1', name, queueName: 'notifications', data }) as unknown as Job<DomainEventJob>;

describe('EventProcessor', () => {
  const event: DomainEventJob<'case.submitted'> = {
    eventId: '0b7a1f9e-7d1c-4a59-9a53-2f8d6c1e0a11',
    type: 'case.submitted',
    payload: { applicationId: 'a', caseNumber: 'DR-2026-000100' },
    occurredAt: '2026-11-22T00:00:00.000Z',
  };

  it('hands each event to the handler of its type', async () => {
    const processor = new RecordingProcessor();
    await processor.process(jobOf('case.submitted', event));
    expect(processor.seen).toEqual([event]);
  });

  it('refuses, without retrying, a job whose name or data is not an event', async () => {
    const processor = new RecordingProcessor();
    await expect(processor.process(jobOf('case.deleted', { ...event, type: 'case.deleted' }))).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(processor.process(jobOf('case.submitted', { ...event, eventId: undefined }))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(processor.seen).toEqual([]);
  });
});
