/** An e-mail that left about a case, as the staff timeline shows it. */
export interface SentCaseEmail {
  template: string;
  to_address: string;
  sent_at: string;
}

/**
 * Where the case file's timeline reads the e-mails sent about a case: the e-mail ledger, which the
 * notifications module owns (its `SentEmailsService`). A port rather than an import, because
 * notifications reads cases to write those e-mails; the api role's composition (`api.module.ts`)
 * hands the admin routes the module that provides it.
 */
export interface CaseEmailLog {
  /** The e-mails sent about a case, oldest first. */
  forCase(applicationId: string): Promise<SentCaseEmail[]>;
}

export const CASE_EMAIL_LOG = Symbol('CASE_EMAIL_LOG');
