import type { CaseSource, CaseStatus, Locale } from '@reactivation/contracts';

/** A case as other modules see it: plain data, never the entity. */
export interface CaseRecord {
  id: string;
  caseNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  platform: string;
  deactivationDate: string;
  status: CaseStatus;
  locale: Locale;
  source: CaseSource;
  documentCount: number;
  createdAt: Date;
}
