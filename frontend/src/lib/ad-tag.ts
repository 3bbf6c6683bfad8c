import { FEE_AMOUNT_CENTS } from '@reactivation/contracts';
import { loadPublicConfig } from './public-config';

/*
 * The Google Ads tag (gtag.js), only where the operator configured it (GOOGLE_ADS_ID and
 * GOOGLE_ADS_CONVERSION_LABEL, served by /api/config) and only for visitors who have not asked
 * for privacy (Global Privacy Control). It loads after the first load (lib/when-visitor-acts.ts),
 * never as part of it; events raised before it arrives wait in its queue (dataLayer), as the tag's
 * own snippet does.
 */

declare global {
  interface Navigator {
    /** Global Privacy Control: the visitor's browser asks sites not to sell or share their data. */
    globalPrivacyControl?: boolean;
  }
  interface Window {
    dataLayer?: unknown[];
  }
}

export const AD_TAG_ORIGIN = 'https://www.googletagmanager.com';
/** Case numbers already reported as a conversion from this browser, so a reload reports nothing. */
const REPORTED_KEY = 'ad-conversions';

type AdTag = { sendTo: string };
let tag: Promise<AdTag | null> | null = null;

function privacyRequested(): boolean {
  return typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true;
}

/** Defines the tag's queue and function and adds its script; null when it is not to be loaded. */
function ensureTag(): Promise<AdTag | null> {
  tag ??= (async () => {
    if (privacyRequested()) return null;
    const { tracking } = await loadPublicConfig().catch(() => ({ tracking: { googleAdsId: null, conversionLabel: null } }));
    if (!tracking.googleAdsId) return null;
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the queue's entries as `arguments` objects, which is why this is not an arrow function.
    const queue = window.dataLayer;
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- the tag's documented queue format
      queue.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', tracking.googleAdsId);
    const script = document.createElement('script');
    script.async = true;
    script.src = `${AD_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(tracking.googleAdsId)}`;
    document.head.append(script);
    return { sendTo: tracking.conversionLabel ? `${tracking.googleAdsId}/${tracking.conversionLabel}` : tracking.googleAdsId };
  })();
  return tag;
}

/** Loads the tag where configured (a no-op otherwise); the layout calls it once the first load is over. */
export function loadAdTag(): void {
  void ensureTag();
}

function reported(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(REPORTED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * SPEC §7: the ad conversion of a paid case, worth the fee, with the case number as transaction id
 * (the same id the server's conversion record carries, so the ad platform counts one either way).
 * Sent once per case number from this browser; nothing is sent when the tag is not configured or
 * privacy is requested.
 */
export async function reportConversion(caseNumber: string): Promise<void> {
  if (typeof window === 'undefined' || reported().includes(caseNumber)) return;
  const ready = await ensureTag();
  if (!ready || reported().includes(caseNumber)) return;
  try {
    localStorage.setItem(REPORTED_KEY, JSON.stringify([...reported(), caseNumber].slice(-50)));
  } catch {
    // Storage refused: the tag's own transaction id still keeps the count right.
  }
  window.gtag?.('event', 'conversion', {
    send_to: ready.sendTo,
    value: FEE_AMOUNT_CENTS / 100,
    currency: 'USD',
    transaction_id: caseNumber,
  });
}
