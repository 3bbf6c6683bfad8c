import { Inject, Injectable, Logger } from '@nestjs/common';
import { DRAFT_TTL_DAYS } from '@reactivation/contracts';
import { AuditLogRetention } from '../audit/audit-log.retention';
import { CasesRetention } from '../cases/cases.retention';
import { SubmissionClaimsRetention } from '../cases/submission-claims.retention';
import { ChatConversationsRetention } from '../chat/chat-conversations.retention';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ContactMessagesRetention } from '../contact/contact-messages.retention';
import { ConversionsRetention } from '../conversions/conversions.retention';
import { OutboxRetention } from '../core/events/outbox.retention';
import { DraftsRetention } from '../drafts/drafts.retention';
import { FailedJobsRetention } from '../core/queue/failed-jobs.retention';
import { ChatRelayLedgerRetention } from '../messenger/chat-relay-ledger.retention';
import { CaseAlertsRetention } from '../notifications/case-alerts.retention';
import { EmailLedgerRetention } from '../notifications/email-ledger.retention';
import { WebhookEventsRetention } from '../payments/webhook-events.retention';
import type { RetentionCounts, RetentionPeriod, RetentionRule } from './retention-rule';

/** Every rule the retention job runs, in order: cases first, so their e-mails and conversions go by their own rules after. */
export const RETENTION_RULES = [
  CasesRetention,
  AuditLogRetention,
  DraftsRetention,
  ChatConversationsRetention,
  ContactMessagesRetention,
  EmailLedgerRetention,
  CaseAlertsRetention,
  ConversionsRetention,
  OutboxRetention,
  SubmissionClaimsRetention,
  WebhookEventsRetention,
  ChatRelayLedgerRetention,
  FailedJobsRetention,
] as const;

export interface RetentionLine {
  rule: string;
  period: RetentionPeriod;
  cutoff: Date;
  counts: RetentionCounts;
}

/**
 * Deletes what is older than its period (the privacy page's: case files 7 years, communications
 * 3 years, usage data 2 years; operational records 90 days), in batches of RETENTION_BATCH_SIZE.
 * A dry run counts and deletes nothing. Logs counts only.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);
  private readonly rules: RetentionRule[];

  constructor(
    @Inject(ENV) private readonly env: Env,
    cases: CasesRetention,
    audit: AuditLogRetention,
    drafts: DraftsRetention,
    chat: ChatConversationsRetention,
    contact: ContactMessagesRetention,
    emails: EmailLedgerRetention,
    caseAlerts: CaseAlertsRetention,
    conversions: ConversionsRetention,
    outbox: OutboxRetention,
    claims: SubmissionClaimsRetention,
    webhooks: WebhookEventsRetention,
    relay: ChatRelayLedgerRetention,
    failedJobs: FailedJobsRetention,
  ) {
    this.rules = [cases, audit, drafts, chat, contact, emails, caseAlerts, conversions, outbox, claims, webhooks, relay, failedJobs];
  }

  /** The moment before which data of a period goes, for a run at `now`. */
  cutoff(period: RetentionPeriod, now = new Date()): Date {
    const cutoff = new Date(now);
    const years = { caseFiles: this.env.RETENTION_CASE_FILES_YEARS, communications: this.env.RETENTION_COMMUNICATIONS_YEARS, usageData: this.env.RETENTION_USAGE_DATA_YEARS };
    if (period === 'operations') cutoff.setUTCDate(cutoff.getUTCDate() - this.env.RETENTION_OPERATIONS_DAYS);
    else if (period === 'drafts') cutoff.setUTCDate(cutoff.getUTCDate() - DRAFT_TTL_DAYS);
    else cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years[period]);
    return cutoff;
  }

  async run(options: { dryRun: boolean }): Promise<RetentionLine[]> {
    const now = new Date();
    const lines: RetentionLine[] = [];
    for (const rule of this.rules) {
      const cutoff = this.cutoff(rule.period, now);
      const counts = options.dryRun ? await rule.count(cutoff) : await this.purgeAll(rule, cutoff);
      lines.push({ rule: rule.name, period: rule.period, cutoff, counts });
    }
    const summary = lines.map((line) => describeCounts(line.counts)).join(', ');
    this.logger.log(`${options.dryRun ? 'Retention dry run, would delete' : 'Retention deleted'}: ${summary}`);
    return lines;
  }

  private async purgeAll(rule: RetentionRule, cutoff: Date): Promise<RetentionCounts> {
    const limit = this.env.RETENTION_BATCH_SIZE;
    const total: RetentionCounts = {};
    for (;;) {
      const { removed, counts } = await rule.purge(cutoff, limit);
      for (const [kind, n] of Object.entries(counts)) total[kind] = (total[kind] ?? 0) + n;
      if (removed < limit) return total;
    }
  }
}

export function describeCounts(counts: RetentionCounts): string {
  return Object.entries(counts)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
}
