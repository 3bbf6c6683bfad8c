import type { AdminCaseMoney, AdminDisputeFlag } from '@reactivation/contracts';

/**
 * What the back office shows of a case's money: the payment, its refunds and disputes, the accepted
 * agreement (the case file), and the flag of an open dispute (the list). The payments module owns that
 * data and implements this (its `CaseMoneyService`); a port rather than an import, because payments
 * reads cases, and the api role's composition (`api.module.ts`) hands the admin routes the module that
 * provides it, as with `CaseEmailLog`.
 */
export interface CaseMoney {
  /** The case file's money section. */
  adminMoney(applicationId: string): Promise<AdminCaseMoney>;
  /** The latest dispute of every disputed case, by case id (disputes are few). */
  disputeFlags(): Promise<Map<string, AdminDisputeFlag>>;
}

export const CASE_MONEY = Symbol('CASE_MONEY');
