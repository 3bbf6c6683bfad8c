/** BullMQ queues, one per consuming module, and one for scheduled maintenance. */
export const QUEUES = {
  notifications: 'notifications',
  conversions: 'conversions',
  /** The cases module's consumer: a received payment marks its case paid, a refund or a dispute goes into its history. */
  cases: 'cases',
  /** Visitor messages, and alerts of card disputes, to the staff messenger. */
  chatRelay: 'chat-relay',
  /** Text messages to clients who consented (texting, ADR 0035). */
  texting: 'texting',
  /** The audit log of staff actions. */
  audit: 'audit',
  /** Scheduled: the sweep that finds home-form drafts their visitors left. */
  drafts: 'drafts',
  /** Scheduled: the sweep that stores cases' appeal deadlines and raises the reminders due (ADR 0031). */
  deadlines: 'deadlines',
  /** Scheduled: the sweep that raises the follow-ups due (document and payment-link reminders, owner alerts; ADR 0037). */
  followUps: 'follow-ups',
  /** Scheduled work that no event starts: the retention job. */
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Retries back off exponentially (2 s, 4 s, 8 s …); jobs that exhaust them stay in the failed set. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: false,
} as const;
