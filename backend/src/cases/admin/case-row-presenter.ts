import { Inject, Injectable } from '@nestjs/common';
import type { AdminApplication, AdminDisputeFlag } from '@reactivation/contracts';
import { StaffDirectoryService } from '../../admin-auth/staff-directory.service';
import { toAdminApplication, type AdminCaseRow } from './admin-case-row';
import { CASE_MONEY, type CaseMoney } from './case-money.port';
import { ReviewDeadlines } from './review-deadlines';

/** How the panel reads cases at one moment: whose they are, and the review deadline of the new ones. */
export interface CaseView {
  ownerNames: Map<string, string>;
  /** New cases created before this are overdue (ReviewDeadlines.overdueBefore). */
  overdueBefore: Date;
  /** The disputed cases' flags, by case id (the payments module's answer; disputes are few). */
  disputes: Map<string, AdminDisputeFlag>;
}

/** Turns application rows into the admin view, with the owner's name, the review deadline and the dispute flag. */
@Injectable()
export class CaseRowPresenter {
  constructor(
    private readonly deadlines: ReviewDeadlines,
    private readonly staff: StaffDirectoryService,
    @Inject(CASE_MONEY) private readonly money: CaseMoney,
  ) {}

  /** The owners' names and the overdue bound, read once for a list, a page or an export. */
  async view(overdueBefore = this.deadlines.overdueBefore(new Date())): Promise<CaseView> {
    const [ownerNames, disputes] = await Promise.all([this.staff.names(), this.money.disputeFlags()]);
    return { ownerNames, overdueBefore, disputes };
  }

  present(row: AdminCaseRow, view: CaseView): AdminApplication {
    const created = new Date(row.created_at);
    const waiting = row.status === 'review_submitted';
    return toAdminApplication(row, {
      ownerName: row.owner_id ? (view.ownerNames.get(row.owner_id) ?? null) : null,
      reviewDueAt: waiting ? this.deadlines.dueAt(created) : null,
      // The same test as the list's SQL, so a case shown as overdue is the one sorted on top.
      overdue: waiting && created < view.overdueBefore,
      dispute: view.disputes.get(row.id) ?? null,
    });
  }

  async presentOne(row: AdminCaseRow): Promise<AdminApplication> {
    return this.present(row, await this.view());
  }
}
