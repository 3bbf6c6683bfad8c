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
  /** The client's /case/:token link token. */
  statusToken: string;
  /** The payment link's token, once staff created one. */
  paymentToken: string | null;
  createdAt: Date;
}
