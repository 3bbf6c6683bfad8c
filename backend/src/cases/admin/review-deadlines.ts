import { Inject, Injectable } from '@nestjs/common';
import {
  addBusinessTime,
  businessDayMs,
  formatMinuteOfDay,
  overdueBefore,
  type BusinessHours,
  type BusinessHoursView,
} from '@reactivation/contracts';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';

/**
 * The review promise ("within 24 hours on business days"): a new case is due one business day
 * (BUSINESS_HOURS' opening hours) after it came in, counted in business time only. Worked out
 * from the creation time when read, so a change of BUSINESS_HOURS applies to every case at once.
 */
@Injectable()
export class ReviewDeadlines {
  private readonly hours: BusinessHours;
  private readonly duration: number;

  constructor(@Inject(ENV) env: Env) {
    this.hours = env.BUSINESS_HOURS;
    this.duration = businessDayMs(this.hours);
  }

  dueAt(createdAt: Date): Date {
    return addBusinessTime(createdAt, this.duration, this.hours);
  }

  /** New cases created before this instant are past their deadline at `now`. */
  overdueBefore(now: Date): Date {
    return overdueBefore(now, this.duration, this.hours);
  }

  view(): BusinessHoursView {
    return {
      days: this.hours.days,
      open: formatMinuteOfDay(this.hours.openMinute),
      close: formatMinuteOfDay(this.hours.closeMinute),
      timeZone: this.hours.timeZone,
    };
  }
}
