import * as z from 'zod/mini';

/*
 * Honest reply times (issue 25): what the chat widget and the case room say about when staff answer.
 * The working week is BUSINESS_HOURS, the setting the review deadline counts in; whether staff are in
 * now and when they are back is worked out by the page from it (business-clock.ts), with the
 * reader's own clock, so a prerendered or cached answer never says "in" at midnight.
 */

/** How far back the median first reply looks. */
export const REPLY_TIME_WINDOW_DAYS = 7;

export const availabilitySchema = z.object({
  hours: z.object({
    /** ISO weekdays, 1 = Monday. */
    days: z.array(z.number()),
    /** Minutes after local midnight. */
    openMinute: z.number(),
    closeMinute: z.number(),
    timeZone: z.string(),
  }),
  /**
   * The median time staff took to answer a client's first message, in business minutes, over
   * conversations (live chat and case rooms) whose first message came in the last REPLY_TIME_WINDOW_DAYS
   * and got an answer; null when there were none.
   */
  medianFirstReplyMinutes: z.nullable(z.number()),
  /** How many answered conversations the median is taken over. */
  answeredConversations: z.number(),
});
export type Availability = z.infer<typeof availabilitySchema>;
