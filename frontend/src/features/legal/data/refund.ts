import { definePolicy } from './policy';

/** /refund: the exceptions to "all sales are final" (SPEC §1) and the timings of SPEC §9. */
export const refundPolicy = definePolicy('refund', '2025-08-04', [
  { id: 'eligible', blocks: ['intro', { list: 'items', items: ['notDelivered', 'outOfScope'] }, 'refunded'] },
  { id: 'delivery', blocks: ['text', 'intro', { list: 'items', items: ['denied', 'changedMind'] }, 'options'] },
  { id: 'timeline', blocks: [{ list: 'items', items: ['consultation', 'review', 'processing', 'appeal', 'decision'] }] },
  { id: 'request', blocks: [{ list: 'steps', items: ['email', 'reason', 'answer'], ordered: true }, 'phone'] },
  { id: 'appeals', blocks: ['text'] },
  { id: 'contact', blocks: ['text'] },
] as const);
