/** The refund page's promise: a refund reaches the card 7 to 10 business days after it is made. */
export const REFUND_BUSINESS_DAYS = { from: 7, to: 10 } as const;

/** `days` business days (Monday to Friday) after `start`, at the same time of day. */
export function addBusinessDays(start: Date, days: number): Date {
  const date = new Date(start.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** When a refund made at `createdAt` should be on the client's card: the first and the last day of the window. */
export function refundArrival(createdAt: string): { from: Date; to: Date } | null {
  const start = new Date(createdAt);
  if (Number.isNaN(start.getTime())) return null;
  return { from: addBusinessDays(start, REFUND_BUSINESS_DAYS.from), to: addBusinessDays(start, REFUND_BUSINESS_DAYS.to) };
}
