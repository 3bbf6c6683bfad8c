/** BullMQ queues, one per consuming module. */
export const QUEUES = {
  notifications: 'notifications',
  conversions: 'conversions',
  chatRelay: 'chat-relay',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Retries back off exponentially (2 s, 4 s, 8 s …); jobs that exhaust them stay in the failed set. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: false,
} as const;
