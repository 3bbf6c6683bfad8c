import { DiscoveryService } from '@nestjs/core';

/** The privacy page's periods (SPEC §9), the operational one, each a setting, and unfinished forms' (DRAFT_TTL_DAYS, 7). */
export type RetentionPeriod = 'caseFiles' | 'communications' | 'usageData' | 'operations' | 'drafts';

/** How `npm run retention:dry-run` names each period. */
export const RETENTION_PERIOD_NAMES: Record<RetentionPeriod, string> = {
  caseFiles: 'case files',
  communications: 'communications',
  usageData: 'usage data',
  operations: 'operational records',
  drafts: 'unfinished forms',
};

/** What a rule found or removed, by kind ("cases", "documents" …): counts only, never contents. */
export type RetentionCounts = Record<string, number>;

export function describeCounts(counts: RetentionCounts): string {
  return Object.entries(counts)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
}

/**
 * Deletes one kind of data once it is older than its period. Each rule lives with the module that
 * owns the data and deletes only that module's rows. `purge` removes at most `limit` of its main kind
 * per call and is called again while it removes that many.
 */
export interface RetentionRule {
  readonly name: string;
  readonly period: RetentionPeriod;
  /** What `purge` would remove, everything older than `cutoff`. */
  count(cutoff: Date): Promise<RetentionCounts>;
  /** Removes one batch; `removed` is the number of the main kind, compared with `limit` to go on. */
  purge(cutoff: Date, limit: number): Promise<{ removed: number; counts: RetentionCounts }>;
}

/**
 * Marks a provider as a retention rule; the retention job finds every one in the process at boot
 * (Nest's DiscoveryService), so a module registers its rules by listing them in its own providers.
 * `order` places the rule in the job's run and in the dry run's lines (lowest first; see
 * docs/architecture.md, "retention", for the numbers in use).
 */
export const RegisterRetentionRule = DiscoveryService.createDecorator<{ order: number }>();
