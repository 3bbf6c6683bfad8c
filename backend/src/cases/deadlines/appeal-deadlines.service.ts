import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  APPEAL_FILED_STATUSES,
  APPEAL_RULES_VERSION,
  CASE_NUMBER_PATTERN,
  DEADLINE_REMINDER_DAYS,
  appealDeadline,
  type CaseDeadline,
} from '@reactivation/contracts';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { CLOCK, dayIn, type Clock } from '../../core/clock/clock';
import { ApiException } from '../../core/http/api.exception';
import { AppealDeadlinesRepository, type DeadlineCaseRow, type DeadlineFactsRow } from './appeal-deadlines.repository';
import { deadlineCalendar, type CalendarLanguage } from './deadline-calendar';

/** Cases recomputed per statement when the rules changed. */
const REFRESH_BATCH = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** As the room's: 192 random bits in base64url, rotated ones in the same shape. */
const STATUS_TOKEN = /^[\w-]{32,64}$/;

function dueOn(row: DeadlineFactsRow, today: string): string | null {
  return appealDeadline({ platform: row.platform, state: row.work_state, deactivationDate: row.deactivation_date }, today).dueOn;
}

/**
 * The appeal deadline of a case (ADR 0031): computed from the guide's windows (contracts'
 * appealDeadline) on the business day of CLOCK, shown live; stored on the case for the list's sort
 * and the reminders, and stored again when the rules' version changes.
 */
@Injectable()
export class AppealDeadlinesService {
  constructor(
    private readonly deadlines: AppealDeadlinesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Today in the business time zone, 'YYYY-MM-DD'. */
  today(): string {
    return dayIn(this.clock.now(), this.env.BUSINESS_HOURS.timeZone);
  }

  view(row: DeadlineCaseRow): CaseDeadline {
    const result = appealDeadline({ platform: row.platform, state: row.work_state, deactivationDate: row.deactivation_date }, this.today());
    return {
      platformKey: result.platformKey,
      deactivationDate: row.deactivation_date,
      dueOn: result.dueOn,
      daysLeft: result.daysLeft,
      appealFiled: APPEAL_FILED_STATUSES.includes(row.status),
      windows: result.windows.map(({ length, ...window }) => ({ ...window, count: length.count, unit: length.unit })),
      offices: result.offices,
    };
  }

  /** The case behind a room link; 404 as the room answers for an unknown link. */
  async byToken(token: string): Promise<DeadlineCaseRow> {
    const row = STATUS_TOKEN.test(token) ? await this.deadlines.deadlineCase('status_token', token) : null;
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, 'case.statusLinkInvalid');
    return row;
  }

  /** The case by id or case number, for staff; 404 otherwise. */
  async byKey(key: string): Promise<DeadlineCaseRow> {
    const row = UUID.test(key)
      ? await this.deadlines.deadlineCase('id', key)
      : CASE_NUMBER_PATTERN.test(key)
        ? await this.deadlines.deadlineCase('case_number', key)
        : null;
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, 'case.notFound');
    return row;
  }

  /** Stores the due date of every case computed under other rules (or never); returns how many. */
  async refreshStale(): Promise<number> {
    const today = this.today();
    let total = 0;
    for (;;) {
      const rows = await this.deadlines.stale(APPEAL_RULES_VERSION, REFRESH_BATCH);
      await this.deadlines.store(
        rows.map((row) => ({ id: row.id, dueOn: dueOn(row, today) })),
        APPEAL_RULES_VERSION,
      );
      total += rows.length;
      if (rows.length < REFRESH_BATCH) return total;
    }
  }

  /** A new case's due date under today's rules, for the insert to store with it (its list row sorts by it at once). */
  forNewCase(facts: Omit<DeadlineFactsRow, 'id'>): { dueOn: string | null; rulesVersion: string } {
    return { dueOn: dueOn({ id: '', ...facts }, this.today()), rulesVersion: APPEAL_RULES_VERSION };
  }

  /** The sweep: dates brought up to the rules, then the reminders due today recorded and raised once each. */
  async remindDue(): Promise<{ refreshed: number; reminded: number }> {
    const refreshed = await this.refreshStale();
    const reminded = await this.deadlines.remind(this.today(), DEADLINE_REMINDER_DAYS);
    return { refreshed, reminded };
  }

  /**
   * The deadline as an .ics file named for the case, in `language`, linking to `caseUrl`; 404
   * `deadline.none` for a case with no published deadline (there is no day to put in a calendar).
   */
  calendar(row: DeadlineCaseRow, language: CalendarLanguage, caseUrl: string): { name: string; body: string } {
    const deadline = this.view(row);
    const window = deadline.windows[0];
    if (!deadline.dueOn || !window) throw new ApiException(HttpStatus.NOT_FOUND, 'deadline.none');
    const body = deadlineCalendar({
      caseNumber: row.case_number,
      platform: row.platform,
      dueOn: deadline.dueOn,
      source: window.source,
      caseUrl,
      host: new URL(this.env.PUBLIC_URL).hostname,
      language,
      now: this.clock.now(),
    });
    return { name: `appeal-deadline-${row.case_number}.ics`, body };
  }

  /** Where a link in the calendar file or an e-mail leads. */
  link(path: string): string {
    return new URL(path, this.env.PUBLIC_URL).toString();
  }

  reminderCurrent(reminderId: string): Promise<boolean> {
    return this.deadlines.reminderCurrent(reminderId);
  }
}
