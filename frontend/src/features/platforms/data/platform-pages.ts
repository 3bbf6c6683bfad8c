/**
 * The five platform landing pages, keyed by the slug of their route. Texts live in the platforms
 * namespace: `pages.<key>.*` for a page's own copy, and the shared catalogs `reasons.items.<reason>`,
 * `prepare.items.<item>` and `notes.<note>`, so one reason can serve several platforms.
 */
export type PlatformReasonId =
  | 'lateDeliveries'
  | 'blockReliability'
  | 'backgroundCheck'
  | 'drivingRecord'
  | 'photoVerification'
  | 'identityCheck'
  | 'accountSharing'
  | 'expiredDocuments'
  | 'completionRate'
  | 'customerRating'
  | 'notReceived'
  | 'conductReports'
  | 'riderRating'
  | 'cancellations'
  | 'fraudFlags'
  | 'shopperRatings'
  | 'missingItems'
  | 'alcoholId'
  | 'returnedOrders';

export type PrepareItemId =
  | 'deactivationNotice'
  | 'supportMessages'
  | 'metricsScreenshots'
  | 'deliveryProof'
  | 'blockHistory'
  | 'tripHistory'
  | 'licenseInsurance'
  | 'backgroundReport'
  | 'idDocuments';

export type PlatformPage = {
  /** The key of the page's copy under `pages.` in the platforms namespace. */
  readonly key: 'amazonFlex' | 'doordash' | 'uberLyft' | 'instacart' | 'spark';
  /** A success rate SPEC §1 gives, in percent: the platform's own, or the overall one when it has none. */
  readonly successRate: { readonly value: number; readonly scope: 'platform' | 'overall' };
  readonly reasons: readonly PlatformReasonId[];
  readonly prepare: readonly PrepareItemId[];
  /** A fact worth a callout under the reasons (`notes.<note>`). */
  readonly note?: 'standing';
  /** The platform's entry in the deadlines and rights guide (the Uber and Lyft page points at Uber's). */
  readonly guideKey: string;
};

export const platformPages = {
  'amazon-flex': {
    key: 'amazonFlex',
    successRate: { value: 95, scope: 'platform' },
    reasons: ['lateDeliveries', 'blockReliability', 'backgroundCheck', 'photoVerification', 'accountSharing', 'expiredDocuments'],
    prepare: ['deactivationNotice', 'blockHistory', 'deliveryProof', 'supportMessages', 'licenseInsurance'],
    // SPEC §9 says Amazon Flex has no point or rating system; it has a Standing (see the blog article on it).
    note: 'standing',
    guideKey: 'amazon-flex',
  },
  doordash: {
    key: 'doordash',
    guideKey: 'doordash',
    successRate: { value: 89, scope: 'platform' },
    reasons: ['completionRate', 'customerRating', 'notReceived', 'conductReports', 'backgroundCheck', 'identityCheck'],
    prepare: ['deactivationNotice', 'metricsScreenshots', 'deliveryProof', 'supportMessages', 'idDocuments'],
  },
  // SPEC §1 gives no rate of its own for Uber or Lyft, so this page shows the overall 92%.
  'uber-lyft': {
    key: 'uberLyft',
    guideKey: 'uber',
    successRate: { value: 92, scope: 'overall' },
    reasons: ['riderRating', 'cancellations', 'drivingRecord', 'identityCheck', 'conductReports', 'fraudFlags'],
    prepare: ['deactivationNotice', 'tripHistory', 'metricsScreenshots', 'supportMessages', 'backgroundReport'],
  },
  instacart: {
    key: 'instacart',
    guideKey: 'instacart',
    successRate: { value: 91, scope: 'platform' },
    reasons: ['shopperRatings', 'missingItems', 'alcoholId', 'backgroundCheck', 'identityCheck', 'accountSharing'],
    prepare: ['deactivationNotice', 'metricsScreenshots', 'deliveryProof', 'supportMessages', 'idDocuments'],
  },
  spark: {
    key: 'spark',
    guideKey: 'walmart-spark',
    successRate: { value: 88, scope: 'platform' },
    reasons: ['identityCheck', 'accountSharing', 'notReceived', 'returnedOrders', 'customerRating', 'backgroundCheck'],
    prepare: ['deactivationNotice', 'idDocuments', 'deliveryProof', 'metricsScreenshots', 'supportMessages'],
  },
} as const satisfies Record<string, PlatformPage>;

export type PlatformSlug = keyof typeof platformPages;

/** The three steps of "How we help", the same on every platform page. */
export const platformStepIds = ['review', 'appeal', 'followUp'] as const;

/** The short promises beside the hero's success rate. */
export const platformHighlightIds = ['freeReview', 'fee', 'reply'] as const;
