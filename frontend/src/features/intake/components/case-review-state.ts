import { CASE_REVIEW_PLATFORMS, splitFullName, TEXT_CONSENT_VERSION, type CaseReviewInput, type Locale, type TextChannel } from '@reactivation/contracts';

/** What the wizard holds while the visitor fills it in (SPEC §3: the wizard's own form state). */
export interface CaseReviewDraft {
  name: string;
  email: string;
  phone: string;
  platform: string;
  deactivationDate: string;
  deactivationReason: string;
  attempted: '' | 'yes' | 'no';
  supportResponse: string;
  description: string;
  /** The state the worker works in (postal code), '' when not chosen. */
  state: string;
  /** The text-message consent box: the channel once checked, null while unchecked (ADR 0035). */
  textChannel: TextChannel | null;
}

export const EMPTY_DRAFT: CaseReviewDraft = {
  name: '',
  email: '',
  phone: '',
  platform: '',
  deactivationDate: '',
  deactivationReason: '',
  attempted: '',
  supportResponse: '',
  description: '',
  state: '',
  textChannel: null,
};

export const PLATFORM_OPTIONS = CASE_REVIEW_PLATFORMS.map((name) => ({ value: name, label: name }));

/** Step 2 may continue only once these are set (SPEC §5). */
export function detailsComplete(draft: CaseReviewDraft): boolean {
  return Boolean(draft.platform && draft.deactivationDate && draft.deactivationReason.trim() && draft.attempted);
}

/** SPEC §3 case review payload: first word and rest of the name, '' support response unless yes, no links. */
export function toPayload(draft: CaseReviewDraft, locale: Locale): CaseReviewInput {
  const { firstName, lastName } = splitFullName(draft.name);
  const attempted = draft.attempted === 'yes';
  return {
    firstName,
    lastName,
    email: draft.email,
    phone: draft.phone,
    platform: draft.platform as CaseReviewInput['platform'],
    deactivationDate: draft.deactivationDate,
    deactivationReason: draft.deactivationReason,
    attemptedReactivation: attempted,
    supportResponse: attempted ? draft.supportResponse : '',
    documentUrls: [],
    description: draft.description,
    ...(draft.state ? { state: draft.state } : {}),
    ...(draft.textChannel ? { textConsent: { channel: draft.textChannel, version: TEXT_CONSENT_VERSION } } : {}),
    locale,
  };
}
