import { Inject, Injectable } from '@nestjs/common';
import { REPLY_TIME_WINDOW_DAYS, businessTimeBetween, type Availability } from '@reactivation/contracts';
import { CaseRoomService } from '../cases/room/case-room.service';
import { ChatService } from '../chat/chat.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { CLOCK, type Clock } from '../core/clock/clock';

const DAY_MS = 86_400_000;
/** The figure moves slowly; every page of the widget and the room asks for it, so it is kept this long. */
const CACHE_MS = 10_000;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Honest reply times (ADR 0037): the working week (BUSINESS_HOURS) and the median time staff took
 * to answer a client's first message, counted in business time only, over the live chat's and the
 * case rooms' conversations whose first message came in the last 7 days. Computed from the messages
 * themselves, never typed in.
 */
@Injectable()
export class AvailabilityService {
  private cached: { at: number; value: Availability } | null = null;

  constructor(
    private readonly chat: ChatService,
    private readonly room: CaseRoomService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async current(): Promise<Availability> {
    const now = this.clock.now();
    if (this.cached && now.getTime() - this.cached.at < CACHE_MS && now.getTime() >= this.cached.at) return this.cached.value;
    const value = await this.compute(now);
    this.cached = { at: now.getTime(), value };
    return value;
  }

  private async compute(now: Date): Promise<Availability> {
    const hours = this.env.BUSINESS_HOURS;
    const since = new Date(now.getTime() - REPLY_TIME_WINDOW_DAYS * DAY_MS);
    const [chats, rooms] = await Promise.all([this.chat.firstReplies(since), this.room.firstReplies(since)]);
    const waits = [...chats, ...rooms].flatMap(({ askedAt, answeredAt }) =>
      answeredAt ? [businessTimeBetween(askedAt, answeredAt, hours) / 60_000] : [],
    );
    const middle = median(waits);
    return {
      hours: { days: hours.days, openMinute: hours.openMinute, closeMinute: hours.closeMinute, timeZone: hours.timeZone },
      medianFirstReplyMinutes: middle === null ? null : Math.round(middle),
      answeredConversations: waits.length,
    };
  }
}
