import { Inject, Injectable } from '@nestjs/common';
import { addWeekdays, businessDayMs, overdueBefore, platformAnswerTime, type FollowUpAlert } from '@reactivation/contracts';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { CLOCK, dayIn, type Clock } from '../../core/clock/clock';

import { FollowUpsRepository, type OwnerAlertFacts } from './follow-ups.repository';

const DAY_MS = 86_400_000;

/** What one sweep raised, by kind (cases for the documents, links, filings). */
export interface FollowUpsRaised {
  documentsReminded: number;
  documentsOverdue: number;
  paymentLinksReminded: number;
  platformWaitsOverdue: number;
}

/**
 * Follow-ups that run themselves (ADR 0037): each sweep raises what is due at CLOCK's time, each
 * once (the row's unique key, written with its event), so restarts and a second worker add nothing.
 * Business days count in BUSINESS_HOURS, the review deadline's setting: a request made on Friday
 * morning is reminded of on Tuesday morning.
 */
@Injectable()
export class FollowUpsService {
  constructor(
    private readonly followUps: FollowUpsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** The instant `businessDays` of business time before now, in the walk the review deadline uses. */
  private businessDaysAgo(now: Date, businessDays: number): Date {
    const hours = this.env.BUSINESS_HOURS;
    return overdueBefore(now, businessDays * businessDayMs(hours), hours);
  }

  async raiseDue(): Promise<FollowUpsRaised> {
    const now = this.clock.now();
    const env = this.env;
    const raised: FollowUpsRaised = { documentsReminded: 0, documentsOverdue: 0, paymentLinksReminded: 0, platformWaitsOverdue: 0 };
    if (env.FOLLOW_UP_DOCUMENTS_BUSINESS_DAYS > 0) {
      raised.documentsReminded = await this.followUps.remindDocuments(this.businessDaysAgo(now, env.FOLLOW_UP_DOCUMENTS_BUSINESS_DAYS), now);
      if (env.FOLLOW_UP_ESCALATE_BUSINESS_DAYS > 0) {
        raised.documentsOverdue = await this.followUps.escalateDocuments(this.businessDaysAgo(now, env.FOLLOW_UP_ESCALATE_BUSINESS_DAYS), now);
      }
    }
    if (env.FOLLOW_UP_PAYMENT_LINK_DAYS > 0) {
      raised.paymentLinksReminded = await this.followUps.remindPaymentLinks(now, env.FOLLOW_UP_PAYMENT_LINK_DAYS, env.BUSINESS_HOURS.timeZone);
    }
    raised.platformWaitsOverdue = await this.alertPlatformWaits(now);
    return raised;
  }

  /**
   * Appeals waiting longer than their platform's published answer time (business days after the
   * filing day), or FOLLOW_UP_PLATFORM_WAIT_DAYS where the guide gives none.
   */
  private async alertPlatformWaits(now: Date): Promise<number> {
    const fallback = this.env.FOLLOW_UP_PLATFORM_WAIT_DAYS;
    const zone = this.env.BUSINESS_HOURS.timeZone;
    const today = dayIn(now, zone);
    const due = [];
    for (const row of await this.followUps.waitingOnPlatform()) {
      const filedAt = new Date(row.filed_at);
      const waited = now.getTime() - filedAt.getTime();
      const published = platformAnswerTime(row.platform);
      // Past the last business day the platform says it may take (alerted the day after), or the operator's days.
      const overdue = published
        ? today > addWeekdays(dayIn(filedAt, zone), published.businessDays)
        : fallback > 0 && waited >= fallback * DAY_MS;
      if (overdue) due.push({ id: row.id, filedAt, waitDays: Math.floor(waited / DAY_MS) });
    }
    return this.followUps.alertPlatformWaits(due, now);
  }

  /** Whether a payment-link reminder is still true: the same link, still unused. */
  paymentLinkCurrent(applicationId: string, expiresAt: string): Promise<boolean> {
    return this.followUps.paymentLinkCurrent(applicationId, expiresAt);
  }

  /** What an owner alert says now; null when the case is gone or over. */
  alertFacts(applicationId: string, requestIds: string[] = []): Promise<OwnerAlertFacts | null> {
    return this.followUps.alertFacts(applicationId, requestIds);
  }

  /** The owner alerts still open: `ownerId`'s cases, or everyone's (null). */
  openAlerts(ownerId: string | null): Promise<FollowUpAlert[]> {
    return this.followUps.openAlerts(ownerId, 100);
  }
}
