import type { CaseSource, Locale } from '@reactivation/contracts';
import type { StoredDocument } from '../documents/documents.service';

/** Everything a new case is made of, from either intake journey, already validated. */
export interface NewCase {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  platform: string;
  deactivationDate: string;
  deactivationReason: string;
  attemptedReactivation: boolean;
  supportResponse: string;
  description: string;
  documentUrls: string[];
  /** The US state the worker works in (postal code), when they said. */
  state?: string | undefined;
  locale: Locale;
  source: CaseSource;
  documents: StoredDocument[];
}

export interface CreatedCase {
  id: string;
  caseNumber: string;
}
