import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type {
  AdminCaseOutcome,
  AdminTimelineEntry,
  CaseClosing,
  CaseStatus,
  Locale,
  SatisfactionAnswer,
  SatisfactionInput,
  SatisfactionView,
} from '@reactivation/contracts';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { ApiException } from '../../core/http/api.exception';
import { isoTime } from '../case-columns';
import { CaseOutcomesRepository } from './case-outcomes.repository';
import { SatisfactionLinks } from './satisfaction-links';

function linkInvalid(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, 'satisfaction.linkInvalid');
}

/**
 * How cases end: closing with an outcome (for the workflow), the outcome as the case file shows it,
 * and the client's one answer to the closing e-mail's question (for the public page and the e-mail).
 */
@Injectable()
export class CaseOutcomesService {
  constructor(
    private readonly outcomes: CaseOutcomesRepository,
    private readonly links: SatisfactionLinks,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** False when the case left `from` meanwhile. */
  close(id: string, from: CaseStatus, closing: CaseClosing, actor: string): Promise<boolean> {
    return this.outcomes.close(id, from, closing, actor);
  }

  async forCase(id: string): Promise<AdminCaseOutcome | null> {
    const row = await this.outcomes.find(id);
    if (!row) return null;
    return {
      outcome: row.outcome,
      outcomeDate: row.outcome_date,
      reasonGroup: row.reason_group,
      recordedBy: row.recorded_by,
      recordedAt: isoTime(row.recorded_at),
      satisfaction:
        row.score !== null && row.answered_at !== null
          ? { score: row.score, comment: row.comment, answeredAt: isoTime(row.answered_at) }
          : null,
    };
  }

  /** The outcome and the client's answer as lines of the case's timeline. */
  timelineOf(outcome: AdminCaseOutcome | null): Pick<AdminTimelineEntry, 'kind' | 'at' | 'actor' | 'detail'>[] {
    if (!outcome) return [];
    const entries: Pick<AdminTimelineEntry, 'kind' | 'at' | 'actor' | 'detail'>[] = [
      { kind: 'outcome_recorded', at: outcome.recordedAt, actor: outcome.recordedBy, detail: `${outcome.outcome} ${outcome.outcomeDate}` },
    ];
    if (outcome.satisfaction) {
      entries.push({ kind: 'satisfaction_answered', at: outcome.satisfaction.answeredAt, actor: null, detail: String(outcome.satisfaction.score) });
    }
    return entries;
  }

  /** The closing e-mail's link to the one-tap question, in the client's language. */
  satisfactionUrl(applicationId: string, locale: Locale): string {
    // The site reads `?lang` before its code runs, as the case room's links do.
    const url = new URL(`/feedback/${this.links.tokenFor(applicationId)}`, this.env.PUBLIC_URL);
    if (locale !== 'en') url.searchParams.set('lang', locale);
    return url.toString();
  }

  /** What the page asks from; reading records nothing (a mail scanner follows links). */
  async view(token: string): Promise<SatisfactionView> {
    const id = this.links.applicationIdOf(token);
    const row = id ? await this.outcomes.closedCase(id) : null;
    if (!row) throw linkInvalid();
    return {
      caseNumber: row.case_number,
      locale: row.locale,
      answer: row.score !== null && row.answered_at !== null ? { score: row.score, answeredAt: isoTime(row.answered_at) } : null,
    };
  }

  /** One answer per case: a second is refused (409) and changes nothing. */
  async answer(token: string, input: SatisfactionInput): Promise<SatisfactionAnswer> {
    const id = this.links.applicationIdOf(token);
    if (!id || !(await this.outcomes.closedCase(id))) throw linkInvalid();
    const stored = await this.outcomes.answer(id, input.score, input.comment ? input.comment : null);
    if (!stored) throw new ApiException(HttpStatus.CONFLICT, 'satisfaction.alreadyAnswered', { score: 'satisfaction.alreadyAnswered' });
    return { score: stored.score, answeredAt: isoTime(stored.answered_at) };
  }
}
