import { Inject, Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DRAFT_TTL_DAYS } from '@reactivation/contracts';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import {
  describeCounts,
  RegisterRetentionRule,
  type RetentionCounts,
  type RetentionPeriod,
  type RetentionRule,
} from '../core/retention/retention-rule';

export interface RetentionLine {
  rule: string;
  period: RetentionPeriod;
  cutoff: Date;
  counts: RetentionCounts;
}

/**
 * Deletes what is older than its period (the privacy page's: case files 7 years, communications
 * 3 years, usage data 2 years; operational records 90 days), in batches of RETENTION_BATCH_SIZE.
 * A dry run counts and deletes nothing. Logs counts only. The rules are every provider of the
 * process marked `@RegisterRetentionRule`, in their order: this module imports none of them.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);
  private found: RetentionRule[] | null = null;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly discovery: DiscoveryService,
  ) {}

  /** The rules of this process, in order (a class provided by two modules counts once). */
  rules(): RetentionRule[] {
    if (this.found) return this.found;
    const byClass = new Map<unknown, { order: number; rule: RetentionRule }>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: RegisterRetentionRule.KEY })) {
      const rule = wrapper.instance as RetentionRule | undefined;
      const meta = this.discovery.getMetadataByDecorator(RegisterRetentionRule, wrapper);
      if (rule && meta) byClass.set(wrapper.metatype, { order: meta.order, rule });
    }
    this.found = [...byClass.values()]
      .sort((a, b) => a.order - b.order || a.rule.name.localeCompare(b.rule.name))
      .map(({ rule }) => rule);
    return this.found;
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
    for (const rule of this.rules()) {
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
